// Which site a request speaks for (§7: every call carries the site header, default the main site) and which
// originating sites it may see: the header site's domain group, optionally narrowed by `sites=a|b`.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_SITE_SLUG, SITE_HEADER } from '../../shared/constants.ts';
import { domainSiteSlugs, siteBySlug } from '../../shared/sites/site-table.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { badRequest } from './http-error.ts';

export function requestSite(request: FastifyRequest): SiteConfig {
  const raw = request.headers[SITE_HEADER];
  const slug = (Array.isArray(raw) ? raw[0] : raw)?.trim() || DEFAULT_SITE_SLUG;
  const site = siteBySlug(slug);
  if (!site) throw badRequest(`unknown site '${slug}' in ${SITE_HEADER} header`);
  return site;
}

/** Site slugs whose articles (originating or mirrored) the request may list. */
export function visibleSiteSlugs(site: SiteConfig, sitesParam?: unknown): string[] {
  const group = domainSiteSlugs(site);
  if (sitesParam === undefined || sitesParam === null || sitesParam === '') return group;
  if (typeof sitesParam !== 'string') throw badRequest('sites must be slugs joined with |');
  const wanted = sitesParam
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const slug of wanted) {
    if (!siteBySlug(slug)) throw badRequest(`unknown site '${slug}' in sites`);
  }
  return group.filter((slug) => wanted.includes(slug));
}
