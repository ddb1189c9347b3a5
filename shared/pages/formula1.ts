// The Formula 1 page (§2.7 at /rovat/sport/forma-1): oldal versenynaptar (the default: the season's Grands Prix, the
// selected one's sessions, the selected session's classification and the circuit), csapatok, versenyzok, pontverseny
// and konstruktor; szezon (default: this year), verseny, futam (negative: the starting grid; dotted: the qualifying's
// parts merged, §7), csapat and versenyzo. Every rule of the page is here: the §5 fallbacks, the §4 default
// competition and race, what refreshes (§4: a Live result list every 15 s) and the cache rule. The loader
// (server/loaders/formula1-loader.ts) fetches; §8: a part the service failed to give is left out, the page renders.
import { defaultCompetition } from '../f1-default-competition.ts';
import { defaultRace } from '../f1-default-race.ts';
import { sessionLabel } from '../f1-labels.ts';
import { parseF1Query, type F1Query } from '../f1-query.ts';
import { RACE_ENTRY_LABELS, raceEntries, type RaceEntry } from '../f1-race-entries.ts';
import type {
  Circuit,
  DriverStanding,
  F1DriverDetail,
  F1TeamDetail,
  Race,
  RaceResult,
  TeamStanding,
} from '../livescore-types.ts';
import { parseRaceId } from '../race-id.ts';
import { F1_SESSION_TYPES, RACE_COMPLETED, RACE_LIVE, type F1View } from '../sport-constants.ts';
import { FORMULA1_PATH, formula1Href, SPORT_TABS } from '../sport-routes.ts';
import type { Link, Option } from './football.ts';
import { page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { F1_PARAMS } from '../sport-constants.ts';

const VIEW_TABS: readonly (readonly [F1View, string])[] = [
  ['versenynaptar', 'Versenynaptár'],
  ['csapatok', 'Csapatok'],
  ['versenyzok', 'Versenyzők'],
  ['pontverseny', 'Pontverseny'],
  ['konstruktor', 'Konstruktőrök'],
];

/** A Grand Prix as the calendar and the side list show it: its race session (or its last session without one). */
export type GrandPrixSession = Pick<Race, 'id' | 'competition' | 'circuit' | 'season' | 'type' | 'date' | 'status'>;

export interface Formula1PageData {
  kind: 'formula1';
  /** what the page shows after the §5 fallbacks and the §4 defaults */
  query: F1Query;
  title: string;
  canonical: string;
  sportTabs: Link[];
  viewTabs: Link[];
  /** the season select; null when the service named no seasons */
  seasons: Option[] | null;
  /** the season's Grands Prix in order: the side list on desktop and the calendar; null when the service failed */
  calendar: GrandPrixSession[] | null;
  /** oldal=versenynaptar: the selected Grand Prix, its sessions and the selected one's classification */
  grandPrix: {
    competition: Race['competition'];
    date: string;
    circuit: Circuit | null;
    entries: RaceEntry[];
    race: RaceEntry | null;
    /** null: the service failed (§8, nothing shown); [] before anything is timed ('Nincs még elérhető információ.') */
    results: RaceResult[] | null;
  } | null;
  /** oldal=csapatok */
  teams: { list: F1TeamDetail[]; selected: F1TeamDetail | null; drivers: string[] } | null;
  /** oldal=versenyzok */
  drivers: { list: F1DriverDetail[]; selected: F1DriverDetail | null } | null;
  driverStandings: DriverStanding[] | null;
  teamStandings: TeamStanding[] | null;
  /** §4 a Live session's result list is polled every 15 s */
  refresh: { race: string; season: number } | null;
}

export function planFormula1Page(url: URL, nowS: number, seasons: readonly number[] | null): F1Query {
  return parseF1Query(url.searchParams, { nowSeconds: nowS, seasons: seasons ?? undefined });
}

/** The season's Grands Prix in date order, each by its race session (or its last session when it has none yet). */
export function grandPrixSessions(sessions: readonly Race[]): GrandPrixSession[] {
  const byCompetition = new Map<number, Race>();
  for (const r of [...sessions].sort((a, b) => a.date.localeCompare(b.date))) {
    const known = byCompetition.get(r.competition.id);
    if (!known || known.type !== F1_SESSION_TYPES.race) byCompetition.set(r.competition.id, r);
  }
  return [...byCompetition.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ id, competition, circuit, season, type, date, status }) => ({
      id,
      competition,
      circuit,
      season,
      type,
      date,
      status,
    }));
}

/**
 * The entry a race id names among one Grand Prix's sessions: one of its entries (a practice, the qualifying's dotted
 * id, the grid, the race), a single qualifying part, or the grid of its race before the qualifying is over (§2.7).
 * Null when the id is not one of this Grand Prix's.
 */
export function raceEntryOf(raceId: string, sessions: readonly Race[]): RaceEntry | null {
  const entries = raceEntries(sessions);
  const listed = entries.find((e) => e.id === raceId);
  if (listed) return listed;
  const ref = parseRaceId(raceId);
  if (!ref || ref.ids.length !== 1) return null;
  const session = sessions.find((s) => s.id === ref.ids[0]);
  if (!session) return null;
  if (ref.grid) {
    if (session.type !== F1_SESSION_TYPES.race) return null;
    const quali = entries.find((e) => e.kind === 'qualifying');
    const status =
      quali?.status === RACE_COMPLETED ? RACE_COMPLETED : quali?.status === RACE_LIVE ? RACE_LIVE : session.status;
    return { id: raceId, kind: 'grid', label: RACE_ENTRY_LABELS.grid, status, date: quali?.date ?? session.date };
  }
  return {
    id: raceId,
    kind: 'qualifying',
    label: sessionLabel(session.type),
    status: session.status,
    date: session.date,
  };
}

/** §4 the Grand Prix and the session the calendar view shows: asked ones when the season has them, else the defaults. */
export function selectGrandPrix(
  query: F1Query,
  sessions: readonly Race[],
  nowS: number,
): { competition: number; sessions: Race[]; race: RaceEntry | null } | null {
  const has = (id: number | null) => id !== null && sessions.some((s) => s.competition.id === id);
  const raced = query.race ? parseRaceId(query.race) : null;
  const byRace = raced ? (sessions.find((s) => raced.ids.includes(s.id))?.competition.id ?? null) : null;
  const competition = has(query.competition) ? query.competition : (byRace ?? defaultCompetition(sessions, nowS));
  if (competition === null) return null;
  const own = sessions.filter((s) => s.competition.id === competition);
  const asked = query.race ? raceEntryOf(query.race, own) : null;
  return { competition, sessions: own, race: asked ?? defaultRace(raceEntries(own)) };
}

export interface Formula1Answers {
  seasons: number[] | null;
  /** every session of the season */
  races: Race[] | null;
  /** the selected session's classification (versenynaptar) */
  results: RaceResult[] | null;
  circuit: Circuit | null;
  teams: F1TeamDetail[] | null;
  drivers: F1DriverDetail[] | null;
  driverStandings: DriverStanding[] | null;
  teamStandings: TeamStanding[] | null;
  /** a livescore call failed: its part is left out (§8), and the page is not kept long */
  unavailable: boolean;
}

export function buildFormula1Page(
  query: F1Query,
  answers: Formula1Answers,
  ctx: PageContext,
): PageOutcome<Formula1PageData> {
  const { season, view } = query;
  const selection = view === 'versenynaptar' && answers.races ? selectGrandPrix(query, answers.races, ctx.now) : null;
  const gpSession = selection ? grandPrixSessions(selection.sessions)[0] : null;
  const seasonDrivers = (teamId: number) =>
    (answers.drivers ?? [])
      .filter((d) => d.teams.some((x) => x.season === season && x.team.id === teamId))
      .map((d) => d.name);
  const selectedTeam = view === 'csapatok' ? (answers.teams?.find((x) => x.id === query.team) ?? null) : null;
  const selectedDriver = view === 'versenyzok' ? (answers.drivers?.find((x) => x.id === query.driver) ?? null) : null;
  const shown: F1Query = {
    view,
    season,
    competition: selection?.competition ?? null,
    race: selection?.race?.id ?? null,
    team: selectedTeam?.id ?? null,
    driver: selectedDriver?.id ?? null,
  };
  const race = selection?.race ?? null;
  const refresh = race && race.status === RACE_LIVE && race.kind !== 'grid' ? { race: race.id, season } : null;
  const viewLabel = VIEW_TABS.find(([v]) => v === view)![1];
  const data: Formula1PageData = {
    kind: 'formula1',
    query: shown,
    title: ['Forma–1', gpSession ? gpSession.competition.name : viewLabel, String(season)].join(' – '),
    canonical: formula1Href(shown),
    sportTabs: SPORT_TABS.map((t) => ({ ...t, current: t.href === FORMULA1_PATH })),
    viewTabs: VIEW_TABS.map(([v, label]) => ({ label, href: formula1Href({ view: v, season }), current: v === view })),
    seasons:
      answers.seasons && answers.seasons.length > 0
        ? [...answers.seasons].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }))
        : null,
    calendar: answers.races ? grandPrixSessions(answers.races) : null,
    grandPrix:
      selection && gpSession
        ? {
            competition: gpSession.competition,
            date: gpSession.date,
            circuit: answers.circuit,
            entries: raceEntries(selection.sessions),
            race,
            results: answers.results,
          }
        : null,
    teams:
      view === 'csapatok' && answers.teams
        ? { list: answers.teams, selected: selectedTeam, drivers: selectedTeam ? seasonDrivers(selectedTeam.id) : [] }
        : null,
    drivers: view === 'versenyzok' && answers.drivers ? { list: answers.drivers, selected: selectedDriver } : null,
    driverStandings: view === 'pontverseny' ? answers.driverStandings : null,
    teamStandings: view === 'konstruktor' ? answers.teamStandings : null,
    refresh,
  };
  const running = answers.races?.some((r) => r.status === RACE_LIVE) ?? false;
  return page(data, refresh || running || answers.unavailable ? 'live' : 'list', ['sport-formula1']);
}

/** The query parameters this page type reads (§2.7 view, season, competition, race, team and driver; the app's ad units): the page cache keys on these alone (decision 040). */
export const formula1QueryKeys = [...Object.values(F1_PARAMS), MOBILE_APP_PARAM] as const satisfies QueryKeys;
