import { Link, useLoaderData } from 'react-router';
import { fullDate } from '../../shared/relative-date.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RelativeTime } from '../components/relative-time.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import type { ArticlePageData } from '../page-data.ts';

export function ArticlePage() {
  const { article } = useLoaderData() as ArticlePageData;
  const site = useSite();
  const { publicOrigin } = useBoot();
  const cover = article.coverImage;
  return (
    <div className="page page--article">
      <PageMeta title={`${article.title} | ${site.name}`} description={article.ogDescription ?? article.lead}
        canonical={`${publicOrigin}${article.url}`} image={article.facebookImage?.src ?? cover?.src} type="article"
        robots="max-image-preview:large" />
      <main className="page__main" id="tartalom">
        <article className="article">
          <header className="article__header">
            <p className="article__kicker">
              <Link to={`${site.path}/rovat/${article.mainSuperTag.slug}`}>{article.mainSuperTag.name}</Link>
            </p>
            <h1 className="article__title">{article.title}</h1>
            <p className="article__lead">{article.lead}</p>
            <div className="article__byline">
              <ul className="article__authors">
                {article.articleAuthors.map((a) => (
                  <li key={a.slug}>
                    {a.avatarSrc && <img src={a.avatarSrc} alt="" width={32} height={32} className="avatar" />}
                    <Link to={`/szerzo/${a.slug}`}>{a.name}</Link>
                  </li>
                ))}
              </ul>
              <p className="article__date">
                <time dateTime={new Date(article.pubDate * 1000).toISOString()}>{fullDate(article.pubDate, site.timeZone)}</time>
                {article.updatedAt > article.pubDate + 60 && (
                  <> · frissítve: <RelativeTime unix={article.updatedAt} /></>
                )}
              </p>
            </div>
          </header>
          {cover && (
            <figure className="article__cover">
              <img src={cover.src} width={cover.width} height={cover.height} alt={cover.alt} fetchPriority="high" />
              {article.coverImageText && <figcaption>{article.coverImageText}</figcaption>}
            </figure>
          )}
          <div className="article__content" dangerouslySetInnerHTML={{ __html: article.content }} />
          {article.tags.length > 0 && (
            <ul className="article__tags" aria-label="Címkék">
              {article.tags.map((t) => <li key={t.slug}><Link to={`/cimke/${t.slug}`}>{t.name}</Link></li>)}
            </ul>
          )}
        </article>
      </main>
      <Sidebar site={site} />
    </div>
  );
}
