// The article page's sidebar (§2.6 as it applies to articles, §9 recommender): 'Friss hírek' and the recommender's
// boxes streamed in as secondary data (composed on the server, shared/recommender-boxes.ts), the rectangle ad's
// reserved space on desktop (when the page's build step placed it), and on the main site (not under /g7) the shop, app and support links.
// Its words come in the article's language (shared/box-texts.ts): an English article's boxes speak English, and a box
// with no English title (an upstream's own, the holdblog's) is left out there.
// Kept lean on purpose: it is part of the article page's JavaScript budget.
import { Suspense, type ReactNode } from 'react';
import { BOX_TEXTS, type PageLanguage } from '../../shared/box-texts.ts';
import { shownBoxes } from '../../shared/recommender-boxes.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';
import { SupportLinkBox } from './support-link-box.tsx';
import { CompactCardList } from './compact-card.tsx';
import { useMainColumnStories } from './main-column-stories.ts';
import { PendingSidebarBox } from './pending-box.tsx';

export function ArticleSidebar({ site, language, ad }: { site: SiteConfig; language: PageLanguage; ad: ReactNode }) {
  const linkBox = site.domain === 'main' && site.id !== 'g7';
  return (
    <aside className="sidebar" aria-label={BOX_TEXTS[language].sidebar} lang={language === 'hu' ? undefined : language}>
      <Suspense fallback={<PendingSidebarBox />}>
        <Boxes site={site} language={language} />
      </Suspense>
      {ad}
      {linkBox && <SupportLinkBox language={language} />}
    </aside>
  );
}

function Boxes({ site, language }: { site: SiteConfig; language: PageLanguage }) {
  const data = useSecondary('recommender', site.slug);
  const stories = useMainColumnStories();
  return (
    <>
      {shownBoxes(data?.boxes ?? [], stories, language).map(({ box, title, items }) => (
        <section className="sidebar__box" id={box.key} key={box.key} aria-labelledby={`${box.key}-cim`}>
          <h2 className="sidebar__title" id={`${box.key}-cim`}>
            {title}
          </h2>
          <CompactCardList items={items} />
        </section>
      ))}
      <SecondaryValue name="recommender" dataKey={site.slug} value={data} stories={stories} language={language} />
    </>
  );
}
