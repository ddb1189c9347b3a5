// Formula 1 answers in the service's shapes (shared/livescore-types.ts, §3 Formula 1): sessions, result rows,
// circuits, constructors, drivers and the two championships at a given moment. Only completed races score; a
// season with races already run shows the final table stand-ins/real-results.ts records, or none.
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
import { F1_FINAL_STANDINGS } from '../real-results.ts';

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

/**
 * A championship counts the simulated races only while no race already run is among the completed ones: the record
 * holds no full classification to add up, so such a season shows its recorded final table once over, or nothing.
 */
function recordedChampionship(world: F1World, season: F1Season, nowS: number) {
  const done = season.rounds.filter((r) => sessionStatus(world, r.sessions[6], nowS) === RACE_COMPLETED);
  if (done.every((r) => r.simulated)) return null;
  const record = F1_FINAL_STANDINGS.get(season.year);
  return record && done.length === season.rounds.length ? record : { drivers: [], teams: [] };
}

/** The constructors racing in a season. */
export function teamsOf(season: F1Season): TeamDef[] {
  return TEAMS.filter((t) => season.drivers.some((d) => season.lineup.get(d.id) === t));
}

export function driverStandings(world: F1World, season: F1Season, nowS: number): DriverStanding[] {
  const record = recordedChampionship(world, season, nowS);
  const totals = new Map(season.drivers.map((d) => [d.id, { d, points: 0, wins: 0 }]));
  if (record) totals.clear();
  for (const [abbr, points, wins] of record?.drivers ?? []) {
    const d = season.drivers.find((x) => x.abbr === abbr)!;
    totals.set(d.id, { d, points, wins });
  }
  for (const race of record ? [] : completedRaces(world, season, nowS)) {
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
  const record = recordedChampionship(world, season, nowS);
  const totals = new Map(
    record
      ? record.teams.map(([id, points]) => [id, { t: TEAMS.find((x) => x.id === id)!, points }])
      : teamsOf(season).map((t) => [t.id, { t, points: 0 }]),
  );
  for (const race of record ? [] : completedRaces(world, season, nowS))
    for (const row of race) totals.get(season.lineup.get(row.driver.id)!.id)!.points += pointsFor(row);
  const list = [...totals.values()].sort((a, b) => b.points - a.points || compareHungarian(a.t.name, b.t.name));
  const ranks = rankWithTies(list, (x) => [x.points]);
  return list.map((x, i) => ({ position: ranks[i], team: teamRef(x.t), points: x.points, season: season.year }));
}

/** A constructor's card: what the record here holds (base, first entry, that season's car); no invented people. */
export function teamView(t: TeamDef, season: number): F1TeamDetail {
  const [chassis, engine] = t.cars[season] ?? [null, null];
  return {
    id: t.id,
    name: t.name,
    logo: null,
    base: t.base,
    first_team_entry: t.firstEntry,
    world_championships: null,
    highest_race_finish: { position: null, number: null },
    pole_positions: null,
    fastest_laps: null,
    president: null,
    director: null,
    technical_manager: null,
    chassis,
    engine,
    tyres: 'Pirelli',
  };
}

/** A driver's card: the entry list's facts and the seasons here; career figures are not recorded here. */
export function driverView(world: F1World, d: F1Driver): F1DriverDetail {
  const seasons = [...world.seasons.values()].sort((a, b) => b.year - a.year);
  return {
    id: d.id,
    name: d.name,
    abbr: d.abbr,
    image: null,
    nationality: d.country,
    country: { name: d.country, code: d.code },
    birthdate: d.birthdate,
    birthplace: d.birthplace,
    number: d.number,
    grands_prix_entered: null,
    world_championships: null,
    podiums: null,
    highest_race_finish: { position: null, number: null },
    highest_grid_position: null,
    career_points: null,
    teams: seasons.flatMap((s) => {
      const team = s.lineup.get(d.id);
      return team ? [{ season: s.year, team: teamRef(team) }] : [];
    }),
  };
}
