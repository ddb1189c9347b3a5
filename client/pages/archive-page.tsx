// The archive page (§2.1 archivum): the search form with the tag input, the total ("10 000+" when the
// publisher stopped counting), the hits with the searched words marked, and §9 pagination. A search with no hits says
// 'Nincs találat' (a 200). Its code, the tag input's included, is this page's own chunk.
import { useContext } from 'react';
import { Link, UNSAFE_DataRouterStateContext, useLoaderData, useLocation } from 'react-router';
import type { ArchivePageData } from '../../shared/pages/archive.ts';
import { pageHref } from '../../shared/page-param.ts';
import {
  TEXT_ARCHIVE_TITLE,
  TEXT_NO_MORE_RESULTS,
  TEXT_NO_SEARCH_RESULTS,
  TEXT_SEARCH_REFUSED,
} from '../../shared/search-constants.ts';
import { searchTotalText } from '../../shared/search-total.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { ArchiveSearchForm } from '../components/archive-search-form.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { SearchHit } from '../components/search-hit.tsx';
import { Sidebar } from '../components/sidebar.tsx';

export function ArchivePage() {
  const data = useLoaderData<ArchivePageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { search } = useLocation();
  // The router's state as use-navigation-scroll.ts reads it: useNavigation() would add an export to every page's core.
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation;
  const busy = navigation?.state === 'loading' && navigation.location?.pathname === data.path;
  const summary = data.refused
    ? TEXT_SEARCH_REFUSED
    : data.totalItems === 0
      ? TEXT_NO_SEARCH_RESULTS
      : `${searchTotalText(data.totalItems, data.totalCapped)} ${data.searched ? 'találat' : 'cikk'}`;
  const what = data.term ? `„${data.term}”` : '';
  const pageSuffix = data.page > 1 ? ` – ${data.page}. oldal` : '';

  return (
    <div className="page page--archive">
      <PageMeta
        title={`${TEXT_ARCHIVE_TITLE}${what ? `: ${what}` : ''}${pageSuffix} | ${site.name}`}
        description={`${site.name} archívum: keresés a cikkek között`}
        canonical={`${publicOrigin}${data.canonical}`}
        robots={data.searched ? 'noindex, follow' : undefined}
      />
      <main className="page__main" id="tartalom">
        <header className="section-header">
          <h1 className="section-header__title">{TEXT_ARCHIVE_TITLE}</h1>
        </header>
        <ArchiveSearchForm path={data.path} sites={data.sites} term={data.term} tags={data.tags} />
        {/* §2.8 no scrolling on the archive's own navigations: the reader stays where the search was changed. */}
        <section
          className={`archive-results${busy ? ' archive-results--busy' : ''}`}
          aria-labelledby="talalatok"
          aria-busy={busy}
          data-list-content=""
        >
          <h2 className="archive-results__summary" id="talalatok" aria-live="polite">
            {summary}
            {what && !data.refused && data.totalItems > 0 && (
              <span className="archive-results__term"> erre: {what}</span>
            )}
          </h2>
          {data.hits.length === 0 && data.totalItems > 0 && (
            <p className="archive-results__more">
              {TEXT_NO_MORE_RESULTS} <Link to={pageHref(data.path, search, 1)}>Vissza az első oldalra</Link>
            </p>
          )}
          {data.hits.length > 0 && (
            <ol className="section-list archive-results__list">
              {data.hits.map((hit, i) => (
                <SearchHit key={hit.id} hit={hit} eager={i < 2} />
              ))}
            </ol>
          )}
          <Pagination page={data.page} totalPages={data.totalPages} />
        </section>
      </main>
      <Sidebar site={site} ads={data.ads} social={data.social} />
    </div>
  );
}
