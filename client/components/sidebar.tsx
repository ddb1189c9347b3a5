// §2.6 the sidebar. Which boxes show is decided per route by sidebarPlan (shared/sidebar-rules.ts); 'Friss hírek'
// is secondary data, so the page never waits for it. Its story boxes ('Túra hírek', then 'Friss hírek') leave out
// what the main column shows and what the box before shows (§9, shared/dedupe.ts boxItems), each still at its size.
// On a front, 'Legolvasottabb' (decision 092) stands where the follow box would: a link to the site's Facebook page
// adds less there, and the sidebar gets no box more; until there are reads to rank, the follow box stays.
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { CompactCard } from '../../shared/card-article.ts';
import { BOX_TEXTS } from '../../shared/box-texts.ts';
import { LATEST_ARTICLES_DEFAULT } from '../../shared/constants.ts';
import { MOST_READ_BOX_KEY, MOST_READ_SIZE } from '../../shared/most-read.ts';
import { boxItems, type BoxCandidates } from '../../shared/dedupe.ts';
import { TEXT_EU_FUNDING_NOTICE } from '../../shared/list-page-constants.ts';
import { sidebarPlan } from '../../shared/sidebar-rules.ts';
import type { PageAds } from '../../shared/page-ads.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';
import type { PageSocial } from '../../shared/page-social.ts';
import { AdSlot } from './ad-slot.tsx';
import { EmbedCard } from './embed-card.tsx';
import { FollowBox } from './follow-box.tsx';
import { SupportLinkBox } from './support-link-box.tsx';
import { CompactCardList } from './compact-card.tsx';
import { PendingSidebarBox } from './pending-box.tsx';
import { useMainColumnStories } from './main-column-stories.ts';

export function Sidebar({
  site,
  ads,
  social,
  spotifyCard = null,
  hikingNews = [],
  mostRead = false,
}: {
  site: SiteConfig;
  /** a front: 'Legolvasottabb' in the follow box's place */
  mostRead?: boolean;
  /** the follow box's page (§1 social follow box); a page type whose build step gives none shows no follow box */
  social?: PageSocial;
  /** the page's ads, decided by its build step: the rectangle shows only when they hold it (§6); none, no slot */
  ads?: PageAds;
  /** §2.6 the After sidebar's Spotify embed, as its click-to-load card (shared/embed-card.ts) */
  spotifyCard?: string | null;
  hikingNews?: CompactCard[];
}) {
  const { pathname } = useLocation();
  const plan = sidebarPlan({ pathname, domain: site.domain, spotifyConfigured: !!spotifyCard });
  const has = (box: (typeof plan.boxes)[number]) => plan.boxes.includes(box);
  const stories = useMainColumnStories();
  // the boxes before 'Friss hírek', in reading order
  const earlier: BoxCandidates<CompactCard>[] = has('hiking-news')
    ? [{ size: LATEST_ARTICLES_DEFAULT, items: hikingNews }]
    : [];
  const [hiking = []] = boxItems(earlier, stories);
  const followBox = social && <FollowBox url={social.facebookUrl} name={social.name} />;
  return (
    <>
      <aside className="sidebar" aria-label="Ajánló">
        {has('election-links') && plan.election && (
          <ElectionLinksBox election={plan.election} euNotice={has('eu-notice')} />
        )}
        {has('spotify') && spotifyCard && (
          <section className="sidebar__box" aria-label="Spotify">
            <EmbedCard html={spotifyCard} />
          </section>
        )}
        {hiking.length > 0 && (
          <section className="sidebar__box" id="tura-hirek" aria-labelledby="tura-hirek-cim">
            <h2 className="sidebar__title" id="tura-hirek-cim">
              Túra hírek
            </h2>
            <CompactCardList items={hiking} />
          </section>
        )}
        {has('latest') && (
          <Suspense fallback={<PendingSidebarBox />}>
            <LatestBox site={site} title={plan.latestTitle} earlier={earlier} stories={stories} />
          </Suspense>
        )}
        {has('rectangle-ad') && <AdSlot slot={ads?.slots.sidebar} />}
        {mostRead ? (
          <Suspense fallback={<PendingSidebarBox />}>
            <MostReadBox
              site={site}
              earlier={has('latest') ? [...earlier, 'latest'] : earlier}
              stories={stories}
              otherwise={followBox}
            />
          </Suspense>
        ) : (
          followBox
        )}
        {has('link-box') && <SupportLinkBox />}
      </aside>
      {/* fixed to the bottom of a phone's screen: outside the sidebar's flow */}
      <AdSlot slot={ads?.slots.sticky} />
    </>
  );
}

/** The election supplement's links (§9): its articles and its questions and answers. */
function ElectionLinksBox({ election, euNotice }: { election: string; euNotice: boolean }) {
  return (
    <section className="sidebar__box" aria-labelledby="valasztas-linkek">
      <h2 className="sidebar__title" id="valasztas-linkek">
        {election === 'ep-2024' ? 'EP-választás 2024' : 'Választás 2024'}
      </h2>
      <ul className="link-box">
        <li>
          <Link className="link-box__link" to={`/melleklet/${election}`}>
            Cikkek
          </Link>
        </li>
        <li>
          <Link className="link-box__link" to={`/melleklet/${election}/gyik`}>
            Gyakori kérdések
          </Link>
        </li>
      </ul>
      {euNotice && <p className="sidebar__notice">{TEXT_EU_FUNDING_NOTICE}</p>}
    </section>
  );
}

function LatestBox({
  site,
  title,
  earlier,
  stories,
}: {
  site: SiteConfig;
  title: string;
  earlier: readonly BoxCandidates<CompactCard>[];
  stories: ReadonlySet<string>;
}) {
  const data = useSecondary('sidebar', site.slug);
  const latest = boxItems([...earlier, { size: LATEST_ARTICLES_DEFAULT, items: data?.latest ?? [] }], stories).at(-1)!;
  return (
    <>
      {latest.length > 0 && (
        <section className="sidebar__box" id="friss-hirek" aria-labelledby="friss-hirek-cim">
          <h2 className="sidebar__title" id="friss-hirek-cim">
            {title}
          </h2>
          <CompactCardList items={latest} />
        </section>
      )}
      <SecondaryValue name="sidebar" dataKey={site.slug} value={data} />
    </>
  );
}

/** 'Legolvasottabb': the site's most read of the last day, after what the boxes above it show; `otherwise` without. */
function MostReadBox({
  site,
  earlier,
  stories,
  otherwise,
}: {
  site: SiteConfig;
  otherwise: ReactNode;
  /** the boxes above it; 'latest' stands for 'Friss hírek', whose cards come with its own data */
  earlier: readonly (BoxCandidates<CompactCard> | 'latest')[];
  stories: ReadonlySet<string>;
}) {
  const latest = useSecondary('sidebar', site.slug);
  const data = useSecondary('mostRead', site.slug);
  const above = earlier.map((b) =>
    b === 'latest' ? { size: LATEST_ARTICLES_DEFAULT, items: latest?.latest ?? [] } : b,
  );
  const items = boxItems([...above, { size: MOST_READ_SIZE, items: data?.items ?? [] }], stories).at(-1)!;
  return (
    <>
      {items.length === 0 && otherwise}
      {items.length > 0 && (
        <section className="sidebar__box" id={MOST_READ_BOX_KEY} aria-labelledby={`${MOST_READ_BOX_KEY}-cim`}>
          <h2 className="sidebar__title" id={`${MOST_READ_BOX_KEY}-cim`}>
            {BOX_TEXTS.hu.boxTitles[MOST_READ_BOX_KEY]}
          </h2>
          <CompactCardList items={items} />
        </section>
      )}
      <SecondaryValue name="mostRead" dataKey={site.slug} value={data} />
    </>
  );
}
