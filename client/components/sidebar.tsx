import { Suspense } from 'react';
import type { SiteConfig } from '../../shared/sites.ts';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';
import { ArticleCard } from './article-card.tsx';

/** §2.6 the 'Friss hírek' recommendation box; secondary data, so the page never waits for it. */
export function Sidebar({ site }: { site: SiteConfig }) {
  return (
    <aside className="sidebar" aria-label="Ajánló">
      <Suspense fallback={<div className="sidebar__box sidebar__box--loading" aria-hidden="true" />}>
        <LatestBox site={site} />
      </Suspense>
    </aside>
  );
}

function LatestBox({ site }: { site: SiteConfig }) {
  const data = useSecondary('sidebar', site.slug);
  return (
    <>
      {data && data.latest.length > 0 && (
        <section className="sidebar__box" id="friss-hirek">
          <h2 className="sidebar__title">Friss hírek</h2>
          {data.latest.map((a) => <ArticleCard key={a.id} article={a} variant="compact" />)}
        </section>
      )}
      <SecondaryValue name="sidebar" dataKey={site.slug} value={data} />
    </>
  );
}
