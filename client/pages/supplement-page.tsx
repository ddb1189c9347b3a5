// A supplement (§2.5 /melleklet/{name}): its title, the tab bar (plain links, one canonical URL a tab), the
// sub-tabs of the selected tab, and the tab itself: the archive search with the supplement's protected tags, a
// tournament's live-score tables, the FAQ, or a data page in a sandboxed frame whose messages (§7) are handled by a
// chunk of their own, loaded only where a frame is shown.
import { useRef } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { dayHeading } from '../../shared/date-styles.ts';
import { calendarDay } from '../../shared/calendar-day.ts';
import type { Fixture } from '../../shared/livescore-types.ts';
import type { ArchivePageData } from '../../shared/pages/archive.ts';
import type { SupplementContent, SupplementPageData } from '../../shared/pages/supplement.ts';
import { pageHref } from '../../shared/page-param.ts';
import { TEXT_NO_MORE_RESULTS, TEXT_NO_SEARCH_RESULTS, TEXT_SEARCH_REFUSED } from '../../shared/search-constants.ts';
import { searchTotalText } from '../../shared/search-total.ts';
import { SPORT_TIME_ZONE } from '../../shared/sport-constants.ts';
import { TEXT_FRAME_UNAVAILABLE } from '../../shared/supplement-texts.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { useFrameMessages } from '../behaviours/use-frame-messages.ts';
import { ArchiveSearchForm } from '../components/archive-search-form.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { SearchHit } from '../components/search-hit.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { TabBar } from '../components/tab-bar.tsx';
import { FixtureList } from '../components/sport/fixture-list.tsx';
import { FixtureTimetable } from '../components/sport/fixture-timetable.tsx';
import { StandingsTable } from '../components/sport/standings-table.tsx';
import { TopListTable } from '../components/sport/top-list-table.tsx';

export function SupplementPage() {
  const data = useLoaderData<SupplementPageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const first = data.tabs[0]?.current;
  const heading = first ? data.title : `${data.title}: ${data.tabLabel}`;
  const archive = data.content.type === 'articles' ? data.content.archive : null;
  const pageSuffix = archive && archive.page > 1 ? ` – ${archive.page}. oldal` : '';
  return (
    <div className="page page--supplement">
      <PageMeta
        title={`${heading}${pageSuffix} | ${site.name}`}
        description={`${data.title}: ${site.name} melléklet`}
        canonical={`${publicOrigin}${data.canonical}`}
        robots={archive?.searched ? 'noindex, follow' : undefined}
      />
      <main className="page__main" id="tartalom">
        <header className="section-header section-header--title">
          <h1 className="section-header__title">{heading}</h1>
        </header>
        <TabBar tabs={data.tabs} label={`${data.title}: fülek`} />
        {data.subTabs.length > 0 && (
          <div className="supplement__subtabs">
            <TabBar tabs={data.subTabs} label={`${data.tabLabel}: alfülek`} />
          </div>
        )}
        <TabContent content={data.content} />
      </main>
      <Sidebar site={site} ads={data.ads} social={data.social} />
    </div>
  );
}

function TabContent({ content }: { content: SupplementContent }) {
  switch (content.type) {
    case 'articles':
      return <ArticleTab archive={content.archive} />;
    case 'football':
      return <FootballTab content={content} />;
    case 'faq':
      return (
        <section className="supplement-faq" aria-label="Gyakori kérdések" data-list-content="">
          {content.items.map((item) => (
            <details key={item.question} className="supplement-faq__item">
              <summary className="supplement-faq__question">{item.question}</summary>
              <p className="supplement-faq__answer">{item.answer}</p>
            </details>
          ))}
        </section>
      );
    case 'frame':
      return <DataFrame content={content} />;
  }
}

function ArticleTab({ archive }: { archive: ArchivePageData }) {
  const { search } = useLocation();
  const summary = archive.refused
    ? TEXT_SEARCH_REFUSED
    : archive.totalItems === 0
      ? TEXT_NO_SEARCH_RESULTS
      : `${searchTotalText(archive.totalItems, archive.totalCapped)} ${archive.searched ? 'találat' : 'cikk'}`;
  return (
    <>
      <ArchiveSearchForm path={archive.path} sites={archive.sites} term={archive.term} tags={archive.tags} />
      <section className="archive-results" aria-labelledby="melleklet-talalatok" data-list-content="">
        <h2 className="archive-results__summary" id="melleklet-talalatok" aria-live="polite">
          {summary}
        </h2>
        {archive.hits.length === 0 && archive.totalItems > 0 && (
          <p className="archive-results__more">
            {TEXT_NO_MORE_RESULTS} <Link to={pageHref(archive.path, search, 1)}>Vissza az első oldalra</Link>
          </p>
        )}
        {archive.hits.length > 0 && (
          <ol className="section-list archive-results__list">
            {archive.hits.map((hit, i) => (
              <SearchHit key={hit.id} hit={hit} eager={i < 2} />
            ))}
          </ol>
        )}
        <Pagination page={archive.page} totalPages={archive.totalPages} />
      </section>
    </>
  );
}

function byDay(fixtures: readonly Fixture[]): { day: string; fixtures: Fixture[] }[] {
  const days: { day: string; fixtures: Fixture[] }[] = [];
  for (const f of fixtures) {
    const day = calendarDay(f.fixture.timestamp, SPORT_TIME_ZONE);
    if (days.at(-1)?.day !== day) days.push({ day, fixtures: [] });
    days.at(-1)!.fixtures.push(f);
  }
  return days;
}

function FootballTab({ content }: { content: Extract<SupplementContent, { type: 'football' }> }) {
  // §8 a live-score part that failed shows nothing (the loader logged it).
  if (content.unavailable) return null;
  return (
    <section className="supplement-sport" aria-label="Eredmények és táblázatok" data-list-content="">
      {content.view === 'menetrend' && <FixtureTimetable fixtures={content.fixtures} leagueId={content.leagueId} />}
      {content.view === 'eredmenyek' &&
        byDay(content.fixtures).map((d) => (
          <FixtureList key={d.day} fixtures={d.fixtures} caption={dayHeading(d.day)} />
        ))}
      {content.view === 'csoportok' && content.standings && <StandingsTable league={content.standings} />}
      {content.view === 'toplistak' &&
        content.tops.map((t) => <TopListTable key={t.kind} kind={t.kind} entries={t.entries} />)}
    </section>
  );
}

/**
 * §2.8 embed: the data page in a sandboxed frame at its own height; once hydrated, the frame-message chunk lets an
 * allow-listed sender resize it (bounded) and move the page to a same-site path, and tells it the colour mode.
 */
function DataFrame({ content }: { content: Extract<SupplementContent, { type: 'frame' }> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { src, maxHeight, messageOrigins } = content;
  useFrameMessages(frame, { src, maxHeight, messageOrigins });
  if (!src)
    return (
      <p className="supplement-frame__unavailable" data-list-content="">
        {TEXT_FRAME_UNAVAILABLE}
      </p>
    );
  return (
    <div className="supplement-frame" data-list-content="">
      <iframe
        ref={frame}
        key={src}
        className="supplement-frame__frame"
        src={src}
        title={content.title}
        height={content.height}
        width="100%"
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
