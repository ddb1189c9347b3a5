// Formula 1 answers in the service's shapes (shared/livescore-types.ts, §3 Formula 1): sessions, result rows,
// circuits, constructors, drivers and the two championships at a given moment. Only completed races score.
import type {
  Circuit,
  DriverStanding,
  F1DriverDetail,
  F1TeamDetail,
  Race,
  RaceResult,
  TeamStanding,
} from '../../shared/livescore-types.ts';
import { rankWithTies } from '../../shared/rank-with-ties.ts';
import { RACE_COMPLETED } from '../../shared/sport-constants.ts';
import { CIRCUITS, TEAMS, type CircuitDef, type TeamDef } from './f1-reference.ts';
import { finalResults, pointsFor, raceLapsAt, sessionStatus, type ResultRow } from './f1-results.ts';
import type { F1Driver, F1Season, F1Session, F1World } from './f1-world.ts';
import { compareHungarian } from './hungarian-order.ts';
import { nation } from './nations.ts';

/** Circuit ids are the competition's plus this, so the two never read alike. */
export const CIRCUIT_ID_OFFSET = 100;

const teamRef = (t: TeamDef) => ({ id: t.id, name: t.name, logo: null });
const driverRef = (d: F1Driver) => ({ id: d.id, name: d.name, abbr: d.abbr, number: d.number, image: null });

export function raceView(world: F1World, s: F1Session, nowS: number): Race {
  const c = s.round.circuit;
  return {
    id: s.id,
    competition: { id: c.id, name: c.competition, location: { country: c.country, city: c.city } },
    circuit: { id: c.id + CIRCUIT_ID_OFFSET, name: c.name, image: null },
    season: s.round.season,
    type: s.type,
    laps: raceLapsAt(world, s, nowS),
    distance: s.part === 7 ? `${(c.lengthKm * c.laps).toFixed(3)} km` : null,
    timezone: 'utc',
    date: new Date(s.start * 1000).toISOString(),
    status: sessionStatus(world, s, nowS),
  };
}

export function resultView(raceId: number, r: ResultRow): RaceResult {
  return {
    race: { id: raceId },
    driver: driverRef(r.driver),
    team: teamRef(r.team),
    position: r.position,
    time: r.time,
    laps: r.laps,
    grid: r.grid,
    pits: r.pits,
    gap: r.gap,
  };
}

export function circuitView(c: CircuitDef): Circuit {
  return {
    id: c.id + CIRCUIT_ID_OFFSET,
    name: c.name,
    image: null,
    competition: { id: c.id, name: c.competition, location: { country: c.country, city: c.city } },
    first_grand_prix: c.firstGrandPrix,
    laps: c.laps,
    length: `${c.lengthKm.toFixed(3)} km`,
    race_distance: `${(c.lengthKm * c.laps).toFixed(3)} km`,
    lap_record: {
      time: c.lapRecord?.time ?? null,
      driver: c.lapRecord?.driver ?? null,
      year: c.lapRecord ? String(c.lapRecord.year) : null,
    },
    capacity: c.capacity,
    opened: c.opened,
    owner: c.owner,
  };
}

export function circuitById(id: number): CircuitDef | undefined {
  return CIRCUITS.find((c) => c.id + CIRCUIT_ID_OFFSET === id);
}

/** Final classifications of the season's completed races at a moment. */
function completedRaces(world: F1World, season: F1Season, nowS: number): ResultRow[][] {
  return season.rounds
    .map((r) => r.sessions[6])
    .filter((s) => sessionStatus(world, s, nowS) === RACE_COMPLETED)
    .map((s) => finalResults(world, s));
}

export function driverStandings(world: F1World, season: F1Season, nowS: number): DriverStanding[] {
  const totals = new Map(world.drivers.map((d) => [d.id, { d, points: 0, wins: 0 }]));
  for (const race of completedRaces(world, season, nowS)) {
    for (const row of race) {
      const t = totals.get(row.driver.id)!;
      t.points += pointsFor(row);
      if (row.position === 1 && !row.retired) t.wins++;
    }
  }
  const list = [...totals.values()].sort(
    (a, b) => b.points - a.points || b.wins - a.wins || compareHungarian(a.d.name, b.d.name),
  );
  const ranks = rankWithTies(list, (x) => [x.points, x.wins]);
  const top = list[0]?.points ?? 0;
  return list.map((x, i) => ({
    position: ranks[i],
    driver: driverRef(x.d),
    team: teamRef(season.lineup.get(x.d.id)!),
    points: x.points,
    wins: x.wins,
    behind: i === 0 ? null : top - x.points,
    season: season.year,
  }));
}

export function teamStandings(world: F1World, season: F1Season, nowS: number): TeamStanding[] {
  const totals = new Map(TEAMS.map((t) => [t.id, { t, points: 0 }]));
  for (const race of completedRaces(world, season, nowS))
    for (const row of race) totals.get(season.lineup.get(row.driver.id)!.id)!.points += pointsFor(row);
  const list = [...totals.values()].sort((a, b) => b.points - a.points || compareHungarian(a.t.name, b.t.name));
  const ranks = rankWithTies(list, (x) => [x.points]);
  return list.map((x, i) => ({ position: ranks[i], team: teamRef(x.t), points: x.points, season: season.year }));
}

export function teamView(
  t: TeamDef,
  season: number,
  people: { president: string; director: string; technical: string },
): F1TeamDetail {
  return {
    id: t.id,
    name: t.name,
    logo: null,
    base: t.base,
    first_team_entry: t.firstEntry,
    world_championships: t.championships,
    highest_race_finish: { position: t.wins > 0 ? 1 : null, number: t.wins > 0 ? t.wins : null },
    pole_positions: t.poles,
    fastest_laps: t.fastestLaps,
    president: people.president,
    director: people.director,
    technical_manager: people.technical,
    chassis: t.chassis.replace('{yy}', String(season % 100).padStart(2, '0')),
    engine: t.engine,
    tyres: 'Pirelli',
  };
}

/** A driver's card: career figures up to last season plus what the generated seasons add by now. */
export function driverView(world: F1World, d: F1Driver, nowS: number): F1DriverDetail {
  const seasons = [...world.seasons.values()].sort((a, b) => a.year - b.year);
  let entries = d.career.entries;
  let podiums = d.career.podiums;
  let points = d.career.points;
  let best = d.career.bestFinish || Infinity;
  let bestGrid = d.career.bestGrid || Infinity;
  for (const season of seasons) {
    for (const race of completedRaces(world, season, nowS)) {
      const row = race.find((r) => r.driver.id === d.id);
      if (!row) continue;
      entries++;
      points += pointsFor(row);
      if (!row.retired && row.position !== null) {
        if (row.position <= 3) podiums++;
        best = Math.min(best, row.position);
      }
      if (row.grid) bestGrid = Math.min(bestGrid, Number(row.grid));
    }
  }
  const n = nation(d.nation);
  return {
    id: d.id,
    name: d.name,
    abbr: d.abbr,
    image: null,
    nationality: n.name,
    country: { name: n.name, code: n.code },
    birthdate: d.birthdate,
    birthplace: d.birthplace,
    number: d.number,
    grands_prix_entered: entries,
    world_championships: d.career.titles,
    podiums,
    highest_race_finish: { position: Number.isFinite(best) ? best : null, number: null },
    highest_grid_position: Number.isFinite(bestGrid) ? bestGrid : null,
    career_points: String(points),
    teams: seasons.map((s) => ({ season: s.year, team: teamRef(s.lineup.get(d.id)!) })).reverse(),
  };
}
