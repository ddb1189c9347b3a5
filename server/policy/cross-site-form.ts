// A form post another site made the reader's browser send (login CSRF, or an action in their name). Browsers say where
// a post comes from: Sec-Fetch-Site, and Origin. Our pages are sent with `Referrer-Policy: no-referrer`, under which a
// browser's own same-origin form post carries `Origin: null`; so an opaque origin counts only when the browser also
// says `Sec-Fetch-Site: same-origin`. A post that names another origin or another site is refused. Posts with neither
// header (old browsers, scripts) are judged by the cookies and tokens each form needs.
import type { FastifyRequest } from 'fastify';

export function isCrossSiteForm(req: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return fetchSite === undefined;
  return origin !== new URL(siteOrigin).origin;
}
