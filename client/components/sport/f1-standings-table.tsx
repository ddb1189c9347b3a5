// §2.7 the drivers' championship (oldal=pontverseny) and the constructors' (oldal=konstruktor). Equal points (and
// wins) share a position (§9; the service ranks them).
import { TEXT_NO_F1_RESULT } from '../../../shared/constants.ts';
import type { DriverStanding, TeamStanding } from '../../../shared/livescore-types.ts';
import { PlainLink, type SportLink } from './sport-link.tsx';
import { TeamName } from './team-name.tsx';

export type F1StandingsProps =
  | {
      kind: 'drivers';
      rows: readonly DriverStanding[];
      caption: string;
      hrefFor?: (driverId: number) => string;
      Link?: SportLink;
    }
  | {
      kind: 'teams';
      rows: readonly TeamStanding[];
      caption: string;
      hrefFor?: (teamId: number) => string;
      Link?: SportLink;
    };

export function F1StandingsTable(props: F1StandingsProps) {
  const { caption, hrefFor, Link = PlainLink } = props;
  if (props.rows.length === 0) return <p className="sport-empty">{TEXT_NO_F1_RESULT}</p>;
  const name = (id: number, text: string) => (hrefFor ? <Link to={hrefFor(id)}>{text}</Link> : text);
  return (
    <table className="sport-table f1-standings">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="helyezés">#</abbr>
          </th>
          <th scope="col">{props.kind === 'drivers' ? 'Versenyző' : 'Konstruktőr'}</th>
          {props.kind === 'drivers' && <th scope="col">Csapat</th>}
          {props.kind === 'drivers' && (
            <th scope="col" className="f1-standings__wins">
              Győzelem
            </th>
          )}
          <th scope="col">Pont</th>
        </tr>
      </thead>
      <tbody>
        {props.kind === 'drivers'
          ? props.rows.map((r) => (
              <tr key={r.driver.id}>
                <td className="sport-table__rank">{r.position}.</td>
                <th scope="row" className="sport-table__name">
                  {name(r.driver.id, r.driver.name)}
                </th>
                <td>
                  <TeamName team={r.team} />
                </td>
                <td className="f1-standings__wins">{r.wins ?? 0}</td>
                <td className="sport-table__points">{r.points}</td>
              </tr>
            ))
          : props.rows.map((r) => (
              <tr key={r.team.id}>
                <td className="sport-table__rank">{r.position}.</td>
                <th scope="row" className="sport-table__name">
                  {name(r.team.id, r.team.name)}
                </th>
                <td className="sport-table__points">{r.points}</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
