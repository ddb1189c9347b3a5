// A form post another site made the reader's browser send (login CSRF, or an action in their name). Browsers say where
// a post comes from in Origin and Sec-Fetch-Site; a post that names another origin is refused. Posts without either
// header (old browsers, scripts) are judged by the cookies and tokens each form needs.
import type { FastifyRequest } from 'fastify';

export function isCrossSiteForm(req: FastifyRequest, siteOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin && origin !== new URL(siteOrigin).origin) return true;
  return req.headers['sec-fetch-site'] === 'cross-site';
}
