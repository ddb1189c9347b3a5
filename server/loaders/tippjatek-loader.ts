// /melleklet/tippjatek/{subSlug?}/{key?}'s loader: the game (with its official result) and, with a key, the stored
// prediction; every rule is in shared/pages/tippjatek.ts. A game or key the origin does not know is a 404.
import type { LoaderFunctionArgs } from 'react-router';
import { PredictionGame, StoredPrediction } from '../../shared/prediction-game-types.ts';
import { buildTippjatekPage, planTippjatekPage } from '../../shared/pages/tippjatek.ts';
import { isNotFound } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';

const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((err) => {
    if (isNotFound(err)) return null;
    throw err;
  });

export async function tippjatekLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const plan = planTippjatekPage(args.params);
  if (!plan) throw notFound(ctx.url.pathname, ctx.load);
  const gamePath = `/api/prediction-games/${plan.game}`;
  const [game, prediction] = await Promise.all([
    orNull(ctx.load.api.get(gamePath, PredictionGame)),
    plan.key === null ? undefined : orNull(ctx.load.api.get(`${gamePath}/predictions/${plan.key}`, StoredPrediction)),
  ]);
  return runBuild(ctx, buildTippjatekPage({ game, prediction }, { ...ctx, plan }));
}
