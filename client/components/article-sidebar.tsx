// The article page's sidebar (§2.6 as it applies to articles, §9 recommender): 'Friss hírek' streamed in as secondary
// data with the recommender's other boxes (composed on the server, shared/recommender-boxes.ts), which stand under the
// story instead (ArticleMoreBoxes, decision 085), the rectangle ad's
// reserved space on desktop (when the page's build step placed it), and on the main site (not under /g7) the shop, app and support links.
// Its words come in the article's language (shared/box-texts.ts): an English article's boxes speak English, and a box
// with no English title (an upstream's own, the holdblog's) is left out there.
// Kept lean on purpose: it is part of the article page's JavaScript budget.
import { Suspense, type ReactNode } from 'react';
import { BOX_TEXTS, type PageLanguage } from '../../shared/box-texts.ts';
import { LATEST_BOX_KEY, shownBoxes } from '../../shared/recommender-boxes.ts';
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
        <Boxes site={site} language={language} below={false} />
      </Suspense>
      {ad}
      {linkBox && <SupportLinkBox language={language} />}
    </aside>
  );
}

/**
 * §9's boxes after 'Friss hírek' (the sister sites', the partners', the holdblog's) under the story: beside it they
 * stretched the side column far past the story's end (decision 085). Two to a row from 600 px.
 */
export function ArticleMoreBoxes({ site, language }: { site: SiteConfig; language: PageLanguage }) {
  return (
    <Suspense fallback={null}>
      <Boxes site={site} language={language} below />
    </Suspense>
  );
}

/** The recommender's boxes: 'Friss hírek' in the side column, the rest under the story; both from one value. */
function Boxes({ site, language, below }: { site: SiteConfig; language: PageLanguage; below: boolean }) {
  const data = useSecondary('recommender', site.slug);
  const stories = useMainColumnStories();
  const boxes = shownBoxes(data?.boxes ?? [], stories, language)
    .filter(({ box }) => (box.key === LATEST_BOX_KEY) !== below)
    .map(({ box, title, items }) => (
      <section className="sidebar__box" id={box.key} key={box.key} aria-labelledby={`${box.key}-cim`}>
        <h2 className="sidebar__title" id={`${box.key}-cim`}>
          {title}
        </h2>
        <CompactCardList items={items} />
      </section>
    ));
  if (!below) return boxes;
  // The value the browser hydrates both parts from is written here, in the part that comes first in the document
  // (the main column's): React hydrates in document order, and the side column's part finds it already there.
  return (
    <>
      {boxes.length > 0 && <div className="more-boxes">{boxes}</div>}
      <SecondaryValue name="recommender" dataKey={site.slug} value={data} stories={stories} language={language} />
    </>
  );
}
