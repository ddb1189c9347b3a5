// The football half of the livescore data: every team with its squad, every season of every demo competition with
// its fixtures and their match scripts, and the indexes the routes read (by id, by league-season-day, by pairing).
// It is a pure function of the seed and the moment the service starts (the anchor): the same two give the same data.
// Nothing here depends on "now": what a fixture shows at a given moment is read off its script (fixture-view.ts).
import { addDays, calendarDay, zonedTime } from '../../shared/calendar-day.ts';
import { SPORT_TIME_ZONE } from '../../shared/sport-constants.ts';
import { deriveSeed, Rng } from '../origin/seed/rng.ts';
import { ALL_CLUBS, type Club } from './clubs.ts';
import { leagueFixtureId } from './fixture-ids.ts';
import { leagueTable, type TableRow } from './league-table.ts';
import { COUNTRIES, matchesPerRound, SEASON_LEAGUES, type CountryDef, type SeasonLeague } from './leagues.ts';
import { writeMatchScript, type MatchScript, type ScriptInput } from './match-script.ts';
import { outcomeOf, winnerOf } from './match-outcome.ts';
import { personName, type NameBankId } from './name-banks.ts';
import { nation, NATIONS } from './nations.ts';
import { doubleRoundRobin, singleRoundRobin } from './round-robin.ts';
import { buildSquad, type Squad } from './squads.ts';
import { TOURNAMENTS, type Seed, type TournamentDef } from './tournaments.ts';
import { realMatch } from '../real-results.ts';

export interface TeamRef {
  id: number;
  name: string;
  logo: null;
  strength: number;
  squad: Squad;
  /** FIFA code of the team's nation */
  nation: string;
}

export interface SeasonMeta {
  year: number;
  start: string;
  end: string;
  current: boolean;
}

export interface LeagueMeta {
  id: number;
  name: string;
  type: 'League' | 'Cup';
  country: CountryDef;
  seasons: SeasonMeta[];
}

export interface FixtureRecord {
  id: number;
  league: LeagueMeta;
  season: number;
  round: string;
  group: string | null;
  /** position in the season's kick-off order (§9 knockout labels read it) */
  index: number;
  kickoff: number;
  venue: { id: number; name: string; city: string };
  /** null: a real match, whose referee the record here does not give */
  referee: string | null;
  home: TeamRef;
  away: TeamRef;
  knockout: boolean;
  script: MatchScript;
}

export interface SeasonRecord {
  league: LeagueMeta;
  season: SeasonMeta;
  /** in kick-off order */
  fixtures: FixtureRecord[];
  teams: TeamRef[];
  /** a tournament's groups; null for a league (one table) */
  groups: Map<string, TeamRef[]> | null;
}

export interface FootballWorld {
  countries: readonly CountryDef[];
  leagues: LeagueMeta[];
  seasons: Map<string, SeasonRecord>;
  fixtures: Map<number, FixtureRecord>;
  byDay: Map<string, FixtureRecord[]>;
  byPairing: Map<string, FixtureRecord[]>;
  teamOfPlayer: Map<number, TeamRef>;
}

/** A fixture whose match script is written the first time it is read: starting the service costs the schedule only. */
function withScript(fields: Omit<FixtureRecord, 'script'>, input: ScriptInput): FixtureRecord {
  let script: MatchScript | null = null;
  return Object.defineProperty(fields, 'script', {
    get: () => (script ??= writeMatchScript(input)),
    enumerable: true,
  }) as FixtureRecord;
}

export const seasonKey = (league: number, season: number) => `${league}/${season}`;
export const dayKey = (league: number, season: number, day: string) => `${league}/${season}/${day}`;
export const pairingKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

const REFEREE_STREAM = 0x7e;
const SCHEDULE_STREAM = 0x5c;
const NATIONAL_TEAM_ID_BASE = 2000;
const DAYS_PER_YEAR_BACK = 364;
const FIVE_MIN = 300;

export interface BuildFootballOptions {
  seed: number;
  /** the moment the service starts, unix seconds */
  anchorS: number;
}

export function buildFootballWorld({ seed, anchorS }: BuildFootballOptions): FootballWorld {
  const world: FootballWorld = {
    countries: COUNTRIES,
    leagues: [],
    seasons: new Map(),
    fixtures: new Map(),
    byDay: new Map(),
    byPairing: new Map(),
    teamOfPlayer: new Map(),
  };
  const venues = new Map<string, number>();
  const venue = (name: string, city: string) => {
    if (!venues.has(name)) venues.set(name, 1000 + venues.size);
    return { id: venues.get(name)!, name, city };
  };
  const teams = new Map<number, TeamRef>();
  const clubTeam = (club: Club, homegrown: number): TeamRef => {
    let t = teams.get(club.id);
    if (!t) {
      const squad = buildSquad({ teamId: club.id, home: nation(club.nation), homegrown, seed });
      t = { id: club.id, name: club.name, logo: null, strength: club.strength, squad, nation: club.nation };
      teams.set(club.id, t);
    }
    return t;
  };
  for (const league of SEASON_LEAGUES) for (const club of league.clubs) clubTeam(club, league.homegrown);
  for (const club of ALL_CLUBS) clubTeam(club, 0.5);

  const anchorDay = calendarDay(anchorS, SPORT_TIME_ZONE);
  const countryOf = (code: string) => COUNTRIES.find((c) => c.code === code)!;
  const add = (record: SeasonRecord) => {
    world.seasons.set(seasonKey(record.league.id, record.season.year), record);
    for (const f of record.fixtures) {
      world.fixtures.set(f.id, f);
      const dk = dayKey(f.league.id, f.season, calendarDay(f.kickoff, SPORT_TIME_ZONE));
      (world.byDay.get(dk) ?? world.byDay.set(dk, []).get(dk)!).push(f);
      const pk = pairingKey(f.home.id, f.away.id);
      (world.byPairing.get(pk) ?? world.byPairing.set(pk, []).get(pk)!).push(f);
    }
    for (const t of record.teams) for (const p of t.squad.players) world.teamOfPlayer.set(p.id, t);
  };

  for (const league of SEASON_LEAGUES) {
    const meta: LeagueMeta = {
      id: league.id,
      name: league.name,
      type: league.type,
      country: countryOf(league.country),
      seasons: [],
    };
    world.leagues.push(meta);
    const records = ([0, 1] as const).map((back) =>
      leagueSeason(league, back, meta, { seed, anchorS, anchorDay, teams, venue }),
    );
    // The current season is listed first by the league, the seasons list oldest first (as API-Football does).
    meta.seasons = records.map((r) => r.season).sort((a, b) => a.year - b.year);
    records.forEach(add);
  }
  for (const def of TOURNAMENTS) {
    const meta: LeagueMeta = {
      id: def.leagueId,
      name: def.name,
      type: 'Cup',
      country: countryOf(def.country),
      seasons: [],
    };
    world.leagues.push(meta);
    const record = tournamentSeason(def, meta, seed, venue);
    meta.seasons = [record.season];
    add(record);
  }
  for (const list of world.byPairing.values()) list.sort((a, b) => a.kickoff - b.kickoff);
  return world;
}

interface LeagueContext {
  seed: number;
  anchorS: number;
  anchorDay: string;
  teams: Map<number, TeamRef>;
  venue: (name: string, city: string) => { id: number; name: string; city: string };
}

function refereePool(seed: number, key: number, banks: readonly NameBankId[]): string[] {
  const rng = new Rng(deriveSeed(seed, REFEREE_STREAM, key));
  return Array.from({ length: 14 }, (_, i) => personName(rng, banks[i % banks.length]));
}

const LEAGUE_REFEREE_BANKS: Readonly<Record<string, readonly NameBankId[]>> = {
  HU: ['hu'],
  'GB-ENG': ['en'],
  ES: ['es'],
  DE: ['de'],
  IT: ['it'],
  EU: ['de', 'it', 'es', 'fr', 'nl', 'pl', 'nordic', 'hu', 'en', 'pt'],
  WW: ['es', 'fr', 'en', 'ar', 'pl', 'pt', 'it', 'ja', 'af', 'de'],
};

function leagueSeason(league: SeasonLeague, back: 0 | 1, meta: LeagueMeta, ctx: LeagueContext): SeasonRecord {
  const rng = new Rng(deriveSeed(ctx.seed, SCHEDULE_STREAM, league.slot * 10 + back));
  const order = rng.shuffle(league.clubs.map((c) => ctx.teams.get(c.id)!));
  const pairings =
    league.format === 'double'
      ? doubleRoundRobin(order.length)
      : singleRoundRobin(order.length).slice(0, league.rounds);
  const perRound = matchesPerRound(league);
  const referees = refereePool(ctx.seed, league.id * 10 + back, LEAGUE_REFEREE_BANKS[league.country]);
  const roundDay = (r: number) =>
    addDays(
      ctx.anchorDay,
      (r - league.anchorRound) * league.daysBetweenRounds + league.anchorDayOffset - back * DAYS_PER_YEAR_BACK,
    );
  // A season is named by the year it starts in, a season starting before July by the year before (2026/27 is 2026).
  const currentFirstDay = addDays(
    ctx.anchorDay,
    -league.anchorRound * league.daysBetweenRounds + league.anchorDayOffset,
  );
  const year = Number(currentFirstDay.slice(0, 4)) - (Number(currentFirstDay.slice(5, 7)) >= 7 ? 0 : 1) - back;
  const fixtures: FixtureRecord[] = [];
  pairings.forEach((round, r) => {
    round.forEach(([h, a], m) => {
      const live = back === 0 && r === league.anchorRound ? league.liveOffsetsMin?.[m] : undefined;
      const kickoff =
        live !== undefined
          ? Math.round((ctx.anchorS + live * 60) / FIVE_MIN) * FIVE_MIN
          : zonedTime(
              m < perRound / 2 ? roundDay(r) : addDays(roundDay(r), 1),
              league.kickoffs[m % league.kickoffs.length],
              SPORT_TIME_ZONE,
            );
      const id = leagueFixtureId(league, back, r * perRound + m);
      const home = order[h];
      const away = order[a];
      const club = league.clubs.find((c) => c.id === home.id)!;
      fixtures.push(
        withScript(
          {
            id,
            league: meta,
            season: year,
            round: `${league.roundName} - ${r + 1}`,
            group: null,
            index: 0,
            kickoff,
            venue: ctx.venue(club.venue, club.city),
            referee: new Rng(deriveSeed(ctx.seed, REFEREE_STREAM, id)).pick(referees),
            home,
            away,
            knockout: false,
          },
          { fixtureId: id, seed: ctx.seed, home, away, neutral: false, knockout: false },
        ),
      );
    });
  });
  fixtures.sort((x, y) => x.kickoff - y.kickoff || x.id - y.id);
  fixtures.forEach((f, i) => (f.index = i));
  const season: SeasonMeta = {
    year,
    start: calendarDay(fixtures[0].kickoff, SPORT_TIME_ZONE),
    end: calendarDay(fixtures.at(-1)!.kickoff, SPORT_TIME_ZONE),
    current: back === 0,
  };
  return { league: meta, season, fixtures, teams: order, groups: null };
}

function tournamentSeason(
  def: TournamentDef,
  meta: LeagueMeta,
  seed: number,
  venueOf: LeagueContext['venue'],
): SeasonRecord {
  const teamOf = new Map<string, TeamRef>();
  const groups = new Map(
    Object.entries(def.groups).map(([g, codes]) => [g, codes.map((code) => nationalTeam(teamOf, code, seed))]),
  );
  const kickoffOf = (m: { day: string; time: string }) => zonedTime(m.day, m.time, SPORT_TIME_ZONE);
  // Ids follow kick-off order, which the schedule alone decides, so they are known before any result is.
  const ordered = [...def.matches].sort((a, b) => kickoffOf(a) - kickoffOf(b) || a.number - b.number);
  const indexOf = new Map(ordered.map((m, i) => [m.number, i]));
  const draw: TournamentDraw = { played: new Map(), tables: new Map(), thirds: null };

  for (const m of [...def.matches].sort((a, b) => a.number - b.number)) {
    if (!m.group && draw.tables.size === 0) closeGroupStage(def, groups, draw);
    const index = indexOf.get(m.number)!;
    const id = def.idBase + index;
    const [home, away] = m.group
      ? [groups.get(m.group)![m.pair![0]], groups.get(m.group)![m.pair![1]]]
      : [seededTeam(draw, m.home!, m.number), seededTeam(draw, m.away!, m.number)];
    const [stadium, city] = m.venue.split(', ');
    const knockout = !m.group;
    // A real tournament is played as it was: every match's record, or no match at all (never a drawn result).
    const meeting = [...draw.played.values()].filter(
      (f) => pairingKey(f.home.id, f.away.id) === pairingKey(home.id, away.id),
    );
    const real = realMatch(def.leagueId, def.season, home.nation, away.nation, meeting.length);
    if (!real) throw new Error(`no record of ${home.nation}–${away.nation} in ${def.name} ${def.season}`);
    draw.played.set(
      m.number,
      withScript(
        {
          id,
          league: meta,
          season: def.season,
          round: m.round,
          group: m.group ? `Group ${m.group}` : null,
          index,
          kickoff: kickoffOf(m),
          venue: venueOf(stadium, city),
          referee: null,
          home,
          away,
          knockout,
        },
        { fixtureId: id, seed, home, away, neutral: true, knockout, real },
      ),
    );
  }
  const fixtures = [...draw.played.values()].sort((a, b) => a.index - b.index);
  const season: SeasonMeta = {
    year: def.season,
    start: calendarDay(fixtures[0].kickoff, SPORT_TIME_ZONE),
    end: calendarDay(fixtures.at(-1)!.kickoff, SPORT_TIME_ZONE),
    current: true,
  };
  return {
    league: meta,
    season,
    fixtures,
    teams: [...teamOf.values()],
    groups: new Map([...groups].map(([g, list]) => [`Group ${g}`, list])),
  };
}

/** A tournament as it is played: the matches so far, and once the group stage is over its tables and thirds. */
interface TournamentDraw {
  played: Map<number, FixtureRecord>;
  tables: Map<string, TableRow<TeamRef>[]>;
  thirds: Map<number, TeamRef> | null;
}

/** A nation's team, made the first time it is asked for. */
function nationalTeam(teamOf: Map<string, TeamRef>, code: string, seed: number): TeamRef {
  let t = teamOf.get(code);
  if (!t) {
    const n = nation(code);
    const id = NATIONAL_TEAM_ID_BASE + NATIONS.indexOf(n) + 1;
    t = {
      id,
      name: n.name,
      logo: null,
      strength: n.strength,
      squad: buildSquad({ teamId: id, home: n, homegrown: 1, seed }),
      nation: code,
    };
    teamOf.set(code, t);
  }
  return t;
}

/** The group tables from the group matches played, and the best thirds into their knockout slots. */
function closeGroupStage(def: TournamentDef, groups: Map<string, TeamRef[]>, draw: TournamentDraw): void {
  for (const [g, list] of groups) {
    const results = [...draw.played.values()]
      .filter((f) => f.group === `Group ${g}`)
      .map((f) => {
        const o = outcomeOf(f.script.events);
        return { home: f.home, away: f.away, homeGoals: o.goals.home, awayGoals: o.goals.away };
      });
    draw.tables.set(g, leagueTable(list, results));
  }
  draw.thirds = assignThirds(def, draw.tables);
}

/** The team a knockout seed names: a group's place, a third's slot, or an earlier match's winner or loser. */
function seededTeam(draw: TournamentDraw, s: Seed, matchNumber: number): TeamRef {
  if ('group' in s) return draw.tables.get(s.group)![s.place - 1].team;
  if ('third' in s) return draw.thirds!.get(matchNumber)!;
  const m = draw.played.get('winnerOf' in s ? s.winnerOf : s.loserOf)!;
  const side = winnerOf(outcomeOf(m.script.events))!;
  const winner = side === 'home' ? m.home : m.away;
  const loser = side === 'home' ? m.away : m.home;
  return 'winnerOf' in s ? winner : loser;
}

/**
 * The best third-placed teams (points, goal difference, goals scored) into the knockout slots that take a third,
 * each slot accepting thirds of named groups only (UEFA's table does the same; any valid assignment will do here).
 */
function assignThirds(def: TournamentDef, tables: Map<string, TableRow<TeamRef>[]>): Map<number, TeamRef> {
  const slots = def.matches
    .filter((m) => m.away && 'third' in m.away)
    .map((m) => ({ number: m.number, allowed: (m.away as { third: readonly string[] }).third }));
  if (slots.length === 0) return new Map();
  const thirds = [...tables]
    .map(([g, rows]) => ({ g, row: rows[2] }))
    .sort(
      (a, b) =>
        b.row.points - a.row.points ||
        b.row.goalsDiff - a.row.goalsDiff ||
        b.row.all.goals.for - a.row.all.goals.for ||
        b.row.team.strength - a.row.team.strength,
    )
    .slice(0, slots.length);
  const out = new Map<number, TeamRef>();
  const used = new Set<string>();
  const place = (i: number): boolean => {
    if (i === slots.length) return true;
    for (const t of thirds) {
      if (used.has(t.g) || !slots[i].allowed.includes(t.g)) continue;
      used.add(t.g);
      out.set(slots[i].number, t.row.team);
      if (place(i + 1)) return true;
      used.delete(t.g);
    }
    return false;
  };
  if (!place(0)) thirds.forEach((t, i) => out.set(slots[i].number, t.row.team));
  return out;
}
