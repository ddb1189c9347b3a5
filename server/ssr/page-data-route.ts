// Page data as JSON (GET /page-data?path=): what the browser fetches on a client-side navigation and the mobile app
// reads. The same page pipeline as the HTML (server/ssr/page-pipeline.ts): same loaders, same build steps, same
// preview gate and session handling; the answer's cache header is the rule the page's build step chose.
import type { FastifyInstance } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import { PAGE_DATA_PATH, type PageDataResponse } from '../../shared/pages/page-data-endpoint.ts';
import { MAX_PATH_LENGTH } from '../request/path-limits.ts';
import { cacheMetaOf, isSharedAnswer, openPage, RETRY_AFTER_S, settlePage, type PipelineDeps } from './page-pipeline.ts';
import { errorMessageOf, queryPage } from './page-query.ts';
import { routerRequest } from './router-request.ts';
import { PRIVATE } from '../http/cache-headers.ts';
import { sameSitePath } from '../http/same-site-location.ts';
import type { PathRedirector } from '../http/redirect-hook.ts';

const TO_LOGIN: PageDataResponse = { status: 302, redirect: LOGIN_PATH };
/** A client navigation's data may be reused briefly by the browser; shared caches follow the page's own rule. */
const BROWSER_MAX_AGE = 'public, max-age=10';

export function registerPageDataRoute(app: FastifyInstance, deps: PipelineDeps, redirector: PathRedirector): void {
  app.get<{ Querystring: { path?: string } }>(PAGE_DATA_PATH, async (req, reply) => {
    const path = req.query.path;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_LENGTH) {
      return reply.code(400).send({ status: 400, error: { message: 'path must be a site path starting with a single /' } });
    }
    const moved = redirector(req.hostname, path);
    if (moved) return reply.header('cache-control', 'public, max-age=60').send({ status: moved.status, redirect: moved.location });
    const opened = openPage(req, reply, path, deps);
    if (opened.kind === 'sign-in') return reply.header('cache-control', PRIVATE).send(TO_LOGIN);
    const { page } = opened;
    const result = await queryPage(routerRequest(page.url, page.abort), page.ctx);
    if (settlePage(reply, page, path, deps) === 'sign-in') return reply.header('cache-control', PRIVATE).send(TO_LOGIN);
    const shared = isSharedAnswer(page, deps.config);
    let body: PageDataResponse;
    if (result.kind === 'redirect') {
      body = { status: result.status as 301, redirect: sameSitePath(result.location, page.publicOrigin) ?? '/' };
    } else if (result.context.errors) {
      body = { status: result.status, error: { message: errorMessageOf(result.context.errors) } };
    } else {
      page.routeId = result.leafRouteId;
      body = { status: 200, routeId: result.leafRouteId, data: result.context.loaderData[result.leafRouteId] };
    }
    const status = result.kind === 'page' ? result.status : 200;
    const pageMeta = result.kind === 'page' ? cacheMetaOf(page, status) : null;
    reply.header('cache-control', shared && (!pageMeta || pageMeta.cacheable) ? BROWSER_MAX_AGE : PRIVATE);
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_S));
    return reply.code(status).send(body);
  });
}
