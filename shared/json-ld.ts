// schema.org data for search engines: NewsArticle, or LiveBlogPosting with its updates for a live blog.
import type { Article, ArticleSummary } from './api-types.ts';
import { authorPath } from './author-url.ts';

const iso = (unix: number) => new Date(unix * 1000).toISOString();

export function articleJsonLd(
  article: Article,
  posts: readonly Pick<ArticleSummary, 'title' | 'lead' | 'url' | 'pubDate' | 'updatedAt'>[],
  origin: string,
  publisherName: string,
  logo: string,
): Record<string, unknown> {
  const abs = (path: string) => new URL(path, origin).href;
  const image = article.facebookImage?.src ?? article.coverImage?.src;
  const base: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': article.type === 'liveblog' ? 'LiveBlogPosting' : 'NewsArticle',
    headline: article.title,
    description: article.ogDescription ?? article.lead,
    url: abs(article.url),
    mainEntityOfPage: abs(article.url),
    datePublished: iso(article.pubDate),
    dateModified: iso(article.updatedAt),
    articleSection: article.mainSuperTag.name,
    keywords: article.tags.map((t) => t.name),
    inLanguage: article.english ? 'en' : 'hu',
    isAccessibleForFree: true,
    author: article.articleAuthors.map((a) => ({ '@type': 'Person', name: a.name, url: abs(authorPath(a.slug)) })),
    publisher: {
      '@type': 'NewsMediaOrganization',
      name: publisherName,
      logo: { '@type': 'ImageObject', url: abs(logo) },
    },
    ...(image ? { image: [abs(image)] } : {}),
  };
  if (article.type === 'liveblog') {
    base.coverageStartTime = iso(article.pubDate);
    base.liveBlogUpdate = posts.map((p) => ({
      '@type': 'BlogPosting',
      headline: p.title,
      articleBody: p.lead,
      url: abs(p.url),
      datePublished: iso(p.pubDate),
      dateModified: iso(p.updatedAt),
    }));
  }
  return base;
}
