// A league or group table from results: three points a win, one a draw; ordered by points, goal difference and
// goals scored. Teams equal on all three share a rank (§9); their order in the list falls back on the team's
// strength (standing in for the draw of lots a tournament would hold), so a bracket can still be filled.
import { rankWithTies } from '../../shared/rank-with-ties.ts';
import { compareHungarian } from './hungarian-order.ts';

export interface TableTeam {
  id: number;
  name: string;
  strength: number;
}

export interface TableResult<T extends TableTeam> {
  home: T;
  away: T;
  homeGoals: number;
  awayGoals: number;
}

export interface Record3 {
  played: number;
  win: number;
  draw: number;
  lose: number;
  goals: { for: number; against: number };
}

export interface TableRow<T extends TableTeam> {
  rank: number;
  team: T;
  points: number;
  goalsDiff: number;
  all: Record3;
  home: Record3;
  away: Record3;
  /** results in playing order, newest last: W, D or L */
  form: string;
}

const blank = (): Record3 => ({ played: 0, win: 0, draw: 0, lose: 0, goals: { for: 0, against: 0 } });

export function leagueTable<T extends TableTeam>(
  teams: readonly T[],
  results: readonly TableResult<T>[],
): TableRow<T>[] {
  const rows = new Map(
    teams.map((t) => [t.id, { team: t, all: blank(), home: blank(), away: blank(), form: [] as string[] }]),
  );
  const add = (r: Record3, gf: number, ga: number) => {
    r.played++;
    r.goals.for += gf;
    r.goals.against += ga;
    if (gf > ga) r.win++;
    else if (gf === ga) r.draw++;
    else r.lose++;
  };
  for (const res of results) {
    const h = rows.get(res.home.id);
    const a = rows.get(res.away.id);
    if (!h || !a) continue;
    add(h.all, res.homeGoals, res.awayGoals);
    add(h.home, res.homeGoals, res.awayGoals);
    add(a.all, res.awayGoals, res.homeGoals);
    add(a.away, res.awayGoals, res.homeGoals);
    const letter = (gf: number, ga: number) => (gf > ga ? 'W' : gf === ga ? 'D' : 'L');
    h.form.push(letter(res.homeGoals, res.awayGoals));
    a.form.push(letter(res.awayGoals, res.homeGoals));
  }
  const built = [...rows.values()].map((r) => ({
    team: r.team,
    all: r.all,
    home: r.home,
    away: r.away,
    form: r.form.slice(-5).join(''),
    points: r.all.win * 3 + r.all.draw,
    goalsDiff: r.all.goals.for - r.all.goals.against,
  }));
  built.sort(
    (x, y) =>
      y.points - x.points ||
      y.goalsDiff - x.goalsDiff ||
      y.all.goals.for - x.all.goals.for ||
      y.team.strength - x.team.strength ||
      compareHungarian(x.team.name, y.team.name),
  );
  const ranks = rankWithTies(built, (r) => [r.points, r.goalsDiff, r.all.goals.for]);
  return built.map((r, i) => ({ rank: ranks[i], ...r }));
}
