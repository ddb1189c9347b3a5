// The section page shared by every list route (§2.1): a header with a logo, a title or the author, the tabs, the
// highlight block, the list with its §9 rules (main first card, highlighted item, mobile ad after the 3rd item),
// and pagination.
import { Fragment } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { pageLanguageOf } from '../../shared/box-texts.ts';
import { mobileAdAfter } from '../../shared/list-layout.ts';
import { PAGE_PARAM } from '../../shared/page-param.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { AdSlot } from '../components/ad-slot.tsx';
import { EpisodeList } from '../components/episode-card.tsx';
import { FollowTopicButton } from '../components/follow-topic-button.tsx';
import { CardGrid } from '../components/front-block-view.tsx';
import { HikingMap } from '../components/hiking-map.tsx';
import { ListCard } from '../components/list-card.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { TabBar } from '../components/tab-bar.tsx';
import type { SectionPageData } from '../../shared/pages/section.ts';

export function SectionPage({ data: given }: { data?: SectionPageData } = {}) {
  const loaded = useLoaderData<SectionPageData>();
  const data = given ?? loaded;
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { pathname, search } = useLocation();
  const { section } = data;
  const heading = section.title ?? site.name;
  const pageSuffix = data.page > 1 ? ` – ${data.page}. oldal` : '';
  const canonicalQuery = new URLSearchParams(search);
  for (const key of [...canonicalQuery.keys()]) if (![PAGE_PARAM, 'tab'].includes(key)) canonicalQuery.delete(key);
  const canonical = `${publicOrigin}${pathname}${canonicalQuery.size ? `?${canonicalQuery}` : ''}`;
  const highlights = data.highlights ?? [];
  return (
    <div className="page page--section">
      <PageMeta
        title={`${heading}${pageSuffix} | ${site.name}`}
        description={`${heading}: ${site.name} cikkek`}
        canonical={canonical}
      />
      {section.rss && <link rel="alternate" type="application/rss+xml" title={`${heading} RSS`} href={section.rss} />}
      <main className="page__main" id="tartalom">
        <SectionHeader section={section} heading={heading} siteName={site.name} />
        <FollowThisTopic section={section} pathname={pathname} />
        {data.tabs && <TabBar tabs={data.tabs} label={`${heading}: fülek`} />}
        {data.special === 'hike' && data.hikingMap && <HikingMap map={data.hikingMap} />}
        {highlights.length > 0 && <HighlightBlock highlights={highlights} />}
        {data.episodes && (
          <EpisodeList
            episodes={data.episodes.items}
            title={`${data.episodes.podcast.name}: legújabb adások`}
            href={data.episodes.podcast.url}
            id="podcast-adasok"
            podcast={false}
          />
        )}
        <SectionList data={data} />
        <Pagination page={data.page} totalPages={data.totalPages} />
      </main>
      <Sidebar
        site={site}
        ads={data.ads}
        social={data.social}
        spotifyCard={data.spotifyCard ?? null}
        hikingNews={data.hikingNews ?? []}
      />
    </div>
  );
}

type Section = SectionPageData['section'];

/** A tag's or an author's list can be followed (decision 089); its slug is the path's last segment (§2.1). */
function FollowThisTopic({ section, pathname }: { section: Section; pathname: string }) {
  const kind = section.kind === 'tag' || section.kind === 'author' ? section.kind : null;
  if (!kind) return null;
  const slug = pathname.slice(pathname.lastIndexOf('/') + 1);
  const name = section.author?.name ?? section.title ?? slug;
  return <FollowTopicButton key={`${kind}:${slug}`} topic={{ kind, slug, name }} />;
}

/** The header: the author's picture and name, the site's logo mark with the title, or the title alone. */
function SectionHeader({ section, heading, siteName }: { section: Section; heading: string; siteName: string }) {
  return (
    <header className={`section-header section-header--${section.header}`}>
      {section.header === 'author' && section.author ? (
        <>
          {section.author.avatarSrc && (
            <img
              className="avatar section-header__avatar"
              src={section.author.avatarSrc}
              alt=""
              width={72}
              height={72}
            />
          )}
          <div>
            <h1 className="section-header__title">{section.author.name}</h1>
            {section.author.title && <p className="section-header__sub">{section.author.title}</p>}
          </div>
        </>
      ) : section.header === 'logo' ? (
        <h1 className="section-header__logo">
          <span className="logo-mark" aria-hidden="true">
            {siteName.slice(0, 1)}
          </span>{' '}
          {heading}
        </h1>
      ) : (
        <h1 className="section-header__title">{heading}</h1>
      )}
    </header>
  );
}

function HighlightBlock({ highlights }: { highlights: NonNullable<SectionPageData['highlights']> }) {
  return (
    <section className="highlight-block" aria-labelledby="kiemelt-cim">
      <h2 className="visually-hidden" id="kiemelt-cim">
        Kiemelt cikkek
      </h2>
      <CardGrid articles={highlights} eagerFirst={2} />
    </section>
  );
}

/** The list with its §9 rules: the main first card, the highlighted item, the mobile ad after the 3rd item. */
function SectionList({ data }: { data: SectionPageData }) {
  // §3 Article `english`: the English list is all English articles, dated in English.
  const language = pageLanguageOf(data.section.kind === 'english');
  return (
    <div className="section-list" data-list-content="">
      {data.articles.length === 0 ? (
        <p>Nincs találat.</p>
      ) : (
        data.articles.map((a, i) => (
          <Fragment key={a.id}>
            <ListCard
              article={a}
              eager={i < 2}
              language={language}
              variant={i === 0 && data.mainFirst ? 'main' : i === data.highlightIndex ? 'highlight' : 'list'}
            />
            {mobileAdAfter(i, data.articles.length) && <AdSlot slot={data.ads.slots.list} />}
          </Fragment>
        ))
      )}
    </div>
  );
}
