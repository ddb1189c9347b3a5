// §2.7 a driver's card (oldal=versenyzok, versenyzo=id): number, nationality, birth, career and teams by season.
import { calendarDayLabel } from '../../../shared/date-styles.ts';
import { formatNumber } from '../../../shared/format-number.ts';
import type { F1DriverDetail } from '../../../shared/livescore-types.ts';
import { FactList } from './fact-list.tsx';

export function F1DriverCard({ driver: d }: { driver: F1DriverDetail }) {
  const points =
    d.career_points !== null && d.career_points !== '' && !Number.isNaN(Number(d.career_points))
      ? formatNumber(Number(d.career_points))
      : d.career_points;
  return (
    <article className="sport-card f1-driver-card" aria-labelledby={`versenyzo-${d.id}`}>
      <h3 className="sport-card__title" id={`versenyzo-${d.id}`}>
        {d.image && <img src={d.image} alt="" width={48} height={48} loading="lazy" />}
        {d.number !== null && <span className="race-result__number">{d.number}</span>} {d.name}
        {d.abbr && <span className="f1-driver-card__abbr"> ({d.abbr})</span>}
      </h3>
      <FactList
        facts={[
          ['Nemzetiség', d.nationality],
          ['Született', [calendarDayLabel(d.birthdate), d.birthplace].filter(Boolean).join(', ')],
          ['Nagydíjak', d.grands_prix_entered],
          ['Világbajnoki címek', d.world_championships],
          ['Dobogók', d.podiums],
          ['Legjobb helyezés', d.highest_race_finish.position !== null ? `${d.highest_race_finish.position}.` : null],
          ['Legjobb rajthely', d.highest_grid_position !== null ? `${d.highest_grid_position}.` : null],
          ['Pontok összesen', points],
          ['Csapatai', d.teams.length > 0 ? d.teams.map((x) => `${x.season}: ${x.team.name}`).join('; ') : null],
        ]}
      />
    </article>
  );
}
