// The article page's sidebar (§2.6 as it applies to articles): 'Friss hírek' streamed in as secondary data, the
// rectangle ad's reserved space on desktop, and on the main site (not under /g7) the shop, app and support links.
// Kept lean on purpose: it is part of the article page's JavaScript budget.
import { Suspense } from 'react';
import type { SiteConfig } from '../../shared/sites.ts';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';
import { AppDownloadLink } from './app-download-link.tsx';
import { ArticleCard } from './article-card.tsx';

export function ArticleSidebar({ site }: { site: SiteConfig }) {
  const linkBox = site.domain === 'main' && site.id !== 'g7';
  return (
    <aside className="sidebar" aria-label="Ajánló">
      <Suspense fallback={<div className="sidebar__box sidebar__box--loading" aria-hidden="true" />}>
        <Latest site={site} />
      </Suspense>
      <div className="ad-slot ad-slot--rectangle ad-slot--desktop" data-ad-slot="sidebar-rectangle" aria-hidden="true" />
      {linkBox && (
        <section className="sidebar__box" aria-labelledby="link-box-cim">
          <h2 className="sidebar__title" id="link-box-cim">Támogass minket</h2>
          <ul className="link-box">
            <li><a className="link-box__link" href="/shop">Webshop</a></li>
            <li><AppDownloadLink /></li>
            <li><a className="link-box__link link-box__link--support" href="/tamogatas">Támogatom a független újságírást</a></li>
          </ul>
        </section>
      )}
    </aside>
  );
}

function Latest({ site }: { site: SiteConfig }) {
  const data = useSecondary('sidebar', site.slug);
  return (
    <>
      {data && data.latest.length > 0 && (
        <section className="sidebar__box" id="friss-hirek" aria-labelledby="friss-hirek-cim">
          <h2 className="sidebar__title" id="friss-hirek-cim">Friss hírek</h2>
          {data.latest.map((a) => <ArticleCard key={a.id} article={a} variant="compact" />)}
        </section>
      )}
      <SecondaryValue name="sidebar" dataKey={site.slug} value={data} />
    </>
  );
}
