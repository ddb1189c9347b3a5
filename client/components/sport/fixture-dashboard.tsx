// §4 an article's livescore dashboard: for each fixture its score, status and events, compact; 'Még nincs adat.'
// only when the service has nothing for it (a match on at 0–0 without events is data: no placeholder under it).
import { TEXT_NO_FIXTURE_DATA } from '../../../shared/constants.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';
import { FixtureEvents } from './fixture-events.tsx';
import { FixtureSummary } from './fixture-summary.tsx';
import { PlainLink, type SportLink } from './sport-link.tsx';

export interface FixtureDashboardProps {
  fixtures: readonly Fixture[];
  /** the football page's view of a fixture, when the page links there */
  hrefFor?: (fixtureId: number) => string;
  Link?: SportLink;
}

export function FixtureDashboard({ fixtures, hrefFor, Link = PlainLink }: FixtureDashboardProps) {
  if (fixtures.length === 0) return <p className="sport-empty">{TEXT_NO_FIXTURE_DATA}</p>;
  return (
    <div className="fixture-dashboard">
      {fixtures.map((f) => (
        <div key={f.fixture.id} className="fixture-dashboard__fixture">
          <FixtureSummary fixture={f} headingLevel={3} />
          <FixtureEvents fixture={f} quiet />
          {hrefFor && (
            <Link to={hrefFor(f.fixture.id)} className="fixture-dashboard__more">
              A mérkőzés részletei
            </Link>
          )}
        </div>
      ))}
    </div>
  );
}
