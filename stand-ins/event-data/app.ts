// The embedded stand-in data site: the third-party pages the supplements embed in frames (§2.5,
// §2.8 embed, §7 embedded external pages) — medal tables, the Paris days (a day per page) and the Hungarian golds,
// election turnout, districts, national lists, maps (lists of places or states whose links move the embedding page
// with route-push), a place's results, EP lists, groups and seats, US electoral votes. Every page is HTML for a frame;
// GET /healthz answers when ready. Unknown pages, days and places are 404s.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { clientErrorOf } from '../../kit/client-error.ts';
import { registerHeaderGuards } from '../../kit/input-guards.ts';
import { standInRefusals } from '../refusals.ts';
import { withLogSafeUrls } from '../../kit/log-safe-url.ts';
import { ELECTION_PLACES, type ElectionPlace } from '../../shared/election-places.ts';
import { DISTRICTS_2022, ELECTION_OFFICE_SITE, LOCAL_ELECTIONS_2024, PARIS_2024 } from '../real-results.ts';
import {
  EP_GROUPS_2024,
  EP_LISTS_2024,
  EP_TURNOUT_2024,
  medalTable,
  MEDALS,
  NATIONALITY_LISTS_2022,
  PARIS_DAYS,
  PARTY_LISTS_2022,
  TURNOUT_2022,
  USA_STATES_2024,
} from './datasets.ts';
import { document, esc, FRAME_SCRIPT, num, pct, table } from './html.ts';
import { CACHE_STATIC } from './cache-control.ts';
import {
  HIKING_MAP_PATH,
  HIKING_MAP_STYLE,
  HIKING_MAP_TAB_PARAM,
  hikingMapBody,
  hikingMapTitle,
  hikingTabOf,
} from './hiking-map-page.ts';
import { hikingRoutes } from './hiking-routes.ts';

export const DEFAULT_EVENT_DATA_SEED = 2024;
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'";
const SPLIT_STATES: Readonly<Record<string, [r: number, d: number]>> = {
  'Maine (3 D, 1 R)': [1, 3],
  'Nebraska (4 R, 1 D)': [4, 1],
};
const DAY_LABEL = new Intl.DateTimeFormat('hu-HU', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' });

/** Each page's path and the function that renders it. */
type PageTable = Map<string, () => string>;

export function buildEventDataApp(opts: { seed?: number; logger?: FastifyServerOptions['logger'] } = {}) {
  const seed = opts.seed ?? DEFAULT_EVENT_DATA_SEED;
  const hikes = hikingRoutes(seed);

  const app = Fastify({ logger: withLogSafeUrls(opts.logger ?? false) });
  registerHeaderGuards(app, standInRefusals);
  // A malformed Content-Type or a body no parser takes is the client's mistake, answered 4xx with a reason.
  app.setErrorHandler((error, request, reply) => {
    const client = clientErrorOf(error);
    if (client) return reply.code(client.statusCode).send(client);
    request.log.error({ err: error }, 'event-data request failed');
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'internal error' });
  });
  const pages: PageTable = new Map();
  addOlympicPages(pages);
  addElection2022Pages(pages);
  addLocalElection2024Pages(pages);
  addEuropeanElection2024Pages(pages);
  pages.set('/usa-2024/terkep', usaElectoralVotesPage);
  registerRoutes(app, pages, hikes);
  return app;
}

function registerRoutes(app: FastifyInstance, pages: PageTable, hikes: ReturnType<typeof hikingRoutes>): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/frame.js', async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', CACHE_STATIC)
      .send(FRAME_SCRIPT),
  );
  app.get('/places.json', async (_req, reply) =>
    reply.header('cache-control', CACHE_STATIC).send(ELECTION_PLACES.map((p) => ({ token: p.token, name: p.name }))),
  );
  // §2.3, §2.8 the hiking map of /rovat/szepkilatas: one page per hike tab, chosen by `?tab=`.
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(HIKING_MAP_PATH, async (req, reply) => {
    const raw = req.query[HIKING_MAP_TAB_PARAM];
    const tab = hikingTabOf(Array.isArray(raw) ? raw[0] : raw);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', CACHE_STATIC)
      .header('content-security-policy', PAGE_CSP)
      .send(document(hikingMapTitle(tab), hikingMapBody(hikes, tab), HIKING_MAP_STYLE));
  });
  app.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0].replace(/\/+$/, '');
    const render = pages.get(path);
    if (!render)
      return reply
        .code(404)
        .header('content-type', 'text/html; charset=utf-8')
        .send(document('Nincs ilyen oldal', '<p>A keresett adatoldal nem található.</p>'));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', CACHE_STATIC)
      .header('content-security-policy', PAGE_CSP)
      .send(render());
  });
}

const OLYMPIC_PROGRAMME = 'https://olympics.com/hu/olympic-games/paris-2024';

/** Medal tables, the Paris days (a day per page, what the record holds of it) and the Hungarian golds. */
function addOlympicPages(pages: PageTable): void {
  for (const name of ['tokio-2020', 'parizs-2024'] as const) {
    pages.set(`/${name}/eremtablazat`, () => medalTablePage(name));
  }
  pages.set('/parizs-2024/program', () => parisDayPage(PARIS_DAYS[0]));
  for (const d of PARIS_DAYS) pages.set(`/parizs-2024/program/${d}`, () => parisDayPage(d));
  const golds = PARIS_2024.filter((e) => e.gold !== null);
  pages.set('/parizs-2024/magyarok', () =>
    document(
      'Párizs 2024: magyar aranyérmek',
      table(
        'Magyar olimpiai bajnokok',
        ['Nap', 'Sportág', 'Versenyszám', 'Versenyző', 'Eredmény'],
        golds.map((e) => [dayLabel(e.day), esc(e.sport), esc(e.event), esc(e.gold!), 'aranyérem']),
      ) + `<p>Magyarország mérlege: 6 arany, 7 ezüst, 6 bronz. ${programmeLink()}</p>`,
    ),
  );
}

const dayLabel = (day: string) => `${day.slice(5).replace('-', '.')}.`;
const programmeLink = () =>
  `A teljes program és minden eredmény: <a href="${OLYMPIC_PROGRAMME}" rel="noopener">olympics.com</a>`;

function medalTablePage(name: 'tokio-2020' | 'parizs-2024'): string {
  return document(
    `${name === 'tokio-2020' ? 'Tokió 2020' : 'Párizs 2024'}: éremtáblázat`,
    table(
      'Nemzetek éremtáblázata',
      ['Helyezés', 'Nemzet', 'Arany', 'Ezüst', 'Bronz', 'Összesen'],
      medalTable(MEDALS[name]).map((r) => [
        `${r.rank}.`,
        esc(r.nation),
        String(r.gold),
        String(r.silver),
        String(r.bronze),
        String(r.total),
      ]),
      [0, 2, 3, 4, 5],
    ),
  );
}

function parisDayNav(current: string): string {
  return `<nav aria-label="Napok"><ul>${PARIS_DAYS.map(
    (d) =>
      `<li><a href="/parizs-2024/program/${d}"${d === current ? ' aria-current="page"' : ''}>${esc(d.slice(5).replace('-', '.'))}.</a></li>`,
  ).join('')}</ul></nav>`;
}

function parisDayPage(day: string): string {
  const events = PARIS_2024.filter((e) => e.day === day);
  const label = DAY_LABEL.format(new Date(`${day}T12:00:00Z`));
  const list = events.length
    ? table(
        label,
        ['Sportág', 'Versenyszám', 'Helyszín'],
        events.map((e) => [
          esc(e.sport),
          `${esc(e.event)}${e.gold ? ` (döntő; magyar aranyérem: ${esc(e.gold)})` : ''}`,
          esc(e.venue),
        ]),
      )
    : `<p>${label}: magyar aranyérem ezen a napon nem született.</p>`;
  return document('Párizs 2024: versenyprogram', parisDayNav(day) + list + `<p>${programmeLink()}</p>`);
}

/** Where the election pages send a reader for the counts they do not show. */
const electionOfficeLink = `<a href="${ELECTION_OFFICE_SITE}" rel="noopener">valasztas.hu</a>`;

/** Turnout, the individual districts and the national lists of the 2022 parliamentary election. */
function addElection2022Pages(pages: PageTable): void {
  pages.set('/valasztas-2022/reszvetel', () =>
    document(
      'Választás 2022: részvétel',
      table(
        'Országos részvétel a nap folyamán',
        ['Időpont', 'Részvétel'],
        TURNOUT_2022.map(([time, p]) => [time, pct(p)]),
        [1],
      ),
    ),
  );
  // The record holds how many districts each side won, not who stood where: no district gets a made-up winner.
  pages.set('/valasztas-2022/egyeni-valasztokeruletek', () =>
    document(
      'Választás 2022: egyéni választókerületek',
      table(
        `A ${DISTRICTS_2022.total} egyéni választókerület`,
        ['Jelölő szervezet', 'Megnyert választókerület'],
        DISTRICTS_2022.won.map((w) => [esc(w.party), String(w.seats)]),
        [1],
      ) + `<p>Forrás: ${esc(DISTRICTS_2022.source)}. A választókerületenkénti eredmény: ${electionOfficeLink}</p>`,
    ),
  );
  pages.set('/valasztas-2022/orszagos-listak/partok', () =>
    document(
      'Választás 2022: országos pártlisták',
      table(
        'Pártlisták eredménye',
        ['Lista', 'Szavazat', 'Arány', 'Listás mandátum'],
        PARTY_LISTS_2022.map((p) => [esc(p.party), num(p.votes), pct(p.percent), String(p.seats)]),
        [1, 2, 3],
      ),
    ),
  );
  // The record holds each list's outcome, not its votes: no list gets a made-up count.
  pages.set('/valasztas-2022/orszagos-listak/nemzetisegek', () =>
    document(
      'Választás 2022: nemzetiségi listák',
      table(
        'Nemzetiségi listák',
        ['Lista', 'Eredmény'],
        NATIONALITY_LISTS_2022.map((n) => [
          `${n.nationality} nemzetiségi lista`,
          n.seat ? 'kedvezményes mandátum' : 'nemzetiségi szószóló',
        ]),
      ) + `<p>A listák szavazatszáma: ${electionOfficeLink}</p>`,
    ),
  );
}

/**
 * The 2024 mayoral elections: the map's list of places and one page per place. Only what stand-ins/real-results.ts
 * records is given as a result (Budapest's mayor); every other place points to the official count instead of
 * showing a made-up one.
 */
function addLocalElection2024Pages(pages: PageTable): void {
  const { budapestMayor: mayor } = LOCAL_ELECTIONS_2024;
  pages.set('/valasztas-2024/terkep', () =>
    document(
      'Választás 2024: eredmények településenként',
      table(
        `Polgármester-választás, ${LOCAL_ELECTIONS_2024.date}`,
        ['Település', 'Megválasztott polgármester'],
        ELECTION_PLACES.map((place) => [
          `<a href="/valasztas-2024/telepules/${esc(place.token)}" data-parent-route="/melleklet/valasztas-2024/adatok/${esc(place.token)}">${esc(place.name)}</a>`,
          place.token === 'budapest' ? `${esc(mayor.elected.name)} (${esc(mayor.elected.nominee)})` : '–',
        ]),
        [],
      ),
    ),
  );
  for (const place of ELECTION_PLACES) {
    pages.set(`/valasztas-2024/telepules/${place.token}`, () => placeResultPage(place));
  }
}

function placeResultPage(place: ElectionPlace): string {
  const { budapestMayor: mayor, source, date } = LOCAL_ELECTIONS_2024;
  const known =
    place.token === 'budapest'
      ? `<p>Budapest főpolgármestere ismét ${esc(mayor.elected.name)} (${esc(mayor.elected.nominee)}) lett: ` +
        `${esc(mayor.runnerUp.name)} (${esc(mayor.runnerUp.nominee)}) előtt olyan szoros különbséggel nyert, ` +
        `hogy a szavazatokat újraszámolták. Forrás: ${esc(source)}.</p>`
      : '<p>Ennek a településnek az eredményét ez az oldal nem közli.</p>';
  return document(
    `${place.name}: polgármester-választás 2024`,
    `<p>A választás napja: ${esc(date)}. Névjegyzékben nagyjából ${num(place.voters)} fő.</p>` +
      known +
      `<p>A hivatalos, részletes eredmény: ${electionOfficeLink}</p>` +
      `<p><a href="/valasztas-2024/terkep" data-parent-route="/melleklet/valasztas-2024/adatok">Vissza a térképhez</a></p>`,
  );
}

/** The 2024 European Parliament election: the national result, the Hungarian lists, the groups and the seats. */
function addEuropeanElection2024Pages(pages: PageTable): void {
  // No county's result is recorded here: the map tab gives the national result and where the county figures are.
  pages.set('/ep-2024/terkep', () =>
    document(
      'EP-választás 2024: országos eredmény',
      `<p>A választás napja: 2024. június 9. Részvétel: ${pct(EP_TURNOUT_2024)}.</p>` +
        table(
          'A két legerősebb lista országosan',
          ['Lista', 'Arány', 'Mandátum'],
          EP_LISTS_2024.slice(0, 2).map((l) => [esc(l.party), pct(l.percent), String(l.seats)]),
          [1, 2],
        ) +
        `<p>Vármegyénkénti eredmény: ${electionOfficeLink}</p>`,
    ),
  );
  pages.set('/ep-2024/partlistak', () =>
    document(
      'EP-választás 2024: a magyar pártlisták',
      table(
        'Listák eredménye',
        ['Lista', 'Arány', 'Mandátum'],
        EP_LISTS_2024.map((l) => [esc(l.party), pct(l.percent), String(l.seats)]),
        [1, 2],
      ) + `<p>Részvétel: ${pct(EP_TURNOUT_2024)}. A többi lista eredménye: ${electionOfficeLink}</p>`,
    ),
  );
  pages.set('/ep-2024/frakciok', () =>
    document(
      'EP-választás 2024: frakciók',
      table(
        'Az Európai Parlament frakciói',
        ['Frakció', 'Név', 'Mandátum', 'Magyar képviselők'],
        EP_GROUPS_2024.map((g) => [esc(g.group), esc(g.name), String(g.seats), esc(g.hungarian)]),
        [2],
      ),
    ),
  );
  pages.set('/ep-2024/mandatumok', europeanSeatsPage);
}

function europeanSeatsPage(): string {
  const total = EP_GROUPS_2024.reduce((a, g) => a + g.seats, 0);
  return document(
    'EP-választás 2024: mandátumok',
    `<p>Az Európai Parlamentben ${total} mandátum, ebből Magyarországé ${EP_LISTS_2024.reduce((a, l) => a + l.seats, 0)}.</p>` +
      table(
        'Mandátumok frakciónként',
        ['Frakció', 'Mandátum', 'Arány'],
        EP_GROUPS_2024.map((g) => [esc(g.group), String(g.seats), pct((100 * g.seats) / total)]),
        [1, 2],
      ) +
      table(
        'Magyar mandátumok',
        ['Lista', 'Mandátum'],
        EP_LISTS_2024.filter((l) => l.seats > 0).map((l) => [esc(l.party), String(l.seats)]),
        [1],
      ),
  );
}

function usaElectoralVotesPage(): string {
  const rows = USA_STATES_2024.map(([state, votes, winner]) => {
    const [r, d] = SPLIT_STATES[state] ?? (winner === 'R' ? [votes, 0] : [0, votes]);
    return { state, votes, r, d };
  });
  const r = rows.reduce((a, x) => a + x.r, 0);
  const d = rows.reduce((a, x) => a + x.d, 0);
  return document(
    'Amerikai elnökválasztás 2024: elektori szavazatok',
    `<p>Donald Trump: ${r} elektor, Kamala Harris: ${d} elektor (a győzelemhez 270 kell).</p>` +
      table(
        'Államonként',
        ['Állam', 'Elektor', 'Trump', 'Harris'],
        rows.map((x) => [esc(x.state), String(x.votes), String(x.r), String(x.d)]),
        [1, 2, 3],
      ),
  );
}
