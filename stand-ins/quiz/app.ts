// The embedded quiz service (§7 Quiz service): GraphQL at POST / over SQLite, and POST /api/functions/get-quiz-token.
// A Fastify app of its own on its own port; the BFF talks to it with graphql-request exactly as to production.
// GraphQL runs on the `graphql` package's parser, validator and executor, with depth and size limits; request errors
// (syntax, validation, variables) answer 400, errors while executing answer 200 with `errors` and a code, as GraphQL
// over HTTP has it; nothing a client sends answers 500.
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Database } from 'better-sqlite3';
import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { STATUS_CODES } from 'node:http';
import { clientErrorOf } from '../../kit/client-error.ts';
import { registerHeaderGuards } from '../../kit/input-guards.ts';
import { standInRefusals } from '../refusals.ts';
import { withLogSafeUrls } from '../../kit/log-safe-url.ts';
import { DEFAULT_QUERY_LIMITS, queryLimitsRule, type QueryLimits } from './query-limits.ts';
import { buildQuizSchema, quizRootValue, type QuizContext } from './quiz-schema.ts';
import { createQuizStore, type QuizStore } from './quiz-store.ts';
import { newQuizToken, QUIZ_TOKEN_PATTERN } from './quiz-token.ts';
import { CACHE_PRIVATE } from './cache-control.ts';

export const QUIZ_TOKEN_HEADER = 'x-quiz-token';
/** A query is a few hundred bytes; variables with fifty answers a few KB. */
const BODY_LIMIT = 64 * 1024;
/** Lexer tokens a query may have before parsing stops (graphql's `maxTokens`). */
const MAX_TOKENS = 2_000;

export interface BuildQuizAppOptions {
  db: Database;
  /** unix seconds; tests move it to open and close questions */
  now?: () => number;
  limits?: QueryLimits;
  logger?: FastifyServerOptions['logger'];
}

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** A request error in GraphQL's shape: `{ errors: [{ message, extensions: { code } }] }`. */
const requestErrors = (errors: readonly GraphQLError[], code: string) => ({
  errors: errors.map((e) => ({ ...e.toJSON(), extensions: { code, ...e.extensions } })),
});

/** What the GraphQL endpoint answers with: the store, the schema and its rules, the clock and the parsed queries. */
interface GraphQlEndpoint {
  store: QuizStore;
  schema: GraphQLSchema;
  rootValue: ReturnType<typeof quizRootValue>;
  rules: ValidationRule[];
  now: () => number;
  /** Parsed and validated documents by query text: the BFF sends the same two queries all day. */
  documents: Map<string, DocumentNode>;
}

/** A GraphQL request's fields once its body is checked. */
interface GraphQlRequest {
  query: string;
  variables: unknown;
  operationName: string | null | undefined;
}

export function buildQuizApp(options: BuildQuizAppOptions): FastifyInstance {
  const app = Fastify({ logger: withLogSafeUrls(options.logger ?? false), bodyLimit: BODY_LIMIT });
  registerHeaderGuards(app, standInRefusals);
  const store = createQuizStore(options.db);
  const endpoint: GraphQlEndpoint = {
    store,
    schema: buildQuizSchema(),
    rootValue: quizRootValue(store),
    rules: [...specifiedRules, queryLimitsRule(options.limits ?? DEFAULT_QUERY_LIMITS)],
    now: options.now ?? (() => Date.now() / 1000),
    documents: new Map(),
  };

  registerErrorAnswers(app);
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', CACHE_PRIVATE);
    return { ok: true };
  });
  app.post('/api/functions/get-quiz-token', async (_request, reply) => {
    let token = newQuizToken();
    while (!store.addToken(token, Math.floor(endpoint.now()))) token = newQuizToken();
    return reply.header('cache-control', CACHE_PRIVATE).type('text/plain; charset=utf-8').send(token);
  });
  app.get('/', async (_request, reply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send(errorBody(405, 'GraphQL answers POST / with a JSON body { query, variables?, operationName? }')),
  );
  app.post('/', async (request, reply) => answerGraphQl(endpoint, request, reply));
  return app;
}

function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation)
      return reply
        .code(400)
        .send(
          errorBody(
            400,
            `${error.validationContext ?? 'request'}: ${error.message.replace(/^(body|querystring|params|headers)\/?\s*/, '')}`,
          ),
        );
    const client = clientErrorOf(error);
    if (client) return reply.code(client.statusCode).send(client);
    request.log.error({ err: error }, 'quiz request failed');
    return reply.code(500).send(errorBody(500, 'internal error'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
  });
}

/** POST /: a GraphQL request, checked, parsed (once per query text), validated and executed. */
async function answerGraphQl(endpoint: GraphQlEndpoint, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', CACHE_PRIVATE);
  if (
    !String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('application/json')
  ) {
    return reply.code(415).send(errorBody(415, 'send the GraphQL request as application/json'));
  }
  const checked = graphQlRequestOf(request.body);
  if (typeof checked === 'string') return reply.code(400).send(errorBody(400, checked));
  const { query, variables, operationName } = checked;

  const document = documentFor(endpoint, query);
  if (!('kind' in document)) return reply.code(400).send(document);

  const raw = request.headers[QUIZ_TOKEN_HEADER];
  const given = Array.isArray(raw) ? raw[0] : raw;
  const token = given && QUIZ_TOKEN_PATTERN.test(given) && endpoint.store.hasToken(given) ? given : null;
  const contextValue: QuizContext = { token, now: endpoint.now };
  const result = await execute({
    schema: endpoint.schema,
    document,
    rootValue: endpoint.rootValue,
    contextValue,
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  });

  // No `data`: the request could not start (bad variables, unknown operation) — the client's mistake.
  if (!('data' in result) || result.data === undefined)
    return reply.code(400).send(requestErrors(result.errors ?? [], 'BAD_REQUEST'));
  const errors = result.errors?.map((e) => {
    if (e.originalError && !(e.originalError instanceof GraphQLError)) {
      request.log.error({ err: e.originalError }, 'quiz resolver failed');
      return { message: 'internal error', path: e.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    return e.toJSON();
  });
  return reply.send(errors ? { errors, data: result.data } : { data: result.data });
}

/** The body's query, variables and operation name, or what is wrong with it. */
function graphQlRequestOf(raw: unknown): GraphQlRequest | string {
  const body = raw as Record<string, unknown> | unknown[] | null | undefined;
  if (Array.isArray(body)) return 'batched requests are not supported: send one { query } at a time';
  if (!body || typeof body !== 'object') return 'body must be a JSON object { query, variables?, operationName? }';
  const { query, variables, operationName } = body;
  if (typeof query !== 'string' || query.trim() === '') return 'query must be a non-empty string';
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return 'variables must be an object';
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return 'operationName must be a string';
  }
  return { query, variables, operationName };
}

/** The parsed and validated document of a query, or the request errors that say why there is none. */
function documentFor(endpoint: GraphQlEndpoint, query: string): DocumentNode | ReturnType<typeof requestErrors> {
  const { documents } = endpoint;
  let document = documents.get(query);
  if (!document) {
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch (err) {
      if (err instanceof GraphQLError) return requestErrors([err], 'GRAPHQL_PARSE_FAILED');
      throw err;
    }
    const invalid = validate(endpoint.schema, document, endpoint.rules);
    if (invalid.length) return requestErrors(invalid, 'GRAPHQL_VALIDATION_FAILED');
    if (documents.size > 500) documents.clear();
    documents.set(query, document);
  }
  return document;
}
