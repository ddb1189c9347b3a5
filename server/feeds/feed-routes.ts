// RSS feeds, sitemaps and robots.txt (issue 7; SPEC.md §2.3 names the RSS paths). Every absolute URL is built on the
// configured public origin of the request host's domain, never on the Host header.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ArticleList, SearchResult, SectionIndex, type ArticleSummary } from '../../shared/api-types.ts';
import {
  FEED_MAX_AGE_S, NEWS_SITEMAP_MAX_URLS, RSS_ITEMS, SITEMAP_MAX_URLS, SITEMAP_PAGE_SIZE, SITEMAP_UPSTREAM_CONCURRENCY,
} from '../../shared/constants.ts';
import { domainSiteSlugs, siteBySlug, siteList, sites, type SiteConfig } from '../../shared/sites.ts';
import type { BffConfig } from '../config.ts';
import { hostDomain } from '../request/host-domain.ts';
import { isNotFound, type PublisherClient } from '../upstream/publisher-client.ts';
import { mapLimit } from './map-limit.ts';
import { newsSitemapItems } from './news-sitemap-items.ts';
import { articleDomain, publicArticleUrl } from './public-article-url.ts';
import { rssFeed } from './rss-feed.ts';
import { newsSitemapXml, sitemapIndexXml, urlEntryXml, urlsetXml } from './sitemap-xml.ts';

const CACHE_CONTROL = `public, max-age=${FEED_MAX_AGE_S}`;
const SECTION_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** Sub-sites with a feed of their own under /rss/rovat/{slug} rather than a section's. */
const SUB_SITE_FEEDS = new Set(siteList.filter((s) => s.domain === 'main' && s.path !== '').map((s) => s.slug));
/** Each sitemap file leaves one upstream page of room so the static pages in sitemap-1 keep it within the limit. */
const ARTICLES_PER_FILE = SITEMAP_MAX_URLS - SITEMAP_PAGE_SIZE;
const PAGES_PER_FILE = ARTICLES_PER_FILE / SITEMAP_PAGE_SIZE;
const NEWS_PAGES = Math.ceil(NEWS_SITEMAP_MAX_URLS / SITEMAP_PAGE_SIZE);

function rootSite(domain: 'main' | 'regional'): SiteConfig {
  return domain === 'regional' ? sites.regional : sites.main;
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).header('cache-control', 'public, max-age=60').send({ statusCode: 404, error: 'Not Found', message });
}

export async function registerFeedRoutes(app: FastifyInstance, config: BffConfig, api: PublisherClient): Promise<void> {
  const domainOf = (req: FastifyRequest) => hostDomain(config, req.hostname);

  const search = (site: string, query: Record<string, string>, signal?: AbortSignal) =>
    api.get(`/api/search?${new URLSearchParams(query)}`, { site, schema: SearchResult, signal });
  const articles = (site: string, query: Record<string, string>, signal?: AbortSignal) =>
    api.get(`/api/articles?${new URLSearchParams(query)}`, { site, schema: ArticleList, signal });

  const sendRss = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/rss+xml; charset=utf-8').send(xml);
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);

  /** The newest items of one site, only those whose canonical home is this domain. */
  async function siteFeed(req: FastifyRequest, reply: FastifyReply, site: SiteConfig) {
    const origin = config.publicOrigin[site.domain];
    const list = await search(site.slug, { sites: site.slug, perPage: String(RSS_ITEMS) });
    const items = list.items.filter((a) => articleDomain(a) === site.domain);
    const self = origin + req.url.split('?')[0];
    return sendRss(reply, rssFeed(config, { title: site.name, link: origin + (site.path || '/'), self, description: `${site.name} – legfrissebb` }, items));
  }

  app.get('/rss', async (req, reply) => siteFeed(req, reply, rootSite(domainOf(req))));

  app.get<{ Params: { slug: string } }>('/rss/rovat/:slug', async (req, reply) => {
    const { slug } = req.params;
    const domain = domainOf(req);
    if (domain === 'main' && SUB_SITE_FEEDS.has(slug)) return siteFeed(req, reply, siteBySlug(slug)!);
    if (!SECTION_SLUG.test(slug)) return notFound(reply, 'unknown section');
    const site = rootSite(domain);
    const section = await api.get(`/api/index/mstag/${slug}`, { site: site.slug, schema: SectionIndex }).catch((err: unknown) => {
      if (isNotFound(err)) return null;
      throw err;
    });
    if (!section?.mstag.active) return notFound(reply, 'unknown section');
    const list = await search(site.slug, {
      filters: JSON.stringify({ mstag: [slug] }), sites: domainSiteSlugs(site).join('|'), perPage: String(RSS_ITEMS),
    });
    const origin = config.publicOrigin[domain];
    const title = section.mstag.name;
    return sendRss(reply, rssFeed(config, {
      title: `${site.name} – ${title}`, link: `${origin}/rovat/${slug}`, self: `${origin}/rss/rovat/${slug}`, description: title,
    }, list.items));
  });

  app.get('/robots.txt', async (req, reply) => {
    const origin = config.publicOrigin[domainOf(req)];
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /page-data',
      'Disallow: /api/',
      'Disallow: /auth/',
      'Disallow: /login',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      `Sitemap: ${origin}/sitemap-news.xml`,
      '',
    ].join('\n');
    return reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(body);
  });

  /** How many top-level, active articles the domain's sites hold. */
  async function articleCount(domain: 'main' | 'regional'): Promise<number> {
    const site = rootSite(domain);
    return (await articles(site.slug, { sites: domainSiteSlugs(site).join('|'), perPage: '1' })).totalItems;
  }
  const fileCount = (total: number) => Math.max(1, Math.ceil(total / ARTICLES_PER_FILE));

  app.get('/sitemap.xml', async (req, reply) => {
    const domain = domainOf(req);
    const origin = config.publicOrigin[domain];
    const count = fileCount(await articleCount(domain));
    const locs = Array.from({ length: count }, (_, i) => `${origin}/sitemap-${i + 1}.xml`);
    return sendXml(reply, sitemapIndexXml(locs));
  });

  app.get('/sitemap-news.xml', async (req, reply) => {
    const domain = domainOf(req);
    const site = rootSite(domain);
    const nowS = Math.floor((config.clock?.() ?? Date.now()) / 1000);
    const collected: ArticleSummary[] = [];
    // Newest first: stop at the first page that reaches past the cut-off.
    for (let page = 1; page <= NEWS_PAGES; page++) {
      const list = await articles(site.slug, { sites: domainSiteSlugs(site).join('|'), perPage: String(SITEMAP_PAGE_SIZE), page: String(page) });
      collected.push(...list.items);
      const last = list.items.at(-1);
      if (!last || newsSitemapItems([last], nowS).length === 0 || page >= list.totalPages) break;
    }
    const items = newsSitemapItems(collected.filter((a) => articleDomain(a) === domain), nowS);
    return sendXml(reply, newsSitemapXml(items.map((a) => ({
      loc: publicArticleUrl(config, a), title: a.title, pubDate: a.pubDate, publication: (siteBySlug(a.originatingSite) ?? site).name,
    }))));
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file', async (req, reply) => {
    const m = /^([1-9]\d{0,5})\.xml$/.exec(req.params.file);
    if (!m) return notFound(reply, 'unknown sitemap');
    const n = Number(m[1]);
    const domain = domainOf(req);
    const site = rootSite(domain);
    const origin = config.publicOrigin[domain];
    const total = await articleCount(domain);
    if (n > fileCount(total)) return notFound(reply, 'unknown sitemap');
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    const firstPage = (n - 1) * PAGES_PER_FILE + 1;
    const lastPage = Math.min(n * PAGES_PER_FILE, Math.ceil(total / SITEMAP_PAGE_SIZE));
    const pages = Array.from({ length: Math.max(0, lastPage - firstPage + 1) }, (_, i) => firstPage + i);
    const query = { sites: domainSiteSlugs(site).join('|'), perPage: String(SITEMAP_PAGE_SIZE) };
    const chunks = await mapLimit(pages, SITEMAP_UPSTREAM_CONCURRENCY, async (page) => {
      const list = await articles(site.slug, { ...query, page: String(page) }, abort.signal);
      return list.items.filter((a) => articleDomain(a) === domain)
        .map((a) => urlEntryXml({ loc: publicArticleUrl(config, a), lastmod: a.updatedAt })).join('');
    });
    const statics = n === 1 ? staticPaths(domain).map((p) => urlEntryXml({ loc: origin + p })) : [];
    return sendXml(reply, urlsetXml([...statics, ...chunks]));
  });
}

/** Fronts and latest lists of the domain's sites, plus the English section on the main domain. */
export function staticPaths(domain: 'main' | 'regional'): string[] {
  const paths: string[] = [];
  for (const s of siteList) {
    if (s.domain !== domain) continue;
    paths.push(s.path || '/', `${s.path}/legfrissebb`);
  }
  if (domain === 'main') paths.push('/english');
  return paths;
}
