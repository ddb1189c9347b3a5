// RSS feeds, sitemaps and robots.txt (§2.3 names the RSS paths). Every absolute URL, self links
// included, is the configured public origin of the domain plus a path we build; nothing of the request's URL or Host
// header is written back. Documents are built off the request path (decision record
// "sitemaps off the request path"): kept gzip-compressed in memory, rebuilt in the background when older than
// FEED_MAX_AGE_S, so a crawler's request costs a memory read, and no URL is listed that the article page would not
// answer with 200.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ArticleList, SearchResult, SectionIndex, type ArticleSummary } from '../../shared/api-types.ts';
import {
  FEED_MAX_AGE_S,
  FEED_RETRY_S,
  NEWS_SITEMAP_MAX_URLS,
  RSS_ITEMS,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGE_SIZE,
} from '../../shared/constants.ts';
import { SITEMAP_SLICE_SIZE, SitemapSlice } from '../../shared/sitemap-slice.ts';
import {
  AUTHOR_RSS_PATH,
  authorRssPath,
  RSS_PATH,
  SECTION_RSS_PATH,
  sectionRssPath,
  siteRssPath,
  TAG_RSS_PATH,
  tagRssPath,
} from '../../shared/rss-url.ts';
import { authorPath } from '../../shared/author-url.ts';
import { withArticle } from '../../shared/hungarian-article.ts';
import { capitalise, matchSection } from '../../shared/sections.ts';
import { latestPath, sectionPath } from '../../shared/section-url.ts';
import { tagPath } from '../../shared/tag-url.ts';
import { domainSiteSlugs, homeSiteOf, isSubSiteSlug, siteBySlug, siteList } from '../../shared/sites/site-table.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import type { BffConfig } from '../config.ts';
import { answerAs, refuse, retryAfter } from '../policy/answer-policy.ts';
import { isNotFound, type PublisherClient } from '../upstream/publisher-client.ts';
import { BackgroundStore } from '../feeds/background-store.ts';
import { compressText, type CompressedBody } from '../feeds/compressed-body.ts';
import { isServable } from '../feeds/is-servable.ts';
import { newsSitemapItems } from '../feeds/news-sitemap-items.ts';
import { articleDomain, publicArticleUrl } from '../feeds/public-article-url.ts';
import { rssFeed } from '../feeds/rss-feed.ts';
import { sendCompressed } from '../feeds/send-compressed.ts';
import { buildSitemapSet, type SitemapSet } from '../feeds/sitemap-set.ts';
import { newsSitemapXml } from '../feeds/sitemap-xml.ts';

const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';
const SECTION_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const SITEMAP_FILE = /^([1-9]\d{0,5})\.xml$/;
const NEWS_PAGES = Math.ceil(NEWS_SITEMAP_MAX_URLS / SITEMAP_PAGE_SIZE);
/** Feeds: two root feeds, three sub-sites and the sections of both domains, with room to spare. */
const MAX_FEEDS = 200;
/**
 * Tag and author feeds: thousands could be asked for, so they have a store of their own, and a crawler walking them
 * cannot push the site and section feeds out of theirs; the least recently asked is dropped and built again if asked.
 */
const MAX_TOPIC_FEEDS = 1_000;

type Domain = 'main' | 'regional';

function notFound(reply: FastifyReply, message: string) {
  return refuse(reply, 404, message, 'notFound');
}

/** No copy yet and the build failed (the publisher API is down or slow): say so, and when to try again. */
function unavailable(reply: FastifyReply) {
  return refuse(retryAfter(reply, FEED_RETRY_S), 503, 'the feed cannot be built right now; try again shortly');
}

/** What the feed routes share: the configuration, the publisher API and the two stores of built documents. */
interface Feeds {
  config: BffConfig;
  api: PublisherClient;
  /** RSS feeds and news sitemaps, compressed */
  documents: BackgroundStore<CompressedBody>;
  /** tag and author feeds, compressed */
  topicDocuments: BackgroundStore<CompressedBody>;
  /** each domain's sitemap index and files */
  sitemapSets: BackgroundStore<SitemapSet>;
  /** the clock, ms */
  now: () => number;
  domainOf: (req: FastifyRequest) => Domain;
}

export async function registerFeedRoutes(app: FastifyInstance, config: BffConfig, api: PublisherClient): Promise<void> {
  const storeOptions = {
    refreshMs: FEED_MAX_AGE_S * 1000,
    retryMs: FEED_RETRY_S * 1000,
    now: () => (config.clock ?? Date.now)(),
    onError: (key: string, err: unknown) => app.log.warn({ key, err: (err as Error)?.message }, 'feed build failed'),
  };
  const f: Feeds = {
    config,
    api,
    documents: new BackgroundStore<CompressedBody>({ ...storeOptions, maxKeys: MAX_FEEDS }),
    topicDocuments: new BackgroundStore<CompressedBody>({ ...storeOptions, maxKeys: MAX_TOPIC_FEEDS }),
    sitemapSets: new BackgroundStore<SitemapSet>({ ...storeOptions, maxKeys: 2 }),
    now: storeOptions.now,
    domainOf: (req) => req.domain,
  };
  app.addHook('onClose', async () => {
    f.documents.close();
    f.topicDocuments.close();
    f.sitemapSets.close();
  });

  app.get(RSS_PATH, async (req, reply) => siteFeed(f, req, reply, homeSiteOf(f.domainOf(req))));
  app.get<{ Params: { slug: string } }>(`${SECTION_RSS_PATH}/:slug`, async (req, reply) =>
    sectionFeed(f, req, reply, req.params.slug),
  );
  app.get<{ Params: { slug: string } }>(`${TAG_RSS_PATH}/:slug`, async (req, reply) =>
    topicFeed(f, req, reply, 'tag', req.params.slug),
  );
  app.get<{ Params: { slug: string } }>(`${AUTHOR_RSS_PATH}/:slug`, async (req, reply) =>
    topicFeed(f, req, reply, 'author', req.params.slug),
  );
  app.get('/robots.txt', async (req, reply) => robotsTxt(f, req, reply));
  app.get('/sitemap.xml', async (req, reply) => {
    let set: SitemapSet;
    try {
      set = await sitemapSet(f, f.domainOf(req));
    } catch {
      return unavailable(reply);
    }
    return sendCompressed(req, reply, set.index, XML_TYPE, 'sitemap');
  });
  app.get('/sitemap-news.xml', async (req, reply) => newsSitemap(f, req, reply));
  app.get<{ Params: { file: string } }>('/sitemap-:file', async (req, reply) =>
    sitemapFile(f, req, reply, req.params.file),
  );
}

function search({ api }: Feeds, site: string, query: Record<string, string>, signal?: AbortSignal) {
  return api.get(`/api/search?${new URLSearchParams(query)}`, { site, schema: SearchResult, signal });
}

function articles({ api }: Feeds, site: string, query: Record<string, string>, signal: AbortSignal) {
  return api.get(`/api/articles?${new URLSearchParams(query)}`, { site, schema: ArticleList, signal });
}

/** Sends the stored document for `key`, building it first only if no copy exists yet. */
async function serveDocument(
  f: Feeds,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  type: string,
  build: (signal: AbortSignal) => Promise<string>,
  store = f.documents,
) {
  let body: CompressedBody;
  try {
    body = await store.get(key, async (signal) => compressText(await build(signal)));
  } catch {
    return unavailable(reply);
  }
  return sendCompressed(req, reply, body, type);
}

/** The newest items of one site, only those whose canonical home is this domain and whose page answers. */
function siteFeed(f: Feeds, req: FastifyRequest, reply: FastifyReply, site: SiteConfig) {
  const { config } = f;
  const origin = config.publicOrigin[site.domain];
  const self = origin + siteRssPath(site);
  return serveDocument(f, req, reply, `rss ${site.slug}`, RSS_TYPE, async (signal) => {
    const list = await search(f, site.slug, { sites: site.slug, perPage: String(RSS_ITEMS) }, signal);
    const items = list.items.filter((a) => articleDomain(a) === site.domain && isServable(a));
    return rssFeed(
      config,
      { title: site.name, link: origin + (site.path || '/'), self, description: `${site.name} – legfrissebb` },
      items,
    );
  });
}

/** A section's feed (or, on the main domain, a sub-site's under the same path). */
async function sectionFeed(f: Feeds, req: FastifyRequest, reply: FastifyReply, slug: string) {
  const { config, api } = f;
  const domain = f.domainOf(req);
  // Sub-sites have a feed of their own under /rss/rovat/{slug} rather than a section's.
  if (domain === 'main' && isSubSiteSlug(slug)) return siteFeed(f, req, reply, siteBySlug(slug)!);
  if (!SECTION_SLUG.test(slug)) return notFound(reply, 'unknown section');
  const site = homeSiteOf(domain);
  // Which sections exist is asked on the request path (one cached upstream call), so only real sections get a
  // stored feed: made-up slugs cannot crowd the store.
  let section: SectionIndex | null;
  try {
    section = await api.get(`/api/index/mstag/${slug}`, { site: site.slug, schema: SectionIndex });
  } catch (err) {
    if (!isNotFound(err)) return unavailable(reply);
    section = null;
  }
  if (!section?.mstag.active) return notFound(reply, 'unknown section');
  const origin = config.publicOrigin[domain];
  const title = section.mstag.name;
  return serveDocument(f, req, reply, `rss ${domain} ${slug}`, RSS_TYPE, async (signal) => {
    const list = await search(
      f,
      site.slug,
      {
        filters: JSON.stringify({ mstag: [slug] }),
        sites: domainSiteSlugs(site).join('|'),
        perPage: String(RSS_ITEMS),
      },
      signal,
    );
    return rssFeed(
      config,
      {
        title: `${site.name} – ${title}`,
        link: origin + sectionPath(site.slug, slug),
        self: origin + sectionRssPath(slug),
        description: title,
      },
      list.items.filter(isServable),
    );
  });
}

/** What a tag's or an author's feed says of itself, by the name the publisher gives the tag or the author. */
const TOPIC_FEEDS = {
  tag: {
    pagePath: tagPath,
    feedPath: tagRssPath,
    description: (name: string) => `${withArticle(`${name} címke`, true)} legfrissebb cikkei`,
  },
  author: {
    pagePath: authorPath,
    feedPath: authorRssPath,
    description: (name: string) => `${name} legfrissebb cikkei`,
  },
} as const;

/**
 * A tag's or an author's feed: the articles its list page (§2.1 articles_by_tag, articles_by_author) shows, asked
 * the way that page asks (its section rule, shared/sections.ts), so the feed and the page never disagree. A tag or
 * author without articles has no page (§5: 404), and no feed either: that is asked on the request path (the upstream
 * cache answers the build's same call), so made-up slugs get no stored feed.
 */
async function topicFeed(f: Feeds, req: FastifyRequest, reply: FastifyReply, kind: 'tag' | 'author', slug: string) {
  const topic = TOPIC_FEEDS[kind];
  const domain = f.domainOf(req);
  const site = homeSiteOf(domain);
  const spec = SECTION_SLUG.test(slug) ? matchSection(topic.pagePath(slug), site) : null;
  if (spec?.kind !== kind) return notFound(reply, `unknown ${kind}`);
  const query = {
    filters: JSON.stringify({ [kind]: [slug] }),
    sites: spec.sites.join('|'),
    perPage: String(RSS_ITEMS),
  };
  const ask = (signal?: AbortSignal) => search(f, site.slug, query, signal);
  let list: SearchResult;
  try {
    list = await ask();
  } catch {
    return unavailable(reply);
  }
  if (list.items.length === 0) return notFound(reply, `unknown ${kind}`);
  const origin = f.config.publicOrigin[domain];
  return serveDocument(
    f,
    req,
    reply,
    `rss ${domain} ${kind} ${slug}`,
    RSS_TYPE,
    async (signal) => {
      const fresh = await ask(signal);
      const name = capitalise(fresh.title ?? slug);
      return rssFeed(
        f.config,
        {
          title: `${site.name} – ${name}`,
          link: origin + topic.pagePath(slug),
          self: origin + topic.feedPath(slug),
          description: topic.description(name),
        },
        fresh.items.filter(isServable),
      );
    },
    f.topicDocuments,
  );
}

function robotsTxt(f: Feeds, req: FastifyRequest, reply: FastifyReply) {
  const origin = f.config.publicOrigin[f.domainOf(req)];
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
  return answerAs(reply, 'feed').type('text/plain; charset=utf-8').send(body);
}

/** The domain's sitemap index and files, from one walk over the publisher's sitemap slices. */
function sitemapSet({ config, api, sitemapSets }: Feeds, domain: Domain): Promise<SitemapSet> {
  const site = homeSiteOf(domain);
  const sitesParam = domainSiteSlugs(site).join('|');
  return sitemapSets.get(domain, (signal) =>
    buildSitemapSet({
      origin: config.publicOrigin[domain],
      staticPaths: staticPaths(domain),
      maxUrls: config.sitemapMaxUrls,
      maxFiles: SITEMAP_MAX_URLS,
      fetchSlice: (cursor) =>
        api.request(
          `/api/sitemap/articles?${new URLSearchParams({
            sites: sitesParam,
            limit: String(SITEMAP_SLICE_SIZE),
            ...(cursor === null ? {} : { after: cursor }),
          })}`,
          { method: 'GET', site: site.slug, schema: SitemapSlice, signal },
        ),
    }),
  );
}

/** The news sitemap: the domain's servable stories of the last days, newest first. */
function newsSitemap(f: Feeds, req: FastifyRequest, reply: FastifyReply) {
  const domain = f.domainOf(req);
  const site = homeSiteOf(domain);
  return serveDocument(f, req, reply, `news ${domain}`, XML_TYPE, async (signal) => {
    const nowS = Math.floor(f.now() / 1000);
    const collected: ArticleSummary[] = [];
    // Newest first: stop at the first page that reaches past the cut-off.
    for (let page = 1; page <= NEWS_PAGES; page++) {
      const list = await articles(
        f,
        site.slug,
        { sites: domainSiteSlugs(site).join('|'), perPage: String(SITEMAP_PAGE_SIZE), page: String(page) },
        signal,
      );
      collected.push(...list.items);
      const last = list.items.at(-1);
      if (!last || newsSitemapItems([last], nowS).length === 0 || page >= list.totalPages) break;
    }
    const items = newsSitemapItems(
      collected.filter((a) => articleDomain(a) === domain && isServable(a)),
      nowS,
    );
    return newsSitemapXml(
      items.map((a) => ({
        loc: publicArticleUrl(f.config, a),
        title: a.title,
        pubDate: a.pubDate,
        publication: (siteBySlug(a.originatingSite) ?? site).name,
      })),
    );
  });
}

async function sitemapFile(f: Feeds, req: FastifyRequest, reply: FastifyReply, name: string) {
  const m = SITEMAP_FILE.exec(name);
  if (!m) return notFound(reply, 'unknown sitemap');
  let set: SitemapSet;
  try {
    set = await sitemapSet(f, f.domainOf(req));
  } catch {
    return unavailable(reply);
  }
  const file = set.files[Number(m[1]) - 1];
  if (!file) return notFound(reply, 'unknown sitemap');
  return sendCompressed(req, reply, file, XML_TYPE, 'sitemap');
}

/** Fronts and latest lists of the domain's sites, plus the English section on the main domain. */
export function staticPaths(domain: Domain): string[] {
  const paths: string[] = [];
  for (const s of siteList) {
    if (s.domain !== domain) continue;
    paths.push(s.path || '/', latestPath(s));
  }
  if (domain === 'main') paths.push('/english');
  return paths;
}
