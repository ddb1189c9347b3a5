// The quiz service (§7): GraphQL over graphql-request, on an undici pool with the same time budgets and
// answer validation as the other upstreams; and the quiz token, which must be exactly 24 characters (§5).
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClientError, GraphQLClient, gql } from 'graphql-request';
import { Agent, fetch as undiciFetch } from 'undici';
import { QUIZ_TOKEN_LENGTH, SITE_HEADER } from '../../shared/constants.ts';
import { QuizWithUser, UserAnswer, type UserAnswerInput } from '../../shared/quiz-types.ts';
import { Type } from '@sinclair/typebox';
import { upstreamDuration, upstreamErrors } from '../metrics.ts';
import { UpstreamError, type Budget } from './upstream-client.ts';
import type { UpstreamHealth } from './upstream-health.ts';
import type { TraceHeaders, Tracing } from '../tracing/tracing.ts';

const QUIZ_QUERY = gql`
  query QuizWithUserAnswers($id: ID!) {
    quiz(id: $id) {
      _id
      complex
      questions {
        _id
        question
        displayAs
        image
        description
        activeTo
        rightAnswer
        options {
          _id
          title
        }
        answers {
          _id
          title
          image
          answerCount
          sum
          average
          description
        }
      }
    }
    user {
      answers(quizId: $id) {
        questionId
        responses {
          answerId
          optionId
        }
      }
    }
  }
`;

const ADD_ANSWERS = gql`
  mutation AddOrUpdateAnswers($input: UserAnswerInput!) {
    addOrUpdateAnswers(input: $input) {
      questionId
      responses {
        answerId
        optionId
      }
    }
  }
`;

const AnswersResult = Type.Object({ addOrUpdateAnswers: Type.Array(UserAnswer) }, { additionalProperties: true });

/** GraphQL error codes of the quiz service (docs/quiz-api.md) that describe the reader's request, with the BFF status. */
export const QUIZ_REFUSALS: Record<string, number> = {
  QUESTION_CLOSED: 409,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
};

function refusal(err: ClientError): { code: string; status: number; message: string } | null {
  const first = err.response.errors?.[0];
  const code = first?.extensions?.code;
  if (typeof code !== 'string' || !(code in QUIZ_REFUSALS)) return null;
  return { code, status: QUIZ_REFUSALS[code], message: first!.message };
}

export class QuizClient {
  private readonly agent: Agent;
  private readonly client: GraphQLClient;
  /** Told of every answer and failure, so an outage is logged once (see UpstreamHealth). */
  health?: UpstreamHealth;
  /** A span per call and its traceparent sent along, when tracing is on (decision 091). */
  tracing: Tracing | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly budgets: Record<Budget, number>,
  ) {
    this.agent = new Agent({
      connections: 16,
      connectTimeout: Math.min(budgets.primary, 2_000),
      headersTimeout: budgets.primary,
      bodyTimeout: budgets.primary,
    });
    this.client = new GraphQLClient(new URL('/', baseUrl).href, {
      fetch: ((input: string, init: RequestInit) =>
        undiciFetch(input, { ...(init as object), dispatcher: this.agent })) as unknown as typeof fetch,
    });
  }

  /** One call (`call` sends `trace`'s headers with it), in a span of its own when tracing is on. */
  private run<S extends TSchema>(
    op: string,
    schema: S,
    call: (signal: AbortSignal, trace: TraceHeaders | null) => Promise<unknown>,
    budget: Budget,
    signal?: AbortSignal,
  ): Promise<Static<S>> {
    if (!this.tracing) return this.runTraced(op, schema, call, budget, signal, null);
    const attributes = { timing: 'quiz', client: true, 'upstream.name': 'quiz', 'graphql.operation.name': op };
    return this.tracing.step(`POST quiz ${op}`, attributes, (trace) =>
      this.runTraced(op, schema, call, budget, signal, trace),
    );
  }

  private async runTraced<S extends TSchema>(
    op: string,
    schema: S,
    call: (signal: AbortSignal, trace: TraceHeaders | null) => Promise<unknown>,
    budget: Budget,
    signal: AbortSignal | undefined,
    trace: TraceHeaders | null,
  ): Promise<Static<S>> {
    const ms = this.budgets[budget];
    const timeout = AbortSignal.timeout(ms);
    const started = performance.now();
    let data: unknown;
    try {
      data = await call(signal ? AbortSignal.any([signal, timeout]) : timeout, trace);
    } catch (err) {
      // The service refused the request for a reason of the reader's (a closed question, an unknown answer or quiz, a
      // token it does not know): a 4xx the BFF can answer, not a failure of the service.
      const refused = err instanceof ClientError ? refusal(err) : null;
      if (refused)
        throw new UpstreamError(`quiz ${op}: ${refused.message}`, refused.status, op, { code: refused.code });
      const kind = timeout.aborted ? 'timeout' : 'error';
      upstreamErrors.inc({ upstream: 'quiz', kind });
      if (signal?.aborted) throw signal.reason ?? err;
      const failure = new UpstreamError(
        `quiz ${op}: ${timeout.aborted ? `timed out after ${ms} ms` : (err as Error).message.split('\n')[0]}`,
        timeout.aborted ? 504 : 502,
        op,
      );
      this.health?.failed('quiz', kind, failure);
      throw failure;
    }
    const check = TypeCompiler.Compile(schema);
    if (!check.Check(data)) {
      upstreamErrors.inc({ upstream: 'quiz', kind: 'malformed' });
      const first = check.Errors(data).First();
      const failure = new UpstreamError(
        `quiz ${op}: malformed answer at ${first?.path || '/'}: ${first?.message}`,
        502,
        op,
      );
      this.health?.failed('quiz', 'malformed', failure);
      throw failure;
    }
    this.health?.succeeded('quiz');
    upstreamDuration.observe({ upstream: 'quiz', outcome: 'ok' }, (performance.now() - started) / 1000);
    return data;
  }

  quizWithAnswers(quizId: string, token: string | null, site: string, signal?: AbortSignal) {
    return this.run(
      'quiz',
      QuizWithUser,
      (s, trace) =>
        this.client.request({
          document: QUIZ_QUERY,
          variables: { id: quizId },
          signal: s,
          requestHeaders: { ...trace, [SITE_HEADER]: site, ...(token ? { 'x-quiz-token': token } : {}) },
        }),
      'secondary',
      signal,
    );
  }

  addOrUpdateAnswers(input: UserAnswerInput, token: string, site: string, signal?: AbortSignal) {
    return this.run(
      'addOrUpdateAnswers',
      AnswersResult,
      (s, trace) =>
        this.client.request({
          document: ADD_ANSWERS,
          variables: { input },
          signal: s,
          requestHeaders: { ...trace, [SITE_HEADER]: site, 'x-quiz-token': token },
        }),
      'primary',
      signal,
    );
  }

  /** A new quiz token, or null when the service answers anything but exactly 24 characters (§5: discarded). */
  async quizToken(site: string, signal?: AbortSignal): Promise<string | null> {
    const text = await this.run(
      'get-quiz-token',
      Type.String(),
      async (s, trace) => {
        const res = await undiciFetch(new URL('/api/functions/get-quiz-token', this.baseUrl), {
          method: 'POST',
          headers: { ...trace, [SITE_HEADER]: site },
          signal: s,
          dispatcher: this.agent,
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        return (await res.text()).trim();
      },
      'secondary',
      signal,
    );
    return text.length === QUIZ_TOKEN_LENGTH ? text : null;
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
