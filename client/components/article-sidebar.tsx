// The article page's sidebar (§2.6 as it applies to articles, §9 recommender): 'Friss hírek' and the recommender's
// boxes streamed in as secondary data (composed on the server, shared/recommender-boxes.ts), the rectangle ad's
// reserved space on desktop (when the page's build step placed it), and on the main site (not under /g7) the shop, app and support links.
// Kept lean on purpose: it is part of the article page's JavaScript budget.
import { Suspense, type ReactNode } from 'react';
import { TEXT_LATEST_BOX_EN } from '../../shared/constants.ts';
import { LATEST_BOX_KEY, visibleItems } from '../../shared/recommender-boxes.ts';
import type { SiteConfig } from '../../shared/sites.ts';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';
import { SupportLinkBox } from './support-link-box.tsx';
import { CompactCardList } from './compact-card.tsx';
import { PendingSidebarBox } from './pending-box.tsx';

export function ArticleSidebar({ site, articleId, english, ad }: { site: SiteConfig; articleId: number; english: boolean; ad: ReactNode }) {
  const linkBox = site.domain === 'main' && site.id !== 'g7';
  return (
    <aside className="sidebar" aria-label="Ajánló">
      <Suspense fallback={<PendingSidebarBox />}>
        <Boxes site={site} articleId={articleId} english={english} />
      </Suspense>
      {ad}
      {linkBox && <SupportLinkBox />}
    </aside>
  );
}

function Boxes({ site, articleId, english }: { site: SiteConfig; articleId: number; english: boolean }) {
  const data = useSecondary('recommender', site.slug);
  return (
    <>
      {data?.boxes.map((box) => {
        const items = visibleItems(box, articleId);
        return items.length > 0 && (
          <section className="sidebar__box" id={box.key} key={box.key} aria-labelledby={`${box.key}-cim`}>
            <h2 className="sidebar__title" id={`${box.key}-cim`}>{english && box.key === LATEST_BOX_KEY ? TEXT_LATEST_BOX_EN : box.title}</h2>
            <CompactCardList items={items} />
          </section>
        );
      })}
      <SecondaryValue name="recommender" dataKey={site.slug} value={data} articleId={articleId} />
    </>
  );
}
