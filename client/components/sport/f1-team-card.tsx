// §2.7 a constructor's card (oldal=csapatok, csapat=id): base, history, people and car.
import type { F1TeamDetail } from '../../../shared/livescore-types.ts';
import { FactList } from './fact-list.tsx';

export function F1TeamCard({ team: t, drivers = [] }: { team: F1TeamDetail; drivers?: readonly string[] }) {
  const best =
    t.highest_race_finish.position !== null
      ? `${t.highest_race_finish.position}.${t.highest_race_finish.number ? ` (${t.highest_race_finish.number}×)` : ''}`
      : null;
  return (
    <article className="sport-card f1-team-card" aria-labelledby={`csapat-${t.id}`}>
      <h3 className="sport-card__title" id={`csapat-${t.id}`}>
        {t.logo && <img src={t.logo} alt="" width={40} height={40} loading="lazy" />} {t.name}
      </h3>
      {drivers.length > 0 && <p className="sport-card__lead">Versenyzők: {drivers.join(', ')}</p>}
      <FactList
        facts={[
          ['Székhely', t.base],
          ['Első idény', t.first_team_entry],
          ['Világbajnoki címek', t.world_championships],
          ['Legjobb helyezés', best],
          ['Pole-pozíciók', t.pole_positions],
          ['Leggyorsabb körök', t.fastest_laps],
          ['Elnök', t.president],
          ['Csapatfőnök', t.director],
          ['Technikai igazgató', t.technical_manager],
          ['Kaszni', t.chassis],
          ['Motor', t.engine],
          ['Gumiabroncs', t.tyres],
        ]}
      />
    </article>
  );
}
