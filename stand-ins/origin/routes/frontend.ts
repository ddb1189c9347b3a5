// Shared page data (§3 Common data, §7 /api/frontend/init and /refresh, polled every 15 s).
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_SLUG, RECOMMENDER_PR_MAX } from '../../../shared/constants.ts';
import { PIP_DEFAULT_LABEL } from '../../../shared/podcast-constants.ts';
import type { SiteConfig } from '../../../shared/sites/site-config.ts';
import { profileOf } from '../../../shared/sites/site-profiles.ts';
import { siteList } from '../../../shared/sites/site-table.ts';
import { emptyFilters } from '../article-filters.ts';
import { hasFlagSql } from '../article-query.ts';
import { CACHE_LIVE } from '../cache-policy.ts';
import type { OriginContext } from '../origin-context.ts';
import { requestSite, visibleSiteSlugs } from '../request-site.ts';

interface StateRow {
  component_setup: string;
  pip_status: string;
  weather: string;
  flooding: string | null;
  search_placeholders: string;
  trending_tags: string;
  widgets: string;
}

const json = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

type FrontendStatements = ReturnType<typeof frontendStatements>;

export function registerFrontendRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const q = frontendStatements(ctx.db);

  app.get('/api/frontend/refresh', async (request, reply) => {
    const { searchPlaceholders: _unused, ...data } = refreshData(q, requestSite(request));
    reply.header('cache-control', CACHE_LIVE);
    return data;
  });

  app.get('/api/frontend/init', async (request, reply) => {
    const site = requestSite(request);
    const sites = siteLinks(q);
    const lines = sponsoredLines(q, site);
    reply.header('cache-control', CACHE_LIVE);
    return {
      ...refreshData(q, site),
      frontendSetup: { buildId: null },
      latestPrArticles: ctx.list(
        { sites: visibleSiteSlugs(site), filters: emptyFilters(), where: [`(a.pr = 1 OR ${hasFlagSql('pr')})`] },
        RECOMMENDER_PR_MAX,
      ),
      sponsoredLines: lines,
      sites,
    };
  });
}

function frontendStatements(db: Database) {
  return {
    state: db.prepare('SELECT * FROM frontend_state WHERE site_slug = ?'),
    rates: db.prepare(`SELECT currency, rate, prev FROM (
      SELECT currency, rate,
        lead(rate) OVER (PARTITION BY currency ORDER BY date DESC) AS prev,
        row_number() OVER (PARTITION BY currency ORDER BY date DESC) AS rn
      FROM exchange_rates WHERE base = ?)
    WHERE rn = 1 ORDER BY currency`),
    tagNames: db.prepare('SELECT slug, name FROM tags WHERE slug IN (SELECT value FROM json_each(?))'),
    sponsored: db.prepare('SELECT * FROM sponsored_lines WHERE site_slug = ? ORDER BY id'),
    dbSites: db.prepare('SELECT slug, domain, path, facebook_url FROM sites ORDER BY rowid'),
  };
}

/** The data the front end polls: the site's component setup, rates, weather, pip, trending tags and widgets. */
function refreshData(q: FrontendStatements, site: SiteConfig) {
  const row = (q.state.get(site.slug) ?? q.state.get(DEFAULT_SITE_SLUG)) as StateRow | undefined;
  const trending = json<string[]>(row?.trending_tags ?? null, []);
  const names = new Map(
    (q.tagNames.all(JSON.stringify(trending)) as { slug: string; name: string }[]).map((t) => [t.slug, t.name]),
  );
  return {
    componentSetup: json(row?.component_setup ?? null, { donations: '0', refreshQuiz: '0' }),
    // change: percent against the previous quoted day, two decimals
    exchangesRates: (q.rates.all(site.currency) as { currency: string; rate: number; prev: number | null }[]).map(
      (r) => ({
        currency: r.currency,
        rate: r.rate,
        change: r.prev ? Math.round(((r.rate - r.prev) / r.prev) * 10_000) / 100 : 0,
      }),
    ),
    weatherData: json(row?.weather ?? null, []),
    floodingData: json(row?.flooding ?? null, null),
    pipStatus: json(row?.pip_status ?? null, {
      pipShow: false,
      pipTitle: null,
      pipUrl: null,
      pipOpen: false,
      pipLabel: PIP_DEFAULT_LABEL,
    }),
    trendingTags: trending.filter((slug) => names.has(slug)).map((slug) => ({ slug, name: names.get(slug)! })),
    widgets: json(row?.widgets ?? null, []),
    searchPlaceholders: json<string[]>(row?.search_placeholders ?? null, []),
  };
}

/** The sites as stored, or the built-in list when the table is empty. */
function siteLinks(q: FrontendStatements) {
  const stored = q.dbSites.all() as { slug: string; domain: string; path: string; facebook_url: string }[];
  return stored.length
    ? stored.map((s) => ({ slug: s.slug, domain: s.domain, path: s.path, facebookUrl: s.facebook_url }))
    : siteList.map((s) => ({
        slug: s.slug,
        domain: s.domain,
        path: s.path,
        facebookUrl: profileOf(s).facebookUrl,
      }));
}

function sponsoredLines(q: FrontendStatements, site: SiteConfig) {
  return (q.sponsored.all(site.slug) as Record<string, unknown>[]).map((l) => ({
    avCode: l.av_code,
    ctLink: l.ct_link,
    description: l.description,
    cssClass: l.css_class,
    active: l.active === 1,
    newest: l.newest === 1,
    listPage: l.list_page === 1,
    frontPageSlug: l.front_page_slug,
    mainSuperTags: json<string[]>(l.main_super_tags as string, []),
    tags: json<string[]>(l.tags as string, []),
    dateFrom: l.date_from,
    dateTo: l.date_to,
  }));
}
