// A card's facts as a description list, leaving out what the service does not know.
import type { ReactNode } from 'react';

export function FactList({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  const known = facts.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <dl className="fact-list">
      {known.map(([label, value]) => (
        <div key={label} className="fact-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
