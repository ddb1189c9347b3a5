// §2.7 the fixtures of a day (the football page's list view): a table, or 'Nem rendeznek mérkőzést ezen a napon.'.
import { TEXT_NO_MATCHES } from '../../../shared/constants.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';
import { FixtureRow, FixtureTableHead } from './fixture-row.tsx';
import type { SportLink } from './sport-link.tsx';

export interface FixtureListProps {
  fixtures: readonly Fixture[];
  /** e.g. 'NB I, 2026. november 26., csütörtök' */
  caption: string;
  hrefFor?: (fixtureId: number) => string;
  selectedId?: number;
  Link?: SportLink;
}

export function FixtureList({ fixtures, caption, hrefFor, selectedId, Link }: FixtureListProps) {
  if (fixtures.length === 0) return <p className="sport-empty">{TEXT_NO_MATCHES}</p>;
  return (
    <table className="sport-table fixture-table">
      <caption>{caption}</caption>
      <FixtureTableHead />
      <tbody>
        {fixtures.map((f) => (
          <FixtureRow
            key={f.fixture.id}
            fixture={f}
            href={hrefFor?.(f.fixture.id)}
            selected={f.fixture.id === selectedId}
            Link={Link}
          />
        ))}
      </tbody>
    </table>
  );
}
