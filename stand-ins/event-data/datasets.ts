// The stand-in data site's data: what the real product embeds from third parties for the supplements —
// medal tables, the Paris schedule and Hungarian events, election results. Published totals are the real ones where
// they are public record (medal counts, national list results, EP groups, electoral votes). What is not recorded is
// not shown: the Paris days hold only the Hungarian golds (stand-ins/real-results.ts), the nationality lists only
// their outcome, no place or county gets an invented result.

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
/** §2.5 national lists 2022: the party lists' results as published. */
export const PARTY_LISTS_2022: readonly { party: string; votes: number; percent: number; seats: number }[] = [
  { party: 'FIDESZ-KDNP', votes: 3_060_706, percent: 54.13, seats: 48 },
  { party: 'Egységben Magyarországért', votes: 1_947_331, percent: 34.44, seats: 38 },
  { party: 'Mi Hazánk', votes: 332_487, percent: 5.88, seats: 6 },
  { party: 'Magyar Kétfarkú Kutya Párt', votes: 185_052, percent: 3.27, seats: 0 },
  { party: 'Normális Párt', votes: 37_561, percent: 0.66, seats: 0 },
  { party: 'Megoldás Mozgalom', votes: 33_555, percent: 0.59, seats: 0 },
];
/**
 * The 2022 nationality lists, in alphabetical order: the German list won a preferential seat, the other twelve
 * nationalities are represented by an advocate (szószóló). Their vote counts are not recorded here, so none is shown.
 */
export const NATIONALITY_LISTS_2022: readonly { nationality: string; seat: boolean }[] = [
  'Bolgár',
  'Görög',
  'Horvát',
  'Lengyel',
  'Német',
  'Örmény',
  'Roma',
  'Román',
  'Ruszin',
  'Szerb',
  'Szlovák',
  'Szlovén',
  'Ukrán',
].map((nationality) => ({ nationality, seat: nationality === 'Német' }));

/**
 * §2.5 ep-2024 (9 June 2024): the Hungarian lists recorded here as the National Election Office published them (the
 * others are left to valasztas.hu); turnout 59.5 %.
 */
export const EP_LISTS_2024: readonly { party: string; percent: number; seats: number }[] = [
  { party: 'FIDESZ-KDNP', percent: 44.82, seats: 11 },
  { party: 'TISZA', percent: 29.6, seats: 7 },
  { party: 'DK-MSZP-Párbeszéd', percent: 8.03, seats: 2 },
  { party: 'Mi Hazánk', percent: 6.71, seats: 1 },
  { party: 'Momentum', percent: 3.7, seats: 0 },
  { party: 'MKKP', percent: 3.59, seats: 0 },
  { party: 'LMP', percent: 0.87, seats: 0 },
];
export const EP_TURNOUT_2024 = 59.5;
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
