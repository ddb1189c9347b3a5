// The prediction game's form handler (§2.1 tippjatek; docs/bff-api.md "Prediction game"): POST
// /melleklet/tippjatek/{game}, a plain HTML form post, answered Post/Redirect/Get. A stored prediction is a 303 to its
// own shareable page; a prediction the rules refuse (shared/prediction-game.ts: every share 0–100, together exactly
// 100 %) is a 303 back to the form with the typed values, where the page says what is wrong; an origin that does not
// answer is a 303 back with the values kept. Input no form of ours can send (an over-long field, a malformed submission
// id, no form at all) is a 400 with the reason; a body over the form limit is a 413; another site's post is a 403.
// Every Location is a same-site absolute URL (same-site-location.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveSite } from '../../shared/sites/site-table.ts';
import { PredictionGame, StoredPrediction } from '../../shared/prediction-game-types.ts';
import {
  checkTypedShares,
  FORM_ERROR_PARAM,
  FORM_UNAVAILABLE,
  GAME_SLUG_PATTERN,
  gamePath,
  predictionPath,
  SHARE_FIELD_PREFIX,
  SHARE_INPUT_MAX_LENGTH,
  SUBMISSION_ID_FIELD,
  SUBMISSION_ID_PATTERN,
  TIPPJATEK_PATH,
} from '../../shared/prediction-game.ts';
import type { BffConfig } from '../config.ts';
import { isNotFound, UpstreamError, type PublisherClient } from '../upstream/publisher-client.ts';
import { isCrossSiteForm } from '../policy/cross-site-form.ts';
import { addFormParser } from './form-body.ts';
import { FORM_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';
import { refuseCrossSite, seeOther as seeOtherOn, siteOriginOf } from '../policy/same-site.ts';
import { personalRoutes, refuse } from '../policy/answer-policy.ts';

/** The path the form posts to; GET of the same path is the form itself. */
export const TIPPJATEK_FORM_ROUTE = `${TIPPJATEK_PATH}/:game`;
export const TIPPJATEK_FORM_PATH = new RegExp(`^${TIPPJATEK_PATH}/[^/]+/?$`);

const PARTY_CODE = /^[a-z0-9-]{1,32}$/;
/** A game has a handful of parties; a form with more share fields than this is not one of ours (the rest are ignored). */
const MAX_PARTIES = 32;

export async function registerTippjatekRoutes(
  app: FastifyInstance,
  config: BffConfig,
  api: PublisherClient,
): Promise<void> {
  await app.register(async (scope) => {
    personalRoutes(scope);
    addFormParser(scope);
    scope.post<{ Params: { game: string } }>(
      TIPPJATEK_FORM_ROUTE,
      { bodyLimit: FORM_BODY_LIMIT_BYTES },
      async (req, reply) => submitPrediction(config, api, req, reply),
    );
  });
}

/** The form's fields as the game needs them, or the reason (a 400's) they are not a form of ours. */
interface PredictionForm {
  submissionId: string | undefined;
  /** every share typed, by party code, read before the game is known */
  typedAll: Record<string, string>;
}

async function submitPrediction(
  config: BffConfig,
  api: PublisherClient,
  req: FastifyRequest<{ Params: { game: string } }>,
  reply: FastifyReply,
) {
  const siteOrigin = siteOriginOf(req, config);
  const refused = (status: 400 | 404 | 409, message: string) => refuse(reply, status, message);
  const seeOther = (path: string) => seeOtherOn(reply, path, siteOrigin);

  if (isCrossSiteForm(req, siteOrigin)) return refuseCrossSite(reply);
  const slug = req.params.game;
  if (!GAME_SLUG_PATTERN.test(slug)) return refused(404, 'Nincs ilyen tippjáték.');
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return refused(400, 'Az űrlap hiányzik: a tippet a tippjáték oldalán küldd el.');
  const form = predictionFormOf(body as Record<string, unknown>);
  if (typeof form === 'string') return refused(400, form);
  const { submissionId, typedAll } = form;

  const site = resolveSite(req.domain, '/').slug;
  let game: PredictionGame;
  try {
    game = await api.get(`/api/prediction-games/${slug}`, { site, schema: PredictionGame });
  } catch (err) {
    if (isNotFound(err)) return refused(404, 'Nincs ilyen tippjáték.');
    req.log.warn({ err: (err as Error).message }, 'prediction game unavailable');
    return seeOther(backToForm(slug, typedAll, true));
  }

  const typed: Record<string, string> = {};
  for (const party of game.parties) if (typedAll[party.code] !== undefined) typed[party.code] = typedAll[party.code];
  const check = checkTypedShares(game.parties, typed);
  if (check.problems.length) return seeOther(backToForm(slug, typed, false));

  const shares = Object.fromEntries(Object.entries(check.shares).map(([code, bp]) => [code, bp / 100]));
  try {
    const stored = await api.request(`/api/prediction-games/${slug}/predictions`, {
      method: 'POST',
      site,
      schema: StoredPrediction,
      body: { shares, ...(submissionId ? { submissionId } : {}) },
    });
    return seeOther(predictionPath(slug, stored.key));
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 400 || err.status === 409))
      return refused(err.status, err.message);
    req.log.warn({ err: (err as Error).message }, 'prediction not stored');
    return seeOther(backToForm(slug, typed, true));
  }
}

function predictionFormOf(fields: Record<string, unknown>): PredictionForm | string {
  const rawId = fields[SUBMISSION_ID_FIELD];
  if (rawId !== undefined && rawId !== '' && (typeof rawId !== 'string' || !SUBMISSION_ID_PATTERN.test(rawId))) {
    return `${SUBMISSION_ID_FIELD}: hibás beküldési azonosító; töltsd be újra az oldalt.`;
  }
  const submissionId = typeof rawId === 'string' && rawId !== '' ? rawId : undefined;

  // What was typed, read before the game is known, so a reader whose post finds the origin down keeps it.
  const typedAll: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(SHARE_FIELD_PREFIX)) continue;
    if (typeof value !== 'string' || value.length > SHARE_INPUT_MAX_LENGTH) {
      return `${name}: egy legfeljebb ${SHARE_INPUT_MAX_LENGTH} karakteres számot várunk (például 12,5).`;
    }
    const code = name.slice(SHARE_FIELD_PREFIX.length);
    if (PARTY_CODE.test(code) && Object.keys(typedAll).length < MAX_PARTIES) typedAll[code] = value;
  }
  return { submissionId, typedAll };
}

/** The form again, with what the reader typed (and why it came back, when the reason is not in the values). */
function backToForm(game: string, typed: Record<string, string>, unavailable: boolean): string {
  const query = new URLSearchParams();
  for (const [code, value] of Object.entries(typed)) query.set(`${SHARE_FIELD_PREFIX}${code}`, value);
  if (unavailable) query.set(FORM_ERROR_PARAM, FORM_UNAVAILABLE);
  const q = query.toString();
  return q ? `${gamePath(game)}?${q}` : gamePath(game);
}
