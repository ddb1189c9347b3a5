// §4 an article's livescore dashboard: its fixture's score, status and events, rendered on the server with the
// article's data, then polled every 15 s while the match is to come or on, until it ends. 'Még nincs adat.' shows only
// when the service has nothing for the id yet (FixtureDashboard); a failed service shows no block at all (§8).
// Its links are plain ones: a React Router link reads the router's context, and the router's first update after
// hydration would reach this block before its chunk has loaded, making React drop the server HTML and start over.
import type { Fixture } from '../../shared/livescore-types.ts';
import { fixturesRefreshMs, sportDataPath, type FixturesRefresh } from '../../shared/sport-refresh.ts';
import { footballHref } from '../../shared/sport-routes.ts';
import { FixtureDashboard } from './sport/fixture-dashboard.tsx';
import { useLivePart } from './sport/use-live-part.ts';

const fixtureHref = (id: number) => footballHref({ fixture: id });

export function ArticleLivescoreBlock({ fixtures }: { fixtures: Fixture[] }) {
  const path =
    fixtures.length > 0 && fixturesRefreshMs(fixtures) !== null
      ? sportDataPath.dashboard(fixtures.map((f) => f.fixture.id))
      : null;
  const shown = useLivePart<Fixture[], FixturesRefresh>(fixtures, path, (a) => a.fixtures);
  return (
    <div className="article-livescore__block" data-ready="true">
      <h2 className="article-livescore__title">Élő eredmények</h2>
      <FixtureDashboard fixtures={shown} hrefFor={fixtureHref} />
    </div>
  );
}
