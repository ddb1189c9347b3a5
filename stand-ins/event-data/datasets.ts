// The stand-in data site's data: what the real product embeds from third parties for the supplements —
// medal tables, the Paris schedule and Hungarian events, election results. Published totals are the real ones where
// they are public record (medal counts, national list results, EP groups, electoral votes); some finer grain (a day's
// events, the small nationality lists, the EP vote by county) is still generated from a seed, deterministically.
// Elections' district and town winners are not generated: app.ts shows what stand-ins/real-results.ts records.
import { Rng } from '../origin/seed/rng.ts';

export interface MedalRow {
  nation: string;
  gold: number;
  silver: number;
  bronze: number;
}

export const MEDALS: Readonly<Record<'tokio-2020' | 'parizs-2024', readonly MedalRow[]>> = {
  'tokio-2020': [
    ['Egyesült Államok', 39, 41, 33],
    ['Kína', 38, 32, 18],
    ['Japán', 27, 14, 17],
    ['Nagy-Britannia', 22, 21, 22],
    ['Orosz Olimpiai Bizottság', 20, 28, 23],
    ['Ausztrália', 17, 7, 22],
    ['Hollandia', 10, 12, 14],
    ['Franciaország', 10, 12, 11],
    ['Németország', 10, 11, 16],
    ['Olaszország', 10, 10, 20],
    ['Kanada', 7, 6, 11],
    ['Brazília', 7, 6, 8],
    ['Új-Zéland', 7, 6, 7],
    ['Kuba', 7, 3, 5],
    ['Magyarország', 6, 7, 7],
    ['Dél-Korea', 6, 4, 10],
    ['Lengyelország', 4, 5, 5],
    ['Csehország', 4, 4, 3],
    ['Kenya', 4, 4, 2],
    ['Norvégia', 4, 2, 2],
  ].map(([nation, gold, silver, bronze]) => ({ nation, gold, silver, bronze }) as MedalRow),
  'parizs-2024': [
    ['Egyesült Államok', 40, 44, 42],
    ['Kína', 40, 27, 24],
    ['Japán', 20, 12, 13],
    ['Ausztrália', 18, 19, 16],
    ['Franciaország', 16, 26, 22],
    ['Hollandia', 15, 7, 12],
    ['Nagy-Britannia', 14, 22, 29],
    ['Dél-Korea', 13, 9, 10],
    ['Olaszország', 12, 13, 15],
    ['Németország', 12, 13, 8],
    ['Új-Zéland', 10, 7, 3],
    ['Kanada', 9, 7, 11],
    ['Üzbegisztán', 8, 2, 3],
    ['Magyarország', 6, 7, 6],
    ['Spanyolország', 5, 4, 9],
    ['Svédország', 4, 4, 3],
    ['Kenya', 4, 2, 5],
    ['Norvégia', 4, 1, 3],
    ['Írország', 4, 0, 3],
    ['Brazília', 3, 7, 10],
  ].map(([nation, gold, silver, bronze]) => ({ nation, gold, silver, bronze }) as MedalRow),
};

/** Ordered as medal tables are: golds, then silvers, then bronzes. */
export function medalTable(rows: readonly MedalRow[]): (MedalRow & { rank: number; total: number })[] {
  const sorted = [...rows].sort(
    (a, b) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.nation.localeCompare(b.nation, 'hu'),
  );
  return sorted
    .map((r, i) => {
      const prev = sorted[i - 1];
      const tied = prev && prev.gold === r.gold && prev.silver === r.silver && prev.bronze === r.bronze;
      return { ...r, rank: tied ? -1 : i + 1, total: r.gold + r.silver + r.bronze };
    })
    .map((r, i, all) => ({
      ...r,
      rank:
        r.rank === -1
          ? all
              .slice(0, i)
              .reverse()
              .find((x) => x.rank !== -1)!.rank
          : r.rank,
    }));
}

// ------------------------------------------------------------------------------------------------ Paris 2024

export const PARIS_DAYS: readonly string[] = Array.from({ length: 17 }, (_, i) => {
  const d = new Date(Date.UTC(2024, 6, 26 + i));
  return d.toISOString().slice(0, 10);
});

const SPORTS: readonly [sport: string, venue: string, events: readonly string[]][] = [
  [
    'Úszás',
    'Paris La Défense Aréna',
    ['100 m gyors', '200 m pillangó', '400 m vegyes', '200 m hát', '1500 m gyors', '4×100 m vegyes váltó'],
  ],
  ['Kajak-kenu', 'Vaires-sur-Marne', ['K–1 500 m', 'K–2 500 m', 'C–1 1000 m', 'K–4 500 m', 'C–2 500 m']],
  ['Vívás', 'Grand Palais', ['férfi kard egyéni', 'női párbajtőr egyéni', 'férfi kard csapat', 'női tőr egyéni']],
  ['Vízilabda', 'Paris La Défense Aréna', ['férfi csoportmérkőzés', 'női csoportmérkőzés', 'férfi negyeddöntő']],
  ['Atlétika', 'Stade de France', ['100 m', 'kalapácsvetés', 'gerelyhajítás', 'maraton', '400 m gát', 'rúdugrás']],
  ['Cselgáncs', 'Champ-de-Mars Aréna', ['-60 kg', '-73 kg', '-90 kg', '-57 kg', '+100 kg']],
  ['Öttusa', 'Versailles', ['férfi egyéni elődöntő', 'női egyéni döntő', 'férfi egyéni döntő']],
  ['Birkózás', 'Champ-de-Mars Aréna', ['kötöttfogás 77 kg', 'szabadfogás 65 kg', 'kötöttfogás 97 kg']],
  ['Kézilabda', 'Pierre Mauroy Stadion', ['férfi csoportmérkőzés', 'női csoportmérkőzés']],
  ['Ökölvívás', 'Roland Garros', ['férfi 63,5 kg', 'női 57 kg', 'férfi 80 kg']],
];
const GIVEN = [
  'Bence',
  'Dávid',
  'Kristóf',
  'Ádám',
  'Zsófia',
  'Anna',
  'Luca',
  'Hubert',
  'Tamás',
  'Eszter',
  'Viktória',
  'Máté',
  'Áron',
  'Réka',
];
const FAMILY = [
  'Kós',
  'Milák',
  'Szilágyi',
  'Rasovszky',
  'Hosszú',
  'Kozák',
  'Csipes',
  'Varga',
  'Tóth',
  'Nagy',
  'Kovács',
  'Halász',
  'Szabó',
  'Juhász',
];

export interface ScheduleEntry {
  time: string;
  sport: string;
  event: string;
  phase: string;
  venue: string;
  hungarian: boolean;
}
export interface HungarianEntry {
  day: string;
  time: string;
  sport: string;
  event: string;
  athlete: string;
  result: string;
}

export function parisSchedule(seed: number): Map<string, ScheduleEntry[]> {
  const rng = new Rng(seed ^ 0x2024);
  const out = new Map<string, ScheduleEntry[]>();
  PARIS_DAYS.forEach((day, d) => {
    const n = d === 0 ? 1 : rng.int(7, 11);
    const entries: ScheduleEntry[] =
      d === 0
        ? [
            {
              time: '19:30',
              sport: 'Megnyitóünnepség',
              event: 'Hajós felvonulás a Szajnán',
              phase: '',
              venue: 'Szajna, Trocadéro',
              hungarian: true,
            },
          ]
        : Array.from({ length: n }, () => {
            const [sport, venue, events] = rng.pick(SPORTS);
            const hour = rng.int(9, 21);
            return {
              time: `${String(hour).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
              sport,
              event: rng.pick(events),
              phase: rng.pick(['selejtező', 'előfutam', 'elődöntő', 'döntő']),
              venue,
              hungarian: rng.chance(0.45),
            };
          }).sort((a, b) => a.time.localeCompare(b.time));
    out.set(day, entries);
  });
  return out;
}

export function hungarianEvents(seed: number): HungarianEntry[] {
  const rng = new Rng(seed ^ 0x4d41);
  const rows: HungarianEntry[] = [];
  for (const [day, entries] of parisSchedule(seed)) {
    for (const e of entries) {
      if (!e.hungarian || e.sport === 'Megnyitóünnepség') continue;
      const place = rng.int(1, 16);
      const result =
        e.phase !== 'döntő'
          ? place <= 8
            ? 'továbbjutott'
            : 'kiesett'
          : place <= 3
            ? ['aranyérem', 'ezüstérem', 'bronzérem'][place - 1]
            : `${place}. hely`;
      rows.push({
        day,
        time: e.time,
        sport: e.sport,
        event: `${e.event}, ${e.phase}`,
        athlete: `${rng.pick(FAMILY)} ${rng.pick(GIVEN)}`,
        result,
      });
    }
  }
  return rows;
}

// ------------------------------------------------------------------------------------------------ elections

/** §2.5 valasztas-2022: turnout through the day (the National Election Office's published readings). */
export const TURNOUT_2022: readonly [time: string, percent: number][] = [
  ['7:00', 1.83],
  ['9:00', 12.82],
  ['11:00', 30.02],
  ['13:00', 40.01],
  ['15:00', 52.75],
  ['17:00', 62.92],
  ['18:30', 67.8],
  ['végleges', 69.59],
];
const COUNTIES: readonly [name: string, districts: number][] = [
  ['Budapest', 18],
  ['Baranya', 4],
  ['Bács-Kiskun', 6],
  ['Békés', 4],
  ['Borsod-Abaúj-Zemplén', 7],
  ['Csongrád-Csanád', 4],
  ['Fejér', 5],
  ['Győr-Moson-Sopron', 5],
  ['Hajdú-Bihar', 6],
  ['Heves', 3],
  ['Jász-Nagykun-Szolnok', 4],
  ['Komárom-Esztergom', 3],
  ['Nógrád', 2],
  ['Pest', 12],
  ['Somogy', 4],
  ['Szabolcs-Szatmár-Bereg', 6],
  ['Tolna', 3],
  ['Vas', 3],
  ['Veszprém', 4],
  ['Zala', 3],
];

/** §2.5 national lists 2022: party lists (results as published) and nationality lists. */
export const PARTY_LISTS_2022: readonly { party: string; votes: number; percent: number; seats: number }[] = [
  { party: 'FIDESZ-KDNP', votes: 3_060_706, percent: 54.13, seats: 48 },
  { party: 'Egységben Magyarországért', votes: 1_947_331, percent: 34.44, seats: 38 },
  { party: 'Mi Hazánk', votes: 332_487, percent: 5.88, seats: 6 },
  { party: 'Magyar Kétfarkú Kutya Párt', votes: 185_052, percent: 3.27, seats: 0 },
  { party: 'Normális Párt', votes: 37_561, percent: 0.66, seats: 0 },
  { party: 'Megoldás Mozgalom', votes: 33_555, percent: 0.59, seats: 0 },
];
const NATIONALITIES = [
  'német',
  'roma',
  'horvát',
  'szlovák',
  'román',
  'szerb',
  'ruszin',
  'lengyel',
  'bolgár',
  'görög',
  'örmény',
  'szlovén',
  'ukrán',
];
export function nationalityLists(seed: number): { list: string; votes: number; seat: boolean }[] {
  const rng = new Rng(seed ^ 0x4e);
  return NATIONALITIES.map((n, i) => ({
    list: `Országos ${n} nemzetiségi önkormányzat listája`,
    votes: i === 0 ? 24_630 : i === 1 ? rng.int(7_000, 9_500) : rng.int(150, 2_800),
    seat: i === 0,
  })).sort((a, b) => b.votes - a.votes);
}

/** §2.5 ep-2024: the Hungarian lists (as published) and the Parliament's groups at its constitution. */
export const EP_LISTS_2024: readonly { party: string; percent: number; seats: number }[] = [
  { party: 'FIDESZ-KDNP', percent: 44.82, seats: 11 },
  { party: 'TISZA', percent: 29.6, seats: 7 },
  { party: 'DK-MSZP-Párbeszéd', percent: 8.03, seats: 2 },
  { party: 'Mi Hazánk', percent: 6.71, seats: 1 },
  { party: 'Momentum', percent: 3.7, seats: 0 },
  { party: 'MKKP', percent: 3.59, seats: 0 },
  { party: 'Jobbik', percent: 1.0, seats: 0 },
  { party: 'LMP', percent: 0.88, seats: 0 },
];
export const EP_GROUPS_2024: readonly { group: string; name: string; seats: number; hungarian: string }[] = [
  { group: 'EPP', name: 'Európai Néppárt', seats: 188, hungarian: 'TISZA (7)' },
  { group: 'S&D', name: 'Szocialisták és Demokraták', seats: 136, hungarian: 'DK (2)' },
  { group: 'PfE', name: 'Patrióták Európáért', seats: 84, hungarian: 'FIDESZ-KDNP (11)' },
  { group: 'ECR', name: 'Európai Konzervatívok és Reformerek', seats: 78, hungarian: '–' },
  { group: 'Renew', name: 'Újítsuk meg Európát', seats: 77, hungarian: '–' },
  { group: 'Zöldek/EFA', name: 'Zöldek – Európai Szabad Szövetség', seats: 53, hungarian: '–' },
  { group: 'Baloldal', name: 'Baloldal az Európai Parlamentben', seats: 46, hungarian: '–' },
  { group: 'ESN', name: 'Szuverén Nemzetek Európája', seats: 25, hungarian: 'Mi Hazánk (1)' },
  { group: 'Független', name: 'Frakción kívüliek', seats: 33, hungarian: '–' },
];
export const EP_COUNTY_2024 = (seed: number) => {
  const rng = new Rng(seed ^ 0xe9);
  return COUNTIES.map(([county]) => {
    const fidesz = county === 'Budapest' ? 31 + rng.next() * 4 : 44 + rng.next() * 12;
    const tisza = county === 'Budapest' ? 31 + rng.next() * 5 : 24 + rng.next() * 8;
    return { county, fidesz: Math.round(fidesz * 100) / 100, tisza: Math.round(tisza * 100) / 100 };
  });
};

/** §2.5 usa-2024: electoral votes by state and their winner (R or D), as certified. */
export const USA_STATES_2024: readonly [state: string, votes: number, winner: 'R' | 'D'][] = [
  ['Alabama', 9, 'R'],
  ['Alaszka', 3, 'R'],
  ['Arizona', 11, 'R'],
  ['Arkansas', 6, 'R'],
  ['Kalifornia', 54, 'D'],
  ['Colorado', 10, 'D'],
  ['Connecticut', 7, 'D'],
  ['Delaware', 3, 'D'],
  ['Washington, D.C.', 3, 'D'],
  ['Florida', 30, 'R'],
  ['Georgia', 16, 'R'],
  ['Hawaii', 4, 'D'],
  ['Idaho', 4, 'R'],
  ['Illinois', 19, 'D'],
  ['Indiana', 11, 'R'],
  ['Iowa', 6, 'R'],
  ['Kansas', 6, 'R'],
  ['Kentucky', 8, 'R'],
  ['Louisiana', 8, 'R'],
  ['Maine (3 D, 1 R)', 4, 'D'],
  ['Maryland', 10, 'D'],
  ['Massachusetts', 11, 'D'],
  ['Michigan', 15, 'R'],
  ['Minnesota', 10, 'D'],
  ['Mississippi', 6, 'R'],
  ['Missouri', 10, 'R'],
  ['Montana', 4, 'R'],
  ['Nebraska (4 R, 1 D)', 5, 'R'],
  ['Nevada', 6, 'R'],
  ['New Hampshire', 4, 'D'],
  ['New Jersey', 14, 'D'],
  ['Új-Mexikó', 5, 'D'],
  ['New York', 28, 'D'],
  ['Észak-Karolina', 16, 'R'],
  ['Észak-Dakota', 3, 'R'],
  ['Ohio', 17, 'R'],
  ['Oklahoma', 7, 'R'],
  ['Oregon', 8, 'D'],
  ['Pennsylvania', 19, 'R'],
  ['Rhode Island', 4, 'D'],
  ['Dél-Karolina', 9, 'R'],
  ['Dél-Dakota', 3, 'R'],
  ['Tennessee', 11, 'R'],
  ['Texas', 40, 'R'],
  ['Utah', 6, 'R'],
  ['Vermont', 3, 'D'],
  ['Virginia', 13, 'D'],
  ['Washington', 12, 'D'],
  ['Nyugat-Virginia', 4, 'R'],
  ['Wisconsin', 10, 'R'],
  ['Wyoming', 3, 'R'],
];
