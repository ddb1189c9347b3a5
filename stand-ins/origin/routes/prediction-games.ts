// The prediction game (§2.1 tippjatek; docs/origin-api.md "Prediction game"): a game with its parties and official
// result, a prediction stored under a random key, and a stored prediction read back by key. A prediction's shares must
// add up to exactly 100 % (shared/prediction-game.ts; the refusal says why, in Hungarian). Storing is one INSERT in
// SQLite's single writer: concurrent submissions each get a row of their own, and a retried submission (same client
// submission id) finds the row its first attempt made instead of making another.
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  checkPercentShares,
  GAME_CLOSED_TEXT,
  GAME_SLUG_PATTERN,
  percentOf,
  PREDICTION_KEY_ALPHABET,
  PREDICTION_KEY_LENGTH,
  PREDICTION_KEY_PATTERN,
  predictionGameOpen,
  type PredictionParty,
} from '../../../shared/prediction-game.ts';
import {
  PredictionSubmission,
  type PredictionGame,
  type StoredPrediction,
} from '../../../shared/prediction-game-types.ts';
import { CACHE_LIST, CACHE_NONE, CACHE_STORED } from '../cache-policy.ts';
import { badRequest, HttpError, notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { requestSite } from '../request-site.ts';

/** A prediction body is a handful of numbers: a few hundred bytes. */
export const PREDICTION_BODY_LIMIT = 4 * 1024;
const KEY_ATTEMPTS = 5;

interface GameRow {
  slug: string;
  title: string;
  question: string;
  parties: string;
  results: string | null;
  results_source: string | null;
  results_published_at: number | null;
  closes_at: number | null;
}
interface PredictionRow {
  key: string;
  game_slug: string;
  submission_id: string | null;
  shares: string;
  created_at: number;
}

const percentShares = (bp: Record<string, number>) =>
  Object.fromEntries(Object.entries(bp).map(([code, v]) => [code, percentOf(v)]));

function gameOf(row: GameRow): PredictionGame {
  return {
    slug: row.slug,
    title: row.title,
    question: row.question,
    parties: JSON.parse(row.parties) as PredictionParty[],
    closesAt: row.closes_at,
    results:
      row.results === null
        ? null
        : {
            shares: percentShares(JSON.parse(row.results) as Record<string, number>),
            source: row.results_source ?? '',
            publishedAt: row.results_published_at ?? 0,
          },
  };
}

const storedOf = (row: PredictionRow): StoredPrediction => ({
  key: row.key,
  game: row.game_slug,
  shares: percentShares(JSON.parse(row.shares) as Record<string, number>),
  createdAt: row.created_at,
});

function newKey(): string {
  let key = '';
  for (let i = 0; i < PREDICTION_KEY_LENGTH; i++)
    key += PREDICTION_KEY_ALPHABET[randomInt(PREDICTION_KEY_ALPHABET.length)];
  return key;
}

/** Same shares, whatever the order the client wrote them in. */
const sameShares = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([code, v]) => b[code] === v);

type PredictionStatements = ReturnType<typeof predictionStatements>;

export function registerPredictionGameRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const q = predictionStatements(ctx.db);
  /** Stores the prediction (or finds the retried one): [row, created]. */
  const store = ctx.db.transaction(
    (game: string, submissionId: string | null, shares: Record<string, number>, site: string) =>
      storePrediction(q, () => ctx.auth.now(), game, submissionId, shares, site),
  );

  app.get<{ Params: { game: string } }>('/api/prediction-games/:game', async (request, reply) => {
    requestSite(request);
    const game = gameOf(findGame(q, request.params.game));
    reply.header('cache-control', CACHE_LIST);
    return game;
  });

  app.post<{ Params: { game: string }; Body: PredictionSubmission }>(
    '/api/prediction-games/:game/predictions',
    {
      schema: { body: PredictionSubmission },
      bodyLimit: PREDICTION_BODY_LIMIT,
    },
    async (request, reply) => {
      const site = requestSite(request);
      const game = gameOf(findGame(q, request.params.game));
      if (!predictionGameOpen(game, ctx.auth.now())) throw new HttpError(409, GAME_CLOSED_TEXT);
      const check = checkPercentShares(game.parties, request.body.shares);
      if (check.problems.length) throw badRequest(check.problems.map((p) => p.message).join(' '));
      const [row, created] = store(game.slug, request.body.submissionId ?? null, check.shares, site.slug);
      reply.code(created ? 201 : 200).header('cache-control', CACHE_NONE);
      return storedOf(row);
    },
  );

  app.get<{ Params: { game: string; key: string } }>(
    '/api/prediction-games/:game/predictions/:key',
    async (request, reply) => {
      requestSite(request);
      const game = findGame(q, request.params.game);
      const row = PREDICTION_KEY_PATTERN.test(request.params.key)
        ? (q.byKey.get(request.params.key, game.slug) as PredictionRow | undefined)
        : undefined;
      if (!row) throw notFound(`no prediction '${request.params.key}' in '${game.slug}'`);
      reply.header('cache-control', CACHE_STORED);
      return storedOf(row);
    },
  );
}

function predictionStatements(db: Database) {
  return {
    gameRow: db.prepare('SELECT * FROM prediction_games WHERE slug = ?'),
    byKey: db.prepare('SELECT * FROM predictions WHERE key = ? AND game_slug = ?'),
    bySubmission: db.prepare('SELECT * FROM predictions WHERE submission_id = ?'),
    keyTaken: db.prepare('SELECT 1 FROM predictions WHERE key = ?'),
    // The only conflict the INSERT expects is on submission_id (a retry); a key is checked free first (in the same
    // transaction, so no one takes it in between).
    insert: db.prepare(`INSERT INTO predictions (key, game_slug, submission_id, shares, site_slug, created_at)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (submission_id) DO NOTHING`),
  };
}

function findGame(q: PredictionStatements, slug: string): GameRow {
  const row = GAME_SLUG_PATTERN.test(slug) ? (q.gameRow.get(slug) as GameRow | undefined) : undefined;
  if (!row) throw notFound(`no prediction game '${slug}'`);
  return row;
}

/** Stores the prediction under a free random key, or finds the row a retry of the same submission made. */
function storePrediction(
  q: PredictionStatements,
  now: () => number,
  game: string,
  submissionId: string | null,
  shares: Record<string, number>,
  site: string,
): [PredictionRow, boolean] {
  const json = JSON.stringify(shares);
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
    const key = newKey();
    if (q.keyTaken.get(key)) continue;
    const { changes } = q.insert.run(key, game, submissionId, json, site, now());
    if (changes === 1) return [q.byKey.get(key, game) as PredictionRow, true];
    const earlier = q.bySubmission.get(submissionId) as PredictionRow | undefined;
    if (!earlier) continue;
    if (earlier.game_slug !== game || !sameShares(JSON.parse(earlier.shares) as Record<string, number>, shares)) {
      throw new HttpError(
        409,
        'Ezzel az azonosítóval már egy másik tippet küldtek be: töltsd be újra az oldalt, és küldd el újra a tippedet.',
      );
    }
    return [earlier, false];
  }
  throw new Error('no free prediction key');
}
