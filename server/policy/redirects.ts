// Every redirect of §2.2, decided before any page work, keeping the query string (fbclid aside). Moves that
// are permanent answer 301; those that depend on configuration or state answer 302. The mappings the spec calls
// "several" live in redirect-table.json, which an operator extends (or REDIRECTS_FILE adds to).
import { readFileSync } from 'node:fs';
import { ARTICLE_SLUG } from '../../shared/article-url.ts';
import { AUTHOR_PATH, authorPath } from '../../shared/author-url.ts';
import { SUPPORT_LINK_NEUTRAL_TOKEN } from '../../shared/constants.ts';
import { isRedundantFirstPage, setPageParam } from '../../shared/page-param.ts';
import { sectionPath, sectionPathParts, type SectionPathParts } from '../../shared/section-url.ts';
import { homeSiteOf, sites, subSiteSlugs } from '../../shared/sites/site-table.ts';
import { TAG_PATH } from '../../shared/tag-url.ts';
import seededTable from './redirect-table.json' with { type: 'json' };

export interface RedirectTable {
  authorAliases: Record<string, string>;
  eventPages: Record<string, string>;
  docSlugRenames: Record<string, string>;
  /** any other exact path → path moves */
  paths: Record<string, string>;
}

export interface Redirect {
  status: 301 | 302;
  location: string;
  /** Set only for the one redirect that may leave the site: /shop on the main domain (§2.2). */
  offSite?: true;
  /**
   * §2.2 /{x}/YYYYMMDD/{slug}: the article the old address names. `location` is the spec's /g7/YYYY/MM/DD/{slug};
   * the redirect hook sends the reader to the article's canonical URL instead when the publisher knows the slug,
   * so the move takes one hop. `query` is what `location` carries after the path.
   */
  article?: { slug: string; query: string };
}

export function loadRedirectTable(extraFile?: string): RedirectTable {
  const base = seededTable as unknown as RedirectTable;
  if (!extraFile) return base;
  const extra = JSON.parse(readFileSync(extraFile, 'utf8')) as Partial<RedirectTable>;
  return {
    authorAliases: { ...base.authorAliases, ...extra.authorAliases },
    eventPages: { ...base.eventPages, ...extra.eventPages },
    docSlugRenames: { ...base.docSlugRenames, ...extra.docSlugRenames },
    paths: { ...base.paths, ...extra.paths },
  };
}

const LIST_ALIASES: Record<string, string> = {
  newest: '/legfrissebb',
  important: '/legfontosabb',
  favorite: '/kedvenceink',
  // /kozlemenyek itself moves to /rovat/kozlemeny; go there in one hop.
  announcement: '/rovat/kozlemeny',
  english: '/english',
};
const SUB_SITE_SECTIONS = new Set<string>([...subSiteSlugs, 'english']);
const KARAKTER_SECTIONS = new Set(['kultura', 'telextarcak', 'konyvespolc', 'nagyito']);
const AUTHOR_ALIAS = new RegExp(`^${AUTHOR_PATH}/([^/]+)$`);
const COMPACT_DATE_ARTICLE = /^\/[^/]+\/(\d{4})(\d{2})(\d{2})\/([^/]+)$/;

/** A path in a section at a domain's root (`/rovat/{slug}…`, no sub-site before it), else null. */
function sectionAtRoot(path: string): SectionPathParts | null {
  const s = sectionPathParts(path);
  return s && !s.site ? s : null;
}

function headingSlugs(domain: 'main' | 'regional'): Set<string> {
  return new Set(
    homeSiteOf(domain).menu.flatMap((i) => {
      const s = sectionAtRoot(i.url);
      return s && !s.rest ? [s.section] : [];
    }),
  );
}
const HEADING = { main: headingSlugs('main'), regional: headingSlugs('regional') };

export interface RedirectContext {
  domain: 'main' | 'regional';
  table: RedirectTable;
  shopUrl: string;
}

/** The redirect for a request path and query, or null. `pathname` is the raw (still percent-encoded) path. */
export function resolveRedirect(pathname: string, search: string, ctx: RedirectContext): Redirect | null {
  const params = new URLSearchParams(search);
  const hadFbclid = params.has('fbclid');
  params.delete('fbclid');
  // §5 page 1 is the bare URL: `oldal=1` is dropped.
  const pageOne = isRedundantFirstPage(params);
  if (pageOne) setPageParam(params, 1);
  const query = params.size ? `?${params}` : '';
  const to = (location: string, status: 301 | 302 = 301): Redirect => ({ status, location: location + query });
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  let m: RegExpExecArray | null;
  const rootSection = sectionAtRoot(lower);

  if (ctx.table.paths[lower]) return to(ctx.table.paths[lower]);
  if ((m = /^\/tag(\/.*)$/.exec(path))) return to(`${TAG_PATH}${m[1]}`);
  if ((m = /^\/list\/([a-z]+)$/.exec(lower)) && LIST_ALIASES[m[1]]) return to(LIST_ALIASES[m[1]]);
  if (lower === '/t' || lower === '/t/en') return to('/tamogatas');
  // An ad-blocker-safe support link (§4) carries the neutral token instead of 'tamogatas'.
  if (lower.split('/').includes(SUPPORT_LINK_NEUTRAL_TOKEN)) return to('/tamogatas', 302);
  if (lower === '/shop' && ctx.domain === 'main') return { ...to(ctx.shopUrl, 302), offSite: true };
  if (lower === '/impresszum' && ctx.domain === 'regional') return to('/dokumentum/impresszum');
  if (lower === '/dokumentum/impresszum' && ctx.domain === 'main') return to('/impresszum');
  if ((m = /^\/dokumentum\/([^/]+)$/.exec(lower)) && ctx.table.docSlugRenames[m[1]])
    return to(`/dokumentum/${ctx.table.docSlugRenames[m[1]]}`);
  if (rootSection && !rootSection.rest && SUB_SITE_SECTIONS.has(rootSection.section))
    return to(`/${rootSection.section}`);
  if (rootSection && KARAKTER_SECTIONS.has(rootSection.section))
    return to(`${sectionPath(sites.karakter.slug, rootSection.section)}${rootSection.rest}`);
  if (lower === '/kozlemenyek') return to('/rovat/kozlemeny');
  if (ctx.table.eventPages[lower]) return to(ctx.table.eventPages[lower]);
  if ((m = AUTHOR_ALIAS.exec(lower)) && ctx.table.authorAliases[m[1]])
    return to(authorPath(ctx.table.authorAliases[m[1]]));
  if (lower.endsWith('/elo') && lower !== '/elo') return to(path.slice(0, -'/elo'.length));
  if ((m = COMPACT_DATE_ARTICLE.exec(path))) {
    // Only a slug the article route would answer names an article to look up: any other string a stranger puts there
    // ('..', a few KB, percent-encodings) never reaches the publisher, and goes to the spec's own target as before.
    const moved = to(`/g7/${m[1]}/${m[2]}/${m[3]}/${m[4]}`);
    return ARTICLE_SLUG.test(m[4]) ? { ...moved, article: { slug: m[4], query } } : moved;
  }
  if ((m = /^\/([^/]+)$/.exec(lower)) && HEADING[ctx.domain].has(m[1]))
    return to(sectionPath(homeSiteOf(ctx.domain).slug, m[1]));
  if (hadFbclid || pageOne || path !== pathname) return to(path || '/');
  return null;
}
