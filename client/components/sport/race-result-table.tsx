// §2.7, §4 a session's classification, or a race's starting grid (futam < 0): position, driver, constructor and
// time or gap. A Live list carries the note that its data are not necessarily real time; before anything is timed
// it says 'Nincs még elérhető információ.' (§8); a completed session without one says plainly that none is kept.
import { TEXT_F1_RESULT_NOT_KEPT, TEXT_NO_F1_RESULT } from '../../../shared/constants.ts';
import type { RaceResult } from '../../../shared/livescore-types.ts';
import { RACE_COMPLETED, RACE_LIVE, TEXT_NOT_REAL_TIME } from '../../../shared/sport-constants.ts';
import { ScrollBox } from './scroll-box.tsx';
import { TeamName } from './team-name.tsx';

export interface RaceResultTableProps {
  results: readonly RaceResult[];
  /** the session's status ('Completed', 'Live', …) */
  status: string;
  /** e.g. 'Magyar Nagydíj, futam' */
  caption: string;
  grid?: boolean;
  /** a race's classification: its columns even when the rows hold no time or pit stop (a past race's winner only) */
  race?: boolean;
}

export function RaceResultTable({ results, status, caption, grid = false, race: isRace }: RaceResultTableProps) {
  if (results.length === 0)
    return <p className="sport-empty">{status === RACE_COMPLETED ? TEXT_F1_RESULT_NOT_KEPT : TEXT_NO_F1_RESULT}</p>;
  const race = isRace || results.some((r) => r.pits !== undefined && r.pits !== null);
  return (
    <div className="race-result">
      {status === RACE_LIVE && !grid && (
        <p className="race-result__note" role="note">
          {TEXT_NOT_REAL_TIME}
        </p>
      )}
      <ScrollBox label={caption}>
        <table className="sport-table race-result__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{grid ? 'Rajthely' : <abbr title="helyezés">#</abbr>}</th>
              <th scope="col">Versenyző</th>
              <th scope="col">Csapat</th>
              <th scope="col">{grid ? 'Időmérős idő' : race ? 'Idő / hátrány' : 'Legjobb kör'}</th>
              {!grid && (
                <th scope="col" className="race-result__laps">
                  Kör
                </th>
              )}
              {!grid && race && (
                <th scope="col" className="race-result__pits">
                  <abbr title="kiállás a boxba">Box</abbr>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.driver.id}>
                <td className="sport-table__rank">{r.position !== null ? `${r.position}.` : '–'}</td>
                <th scope="row" className="sport-table__name">
                  {r.driver.number !== null && <span className="race-result__number">{r.driver.number}</span>}{' '}
                  {r.driver.name}
                </th>
                <td>
                  <TeamName team={r.team} />
                </td>
                <td className="race-result__time">{r.time ?? '–'}</td>
                {!grid && <td className="race-result__laps">{r.laps ?? '–'}</td>}
                {!grid && race && <td className="race-result__pits">{r.pits ?? '–'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
