// §2.7 standings and group tables: one table a group (a league has one), rank, team, played, won, drawn, lost, goals,
// goal difference and points. Equal rows share a rank (§9; the service ranks them).
import { groupLabel } from '../../../shared/football-labels.ts';
import type { Standings } from '../../../shared/livescore-types.ts';
import { TEXT_NO_FIXTURE_DATA } from '../../../shared/constants.ts';
import { ScrollBox } from './scroll-box.tsx';
import { TeamName } from './team-name.tsx';

export type StandingsLeague = Standings['response'][number]['league'];

export interface StandingsTableProps {
  league: StandingsLeague;
  /** only these groups (the supplements may show one); default all */
  groups?: readonly string[];
  /** highlight these teams (e.g. the fixture's two sides) */
  highlight?: readonly number[];
}

export function StandingsTable({ league, groups, highlight = [] }: StandingsTableProps) {
  const tables = league.standings.filter(
    (rows) => rows.length > 0 && (!groups || groups.includes(rows[0].group ?? '')),
  );
  if (tables.length === 0) return <p className="sport-empty">{TEXT_NO_FIXTURE_DATA}</p>;
  return (
    <ScrollBox
      className="standings"
      label={tables.length > 1 ? `${league.name}: csoportok` : `Tabella: ${league.name}`}
    >
      {tables.map((rows, i) => {
        const caption =
          tables.length > 1 || rows[0].group !== league.name
            ? groupLabel(rows[0].group) || league.name
            : `Tabella: ${league.name}`;
        return (
          <table key={i} className="sport-table standings-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <abbr title="helyezés">#</abbr>
                </th>
                <th scope="col">Csapat</th>
                <th scope="col">
                  <abbr title="mérkőzés">M</abbr>
                </th>
                <th scope="col">
                  <abbr title="győzelem">GY</abbr>
                </th>
                <th scope="col">
                  <abbr title="döntetlen">D</abbr>
                </th>
                <th scope="col">
                  <abbr title="vereség">V</abbr>
                </th>
                <th scope="col" className="standings-table__goals">
                  Gólok
                </th>
                <th scope="col">
                  <abbr title="gólkülönbség">GK</abbr>
                </th>
                <th scope="col">
                  <abbr title="pont">P</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.team.id}
                  className={highlight.includes(r.team.id) ? 'standings-table__row--highlight' : undefined}
                >
                  <td className="sport-table__rank">{r.rank}.</td>
                  <th scope="row" className="sport-table__name">
                    <TeamName team={r.team} />
                  </th>
                  <td>{r.all.played}</td>
                  <td>{r.all.win}</td>
                  <td>{r.all.draw}</td>
                  <td>{r.all.lose}</td>
                  <td className="standings-table__goals">
                    {r.all.goals.for}:{r.all.goals.against}
                  </td>
                  <td>{r.goalsDiff > 0 ? `+${r.goalsDiff}` : r.goalsDiff}</td>
                  <td className="sport-table__points">{r.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </ScrollBox>
  );
}
