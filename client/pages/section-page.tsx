// The section page shared by every list route (§2.1): a header with a logo, a title or the author, the list, and
// pagination. The fronts and the editorial rules of each list build on this.
import { useLoaderData, useLocation } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { ArticleCard } from '../components/article-card.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import type { SectionPageData } from '../page-data.ts';

export function SectionPage() {
  const data = useLoaderData() as SectionPageData;
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { pathname, search } = useLocation();
  const { section } = data;
  const heading = section.title ?? site.name;
  const pageSuffix = data.page > 1 ? ` – ${data.page}. oldal` : '';
  const canonicalQuery = new URLSearchParams(search);
  for (const key of [...canonicalQuery.keys()]) if (key !== 'oldal' && key !== 'term' && key !== 'filters') canonicalQuery.delete(key);
  const canonical = `${publicOrigin}${pathname}${canonicalQuery.size ? `?${canonicalQuery}` : ''}`;
  return (
    <div className="page page--section">
      <PageMeta title={`${heading}${pageSuffix} | ${site.name}`} description={`${heading}: ${site.name} cikkek`} canonical={canonical} />
      {section.rss && <link rel="alternate" type="application/rss+xml" title={`${heading} RSS`} href={section.rss} />}
      <main className="page__main" id="tartalom">
        <header className={`section-header section-header--${section.header}`}>
          {section.header === 'author' && section.author ? (
            <>
              {section.author.avatarSrc && <img className="avatar section-header__avatar" src={section.author.avatarSrc} alt="" width={72} height={72} />}
              <div>
                <h1 className="section-header__title">{section.author.name}</h1>
                {section.author.title && <p className="section-header__sub">{section.author.title}</p>}
              </div>
            </>
          ) : section.header === 'logo' ? (
            <h1 className="section-header__logo"><span className="logo-mark" aria-hidden="true">{site.name.slice(0, 1)}</span> {heading}</h1>
          ) : (
            <h1 className="section-header__title">{heading}</h1>
          )}
          {data.term && <p className="section-header__sub">Találatok erre: „{data.term}” ({data.totalItems})</p>}
        </header>
        <div className="section-list" data-list-content="">
          {data.articles.length === 0
            ? <p>Nincs találat.</p>
            : data.articles.map((a, i) => <ArticleCard key={a.id} article={a} eager={i < 2} />)}
        </div>
        <Pagination page={data.page} totalPages={data.totalPages} />
      </main>
      <Sidebar site={site} />
    </div>
  );
}
