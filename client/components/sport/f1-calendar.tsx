// §2.7 the Formula 1 calendar (oldal=versenynaptar): one row a Grand Prix with its round, place, race date and
// whether it is over, running or to come; the selected one marked, each linking to its own view.
import { dateLabel } from '../../../shared/date-styles.ts';
import { raceStatusLabel } from '../../../shared/f1-labels.ts';
import type { Race } from '../../../shared/livescore-types.ts';
import { F1_SESSION_TYPES, RACE_LIVE } from '../../../shared/sport-constants.ts';
import { TEXT_NO_F1_RESULT } from '../../../shared/constants.ts';
import { PlainLink, type SportLink } from './sport-link.tsx';

/** What the calendar reads of a session (the service's races list, or one session a Grand Prix). */
export type CalendarSession = Pick<Race, 'competition' | 'circuit' | 'type' | 'date' | 'status'>;

export interface F1CalendarProps {
  /** every session of the season (the service's races list), or one a Grand Prix */
  races: readonly CalendarSession[];
  season: number;
  selectedCompetition?: number | null;
  hrefFor?: (competitionId: number) => string;
  Link?: SportLink;
}

/** The season's Grand Prix weekends in order, each by its race session (or its last session when it has none). */
export function grandsPrix<T extends CalendarSession>(races: readonly T[]): T[] {
  const byCompetition = new Map<number, T>();
  for (const r of [...races].sort((a, b) => a.date.localeCompare(b.date))) {
    const known = byCompetition.get(r.competition.id);
    if (!known || known.type !== F1_SESSION_TYPES.race) byCompetition.set(r.competition.id, r);
  }
  return [...byCompetition.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export function F1Calendar({ races, season, selectedCompetition = null, hrefFor, Link = PlainLink }: F1CalendarProps) {
  const list = grandsPrix(races);
  if (list.length === 0) return <p className="sport-empty">{TEXT_NO_F1_RESULT}</p>;
  return (
    <table className="sport-table f1-calendar">
      <caption>{`Versenynaptár, ${season}`}</caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="forduló">#</abbr>
          </th>
          <th scope="col">Nagydíj</th>
          <th scope="col" className="f1-calendar__place">
            Helyszín
          </th>
          <th scope="col">Futam</th>
          <th scope="col">Állapot</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r, i) => {
          const selected = r.competition.id === selectedCompetition;
          return (
            <tr
              key={r.competition.id}
              className={`${selected ? 'f1-calendar__row--selected ' : ''}f1-calendar__row--${r.status.toLowerCase()}`}
            >
              <td className="sport-table__rank">{i + 1}.</td>
              <th scope="row" className="sport-table__name">
                {hrefFor ? (
                  <Link to={hrefFor(r.competition.id)} aria-current={selected ? 'page' : undefined}>
                    {r.competition.name}
                  </Link>
                ) : (
                  r.competition.name
                )}
              </th>
              <td className="f1-calendar__place">
                {r.competition.location
                  ? `${r.competition.location.city}, ${r.competition.location.country}`
                  : r.circuit.name}
              </td>
              <td>
                <time dateTime={r.date}>{dateLabel(Date.parse(r.date) / 1000)}</time>
              </td>
              <td className={r.status === RACE_LIVE ? 'sport-live' : undefined}>{raceStatusLabel(r.status)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
