// Standings of a league season or a tournament's groups at a given moment (§3 Standings): finished fixtures only,
// so a table changes when a match ends, not with every goal. Rows equal on points, goal difference and goals scored
// share a rank (§9).
import type { StandingRow, Standings } from '../../shared/livescore-types.ts';
import { calendarDay } from '../../shared/calendar-day.ts';
import { SPORT_TIME_ZONE } from '../../shared/sport-constants.ts';
import type { SeasonRecord, TeamRef } from './football-world.ts';
import { fixtureState } from './fixture-view.ts';
import { leagueTable, type TableResult } from './league-table.ts';

export function seasonStandings(record: SeasonRecord, nowS: number): Standings['response'][number] {
  const results = new Map<string | null, TableResult<TeamRef>[]>();
  for (const f of record.fixtures) {
    if (record.groups && !f.group) continue;
    const s = fixtureState(f, nowS);
    if (!s.finished) continue;
    const list = results.get(f.group) ?? results.set(f.group, []).get(f.group)!;
    list.push({ home: f.home, away: f.away, homeGoals: s.outcome.goals.home, awayGoals: s.outcome.goals.away });
  }
  const update = new Date(nowS * 1000).toISOString();
  const groups: [string, TeamRef[]][] = record.groups ? [...record.groups] : [[record.league.name, record.teams]];
  const standings = groups.map(([name, teams]) =>
    leagueTable(teams, results.get(record.groups ? name : null) ?? []).map((r): StandingRow => ({
      rank: r.rank,
      team: { id: r.team.id, name: r.team.name, logo: r.team.logo },
      points: r.points,
      goalsDiff: r.goalsDiff,
      group: name,
      form: r.form || null,
      description: null,
      all: r.all,
      home: r.home,
      away: r.away,
      update,
    })),
  );
  return {
    league: {
      id: record.league.id,
      name: record.league.name,
      country: record.league.country.name,
      logo: null,
      flag: null,
      season: record.season.year,
      standings,
    },
  };
}

/** Whether an answer about this season can still change (it has fixtures not yet finished). */
export function seasonSettled(record: SeasonRecord, nowS: number): boolean {
  const last = record.fixtures.at(-1);
  return !last || (fixtureState(last, nowS).finished && record.fixtures.every((f) => fixtureState(f, nowS).finished));
}

export function seasonDays(record: SeasonRecord): string[] {
  return [...new Set(record.fixtures.map((f) => calendarDay(f.kickoff, SPORT_TIME_ZONE)))];
}
