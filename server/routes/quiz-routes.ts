// The reader's side of quizzes (§4 Quiz, §5, §7 Quiz service): the quiz with this reader's answers as the UI's view
// model (shared/quiz-view.ts: active window, right answer, percentages and averages rounded to one decimal), and
// answering. The reader is a quiz token from the quiz service kept in an HttpOnly cookie for about a year; a token that
// is not exactly 24 characters is discarded and a new one fetched (§5), and one the service no longer knows is
// replaced the same way. Answers are same-site only (Origin / Sec-Fetch-Site, JSON body, SameSite=Lax cookie).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FrontendRefresh } from '../../shared/api-types.ts';
import { QUIZ_TOKEN_LENGTH, REFRESH_INTERVAL_MS } from '../../shared/constants.ts';
import { FIELD_MAX_LENGTH, QUIZ_ANSWERS_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';
import { QUIZ_MESSAGES } from '../../shared/quiz-messages.ts';
import { QUIZ_PAGE_DATA_PATH, type QuizPageData } from '../../shared/quiz-endpoint.ts';
import { buildQuizView } from '../../shared/quiz-view.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { BffConfig } from '../config.ts';
import type { PublisherClient } from '../upstream/publisher-client.ts';
import type { QuizClient } from '../upstream/quiz-client.ts';
import { UpstreamError } from '../upstream/upstream-client.ts';
import { isCrossSite, refuseCrossSite } from '../policy/same-site.ts';
import { personalRoutes, refuse, retryAfter } from '../policy/answer-policy.ts';
import { SITE_COOKIES, siteCookie } from '../policy/site-cookies.ts';

export const QUIZ_COOKIE = SITE_COOKIES.quizToken;
/** The 429's reason (kept out of shared/quiz-messages.ts, which the article page's bundle carries). */
const TOO_MANY_ANSWERS = 'Túl sok válasz érkezett innen; próbáld újra egy perc múlva.';

/** A token or an answer over its limit (attempt-limits.ts 'quiz-token', 'quiz-answer'): 429 with Retry-After. */
class Throttled extends Error {
  constructor(readonly retryAfterS: number) {
    super('quiz attempts throttled');
  }
}
export { QUIZ_PAGE_DATA_PATH, type QuizPageData };

const Id = Type.String({ minLength: 1, maxLength: FIELD_MAX_LENGTH.id, pattern: '^[A-Za-z0-9_-]+$' });
const Params = Type.Object({ id: Id });
export const QuizAnswersBody = Type.Object(
  {
    answers: Type.Array(
      Type.Object(
        {
          questionId: Id,
          responses: Type.Array(
            Type.Object({ answerId: Type.Optional(Id), optionId: Type.Optional(Id) }, { additionalProperties: false }),
            { minItems: 1, maxItems: 50 },
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);

/** What both quiz routes share: the site, the token cookie, failures, and the page data with its refresh rule. */
function quizHelpers(config: BffConfig, api: PublisherClient) {
  const nowS = () => Math.floor((config.clock?.() ?? Date.now()) / 1000);
  const siteOf = (req: FastifyRequest) => resolveSite(req.domain, '/').slug;
  const tokenCookie = (value: string, maxAge?: number) => siteCookie('quizToken', value, config, maxAge);
  /** §5: the cookie's token when it is exactly 24 characters; anything else is discarded. */
  const cookieToken = (req: FastifyRequest): string | null => {
    const value = req.cookies?.[QUIZ_COOKIE];
    return typeof value === 'string' && value.length === QUIZ_TOKEN_LENGTH ? value : null;
  };
  const fail = (reply: FastifyReply, status: number, message: string) => refuse(reply, status, message);
  const upstreamFailure = (req: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (err instanceof UpstreamError) {
      if (err.status === 409) return fail(reply, 409, QUIZ_MESSAGES.closed);
      if (err.status === 404) return fail(reply, 404, QUIZ_MESSAGES.notFound);
      if (err.status === 400) return fail(reply, 400, `${QUIZ_MESSAGES.badAnswer} (${err.message})`);
    }
    req.log.warn({ err: (err as Error).message }, 'quiz service failed');
    return fail(reply, (err as UpstreamError).status === 504 ? 504 : 502, QUIZ_MESSAGES.unavailable);
  };

  /** §4: refresh every 15 s when the shared data's componentSetup.refreshQuiz is '1'; a failure means no refresh. */
  async function refreshMs(site: string): Promise<number | null> {
    try {
      const shared = await api.get('/api/frontend/refresh', { site, schema: FrontendRefresh, budget: 'secondary' });
      return shared.componentSetup.refreshQuiz === '1' ? REFRESH_INTERVAL_MS : null;
    } catch {
      return null;
    }
  }

  async function pageData(client: QuizClient, id: string, token: string | null, site: string, signal: AbortSignal) {
    const [data, refresh] = await Promise.all([client.quizWithAnswers(id, token, site, signal), refreshMs(site)]);
    return {
      data,
      body: data.quiz
        ? ({
            quiz: buildQuizView(data.quiz, data.user?.answers ?? null, nowS()),
            refreshMs: refresh,
          } satisfies QuizPageData)
        : null,
    };
  }

  return { nowS, siteOf, tokenCookie, cookieToken, fail, upstreamFailure, pageData };
}

type QuizHelpers = ReturnType<typeof quizHelpers>;

export function registerQuizRoutes(
  app: FastifyInstance,
  config: BffConfig,
  quiz: QuizClient | null,
  api: PublisherClient,
  limits: AttemptLimits,
): void {
  const h = quizHelpers(config, api);
  // A reader's quiz state, by their token: every answer of these routes is private (personalRoutes).
  void app.register(async (scope) => {
    personalRoutes(scope);
    registerQuizPageData(scope, quiz, h);
    registerQuizAnswers(scope, config, quiz, h, limits);
  });
}

function registerQuizPageData(app: FastifyInstance, quiz: QuizClient | null, h: QuizHelpers): void {
  const { siteOf, cookieToken, fail, upstreamFailure, pageData, tokenCookie } = h;
  app.get<{ Params: Static<typeof Params> }>(
    `${QUIZ_PAGE_DATA_PATH}/:id`,
    { schema: { params: Params } },
    async (req, reply) => {
      if (!quiz) return fail(reply, 503, QUIZ_MESSAGES.unavailable);
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      const given = req.cookies?.[QUIZ_COOKIE];
      const token = cookieToken(req);
      let result;
      try {
        result = await pageData(quiz, req.params.id, token, siteOf(req), abort.signal);
      } catch (err) {
        return upstreamFailure(req, reply, err);
      }
      if (!result.body) return fail(reply, 404, QUIZ_MESSAGES.notFound);
      // A malformed token, or one the service does not know (user: null): forget it; answering fetches a new one.
      if (given !== undefined && (!token || result.data.user === null)) reply.header('set-cookie', tokenCookie('', 0));
      return reply.send(result.body);
    },
  );
}

/**
 * POST answers: a token from the cookie or a new one (once more if the service forgot it), then the page data.
 * Votes count once per token and question: the service replaces a token's earlier answer to a question (add-or-update,
 * decision 023), so a second answer changes the choice and adds no vote. What a script could still do is vote without
 * a cookie, a new token each time: minting is limited per client address and answering per address and per token.
 */
function registerQuizAnswers(
  app: FastifyInstance,
  config: BffConfig,
  quiz: QuizClient | null,
  h: QuizHelpers,
  limits: AttemptLimits,
): void {
  const { siteOf, cookieToken, fail, upstreamFailure, pageData, tokenCookie } = h;
  const tooMany = (reply: FastifyReply, retryAfterS: number) =>
    fail(retryAfter(reply, retryAfterS), 429, TOO_MANY_ANSWERS);
  app.post<{ Params: Static<typeof Params>; Body: Static<typeof QuizAnswersBody> }>(
    `${QUIZ_PAGE_DATA_PATH}/:id/answers`,
    {
      schema: { params: Params, body: QuizAnswersBody },
      bodyLimit: QUIZ_ANSWERS_BODY_LIMIT_BYTES,
    },
    async (req, reply) => {
      if (isCrossSite(req, config)) return refuseCrossSite(reply);
      if (!quiz) return fail(reply, 503, QUIZ_MESSAGES.unavailable);
      const site = siteOf(req);
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      const input = { quizId: req.params.id, answers: req.body.answers };
      let token = cookieToken(req);
      const answering = await limits.attempt(req, 'quiz-answer', token);
      if (!answering.allowed) return tooMany(reply, answering.retryAfterS);
      let fresh = false;
      const newToken = async () => {
        const minting = await limits.attempt(req, 'quiz-token', null);
        if (!minting.allowed) throw new Throttled(minting.retryAfterS);
        const t = await quiz.quizToken(site, abort.signal);
        if (!t)
          throw new UpstreamError(
            `quiz get-quiz-token: the token is not ${QUIZ_TOKEN_LENGTH} characters`,
            502,
            'get-quiz-token',
          );
        fresh = true;
        return t;
      };
      // Kept (and its year renewed) whatever the answer was, so a refused answer does not cost the reader a new token.
      const keepToken = () => {
        if (token) reply.header('set-cookie', tokenCookie(token));
      };
      try {
        token ??= await newToken();
        try {
          await quiz.addOrUpdateAnswers(input, token, site, abort.signal);
        } catch (err) {
          // The service forgot this reader (a token from another deployment, a reset database): start afresh once.
          if (!(err instanceof UpstreamError && err.status === 401) || fresh) throw err;
          token = await newToken();
          await quiz.addOrUpdateAnswers(input, token, site, abort.signal);
        }
        const result = await pageData(quiz, req.params.id, token, site, abort.signal);
        keepToken();
        if (!result.body) return fail(reply, 404, QUIZ_MESSAGES.notFound);
        return reply.send(result.body);
      } catch (err) {
        keepToken();
        if (err instanceof Throttled) return tooMany(reply, err.retryAfterS);
        return upstreamFailure(req, reply, err);
      }
    },
  );
}
