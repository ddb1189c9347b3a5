// Page data as JSON (GET /page-data?path=): what the browser fetches on a client-side navigation and the mobile app
// reads. A thin adapter over the page pipeline (server/ssr/page-pipeline.ts): the same openPage and runPage as the
// HTML — same loaders, build steps, preview gate and session handling; the answer's cache header follows the rule the
// page's build step chose.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOGIN_PATH } from '../../shared/constants.ts';
import { PAGE_DATA_PATH, type PageDataResponse } from '../../shared/pages/page-data-endpoint.ts';
import type { PageData } from '../../shared/pages/route-table.ts';
import { addCookies } from '../auth/session-reply.ts';
import { MAX_PATH_LENGTH } from '../../shared/request-limits.ts';
import { openPage, runPage, type PageRun, type PipelineDeps } from './page-pipeline.ts';
import { errorMessageOf } from './page-query.ts';
import { READER_GONE } from './reader-gone.ts';
import { answerAs, type AnswerKind, retryAfter, shareableOr } from '../policy/answer-policy.ts';
import { sameSitePath } from '../policy/same-site-location.ts';
import type { PathRedirector } from '../policy/redirect-hook.ts';

const TO_LOGIN: PageDataResponse = { status: 302, redirect: LOGIN_PATH };

/**
 * The JSON body, status and answer kind of a page run: a client navigation's data may be reused briefly by the
 * browser (a page shared caches may keep), else it is the reader's own.
 */
function pageDataAnswer(
  run: Exclude<PageRun, { kind: 'sign-in' }>,
  origin: string,
): { status: number; body: PageDataResponse; kind: AnswerKind } {
  const { shared } = run;
  if (run.kind === 'redirect') {
    const body: PageDataResponse = { status: run.status as 301, redirect: sameSitePath(run.location, origin) ?? '/' };
    return { status: 200, body, kind: shareableOr(shared, 'pageData') };
  }
  const body: PageDataResponse = run.context.errors
    ? { status: run.status, error: { message: errorMessageOf(run.context.errors) } }
    : { status: 200, routeId: run.routeId, data: run.context.loaderData[run.routeId] as PageData };
  return { status: run.status, body, kind: shareableOr(shared && run.cache.cacheable, 'pageData') };
}

function toLogin(reply: FastifyReply, cookies: string[]) {
  addCookies(reply, cookies);
  return answerAs(reply, 'readersOwn').send(TO_LOGIN);
}

export function registerPageDataRoute(app: FastifyInstance, deps: PipelineDeps, redirector: PathRedirector): void {
  app.get<{ Querystring: { path?: string } }>(PAGE_DATA_PATH, async (req, reply) => {
    const path = req.query.path;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_LENGTH) {
      return answerAs(reply.code(400), 'refusal').send({
        status: 400,
        error: { message: 'path must be a site path starting with a single /' },
      });
    }
    const moved = await redirector(req.domain, path);
    if (moved) return answerAs(reply, 'temporaryRedirect').send({ status: moved.status, redirect: moved.location });
    const opened = openPage(req, path, deps);
    if (opened.kind === 'sign-in') return toLogin(reply, opened.cookies);
    req.page = opened.page;
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) opened.page.abort.abort(READER_GONE);
    });
    const run = await runPage(opened, 'page-data', deps, req.log);
    if (run.kind === 'sign-in') return toLogin(reply, run.cookies);
    if (run.kind === 'page' && !run.context.errors) opened.page.routeId = run.routeId;
    const { status, body, kind } = pageDataAnswer(run, opened.page.publicOrigin);
    addCookies(reply, run.cookies);
    answerAs(reply, kind);
    if (status === 503) retryAfter(reply);
    return reply.code(status).send(body);
  });
}
