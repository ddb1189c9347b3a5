// §3 a circuit's facts beside a Grand Prix: length, laps, race distance, lap record, history and capacity.
import { formatNumber } from '../../../shared/format-number.ts';
import { withArticle } from '../../../shared/hungarian-article.ts';
import type { Circuit } from '../../../shared/livescore-types.ts';
import { FactList } from './fact-list.tsx';

export function CircuitCard({ circuit: c }: { circuit: Circuit }) {
  const record = c.lap_record.time
    ? [c.lap_record.time, c.lap_record.driver, c.lap_record.year].filter(Boolean).join(', ')
    : null;
  return (
    <article className="sport-card circuit-card" aria-labelledby={`palya-${c.id}`}>
      <h3 className="sport-card__title" id={`palya-${c.id}`}>
        {c.name}
      </h3>
      <p className="sport-card__lead">
        {c.competition.name}, {c.competition.location.city} ({c.competition.location.country})
      </p>
      {c.image && (
        <img
          className="circuit-card__image"
          src={c.image}
          alt={`${withArticle(c.name, true)} vonalvezetése`}
          loading="lazy"
        />
      )}
      <FactList
        facts={[
          ['Pályahossz', c.length],
          ['Körök', c.laps],
          ['Versenytáv', c.race_distance],
          ['Pályacsúcs', record],
          ['Első nagydíj', c.first_grand_prix],
          ['Megnyitás', c.opened],
          ['Befogadóképesség', c.capacity !== null ? `${formatNumber(c.capacity)} fő` : null],
          ['Tulajdonos', c.owner],
        ]}
      />
    </article>
  );
}
