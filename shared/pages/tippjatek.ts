// /melleklet/tippjatek/{subSlug?}/{key?} (§2.1 tippjatek, §2.5 valasztas-2022): the prediction game. Without a key
// it is the game's form (no subSlug: the default game); with a key, one stored prediction as a page of its own to
// share, compared with the official result once there is one. The form posts to the BFF's handler
// (server/routes/tippjatek-routes.ts), which stores the prediction at the origin and redirects here (PRG); a prediction
// it refused comes back as the form with the typed values in the query, and this page says what is wrong.
// Nothing here is personal: the form and every stored prediction are the same for whoever asks, so they are cached.
import type { PredictionGame, StoredPrediction } from '../prediction-game-types.ts';
import { dateLabel } from '../date-styles.ts';
import {
  checkTypedShares,
  comparePrediction,
  DEFAULT_PREDICTION_GAME,
  FORM_ERROR_PARAM,
  FORM_UNAVAILABLE,
  GAME_SLUG_PATTERN,
  gamePath,
  predictionGameOpen,
  predictionPath,
  PREDICTION_KEY_PATTERN,
  SHARE_FIELD_PREFIX,
  SHARE_INPUT_MAX_LENGTH,
  shareFromPercent,
  verdictOf,
  type PredictionComparison,
  type PredictionParty,
  type ShareProblem,
} from '../prediction-game.ts';
import { NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { sidebarParts, type SidebarParts } from './sidebar-parts.ts';

export interface TippjatekGame {
  slug: string;
  title: string;
  question: string;
  parties: PredictionParty[];
}

interface TippjatekCommon extends SidebarParts {
  kind: 'tippjatek';
  game: TippjatekGame;
  /** the page's own canonical path (the form's is the game's path, also when reached as /melleklet/tippjatek) */
  canonicalPath: string;
}

export interface TippjatekForm extends TippjatekCommon {
  view: 'form';
  /** where the form posts */
  action: string;
  /** what the reader typed, when a refused post brought them back (text per party code) */
  values: Record<string, string>;
  /** why it was refused (the same rules the origin applies) */
  problems: ShareProblem[];
  /** the origin did not answer: the values are kept, the reader may send again */
  unavailable: boolean;
  /**
   * The game is over (predictionGameOpen): no form, but the official result where there is one (basis points per party,
   * in the game's party order).
   */
  closed: { result: { shares: { code: string; name: string; share: number }[]; source: string } | null } | null;
}

export interface TippjatekPrediction extends TippjatekCommon {
  view: 'prediction';
  key: string;
  /** '2026. november 26.' */
  createdLabel: string;
  /** basis points per party code, in the game's party order */
  shares: { code: string; name: string; share: number }[];
  /** null until the official result is out */
  result: (PredictionComparison & { source: string; verdict: string }) | null;
}

export type TippjatekPageData = TippjatekForm | TippjatekPrediction;

export interface TippjatekPlan {
  game: string;
  /** null: the form */
  key: string | null;
}

/** What the loader fetches; null for a path that cannot be a game or a prediction (a 404 without asking anyone). */
export function planTippjatekPage(params: { subSlug?: string; key?: string }): TippjatekPlan | null {
  const game = params.subSlug ?? DEFAULT_PREDICTION_GAME;
  if (!GAME_SLUG_PATTERN.test(game)) return null;
  if (params.key === undefined) return { game, key: null };
  return PREDICTION_KEY_PATTERN.test(params.key) ? { game, key: params.key } : null;
}

export interface TippjatekAnswers {
  /** null: the origin has no such game */
  game: PredictionGame | null;
  /** with a key: null when the origin has no such prediction */
  prediction?: StoredPrediction | null;
}

const basisPoints = (shares: Record<string, number>) =>
  Object.fromEntries(Object.entries(shares).map(([code, pct]) => [code, shareFromPercent(pct) ?? 0]));

function officialResult(source: PredictionGame) {
  if (!source.results) return null;
  const official = basisPoints(source.results.shares);
  return {
    shares: source.parties.map((p) => ({ code: p.code, name: p.name, share: official[p.code] ?? 0 })),
    source: source.results.source,
  };
}

/** The purge key of everything a game shows: its form, and every prediction once the official result comes. */
export const gamePurgeKey = (game: string) => `tippjatek-${game}`;

export function buildTippjatekPage(
  answers: TippjatekAnswers,
  ctx: PageContext & { plan: TippjatekPlan },
): PageOutcome<TippjatekPageData> {
  const { game: source } = answers;
  if (!source || source.slug !== ctx.plan.game) return NOT_FOUND;
  const game: TippjatekGame = {
    slug: source.slug,
    title: source.title,
    question: source.question,
    parties: source.parties,
  };
  const keys = [gamePurgeKey(game.slug)];

  if (ctx.plan.key === null) {
    const query = ctx.url.searchParams;
    const values: Record<string, string> = {};
    for (const p of game.parties) {
      const typed = query.get(`${SHARE_FIELD_PREFIX}${p.code}`);
      if (typed !== null) values[p.code] = typed.slice(0, SHARE_INPUT_MAX_LENGTH);
    }
    const returned = Object.keys(values).length > 0;
    return page(
      {
        kind: 'tippjatek',
        ...sidebarParts(ctx, 'tippjatek'),
        view: 'form',
        game,
        canonicalPath: gamePath(game.slug),
        action: gamePath(game.slug),
        values,
        problems: returned ? checkTypedShares(game.parties, values).problems : [],
        unavailable: query.get(FORM_ERROR_PARAM) === FORM_UNAVAILABLE,
        closed: predictionGameOpen(source, ctx.now) ? null : { result: officialResult(source) },
      },
      'list',
      keys,
    );
  }

  const stored = answers.prediction;
  if (!stored || stored.key !== ctx.plan.key || stored.game !== game.slug) return NOT_FOUND;
  const shares = basisPoints(stored.shares);
  const comparison = source.results
    ? comparePrediction(game.parties, shares, basisPoints(source.results.shares))
    : null;
  return page(
    {
      kind: 'tippjatek',
      ...sidebarParts(ctx, 'tippjatek'),
      view: 'prediction',
      game,
      canonicalPath: predictionPath(game.slug, stored.key),
      key: stored.key,
      createdLabel: dateLabel(stored.createdAt),
      shares: game.parties.map((p) => ({ code: p.code, name: p.name, share: shares[p.code] ?? 0 })),
      result: comparison && { ...comparison, source: source.results!.source, verdict: verdictOf(comparison.distance) },
    },
    'list',
    keys,
  );
}

/** The query parameters this page type reads (the form's error and the shares typed (one parameter per party: a prefix), the app's ad units): the page cache keys on these alone (decision 040). */
export const tippjatekQueryKeys = [
  FORM_ERROR_PARAM,
  `${SHARE_FIELD_PREFIX}*`,
  MOBILE_APP_PARAM,
] as const satisfies QueryKeys;
