// Applies the §2.2 redirects to every page request before any page work (and to the page-data endpoint's path).
// Every Location goes through the same-site rule (same-site-location.ts): the configured public origin plus a
// normalised path of our own site; only /shop on the main domain may leave it.
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.ts';
import { answerAs } from './answer-policy.ts';
import type { Domain } from '../request/host-domain.ts';
import { loadRedirectTable, resolveRedirect, type Redirect } from './redirects.ts';
import { sameSitePath } from './same-site-location.ts';
import { Article } from '../../shared/api-types.ts';
import { homeSiteOf } from '../../shared/sites/site-table.ts';
import { UpstreamError, type PublisherClient } from '../upstream/publisher-client.ts';

/** Paths that are not pages: never redirected. */
const NOT_PAGES =
  /^\/(assets|media|api|page-data|auth|builds|healthz|readyz|metrics|rss|sitemap[\w-]*\.xml|robots\.txt|sw\.js)(\/|$|\?)/;

/** A redirect ready to send: `location` is a normalised same-site path (or the off-site URL), `href` the Location. */
export type EmittedRedirect = Redirect & { href: string };

/** The redirect of a path on a domain (the request's, resolved once: host-domain.ts), or null. */
export type PathRedirector = (domain: Domain, pathAndQuery: string) => Promise<EmittedRedirect | null>;

/** An article's canonical path by its slug on an edition (site slug), or null when the publisher has none. */
export type ArticleUrlLookup = (slug: string, site: string) => Promise<string | null>;

/** The canonical path of an article from the publisher API (its answer cached like the article page's). */
export function publisherArticleUrl(api: PublisherClient): ArticleUrlLookup {
  return async (slug, site) => {
    try {
      return (await api.get(`/api/articles/${encodeURIComponent(slug)}`, { site, schema: Article })).url;
    } catch (err) {
      // Unknown (404) or unreachable: the spec's own target, where the article page answers for itself.
      if (err instanceof UpstreamError) return null;
      throw err;
    }
  };
}

export function createRedirector(config: BffConfig, articleUrl?: ArticleUrlLookup): PathRedirector {
  const table = loadRedirectTable(config.redirectsFile ?? undefined);
  return async (domain, pathAndQuery) => {
    const q = pathAndQuery.indexOf('?');
    const pathname = q === -1 ? pathAndQuery : pathAndQuery.slice(0, q);
    const search = q === -1 ? '' : pathAndQuery.slice(q);
    let r = resolveRedirect(pathname, search, { domain, table, shopUrl: config.shopUrl });
    if (!r) return null;
    if (r.article && articleUrl) {
      // §2.2 "an article whose URL differs from its canonical URL is redirected to the canonical one": in the same hop.
      const canonical = await articleUrl(r.article.slug, homeSiteOf(domain).slug);
      if (canonical) r = { ...r, location: canonical + r.article.query };
    }
    if (r.offSite) return { ...r, href: r.location };
    const origin = new URL(config.publicOrigin[domain]).origin;
    const location = sameSitePath(r.location, origin) ?? '/';
    return { ...r, location, href: origin + location };
  };
}

export function registerRedirectHook(app: FastifyInstance, redirect: PathRedirector): void {
  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.url)) return;
    const r = await redirect(req.domain, req.url);
    if (!r) return;
    return answerAs(reply, r.status === 301 ? 'page.redirect' : 'temporaryRedirect').redirect(r.href, r.status);
  });
}
