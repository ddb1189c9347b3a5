// The BFF's draws of chance (§4 the front's automatic block variant and the recommender version, without repetition
// until every value was used; §9 the holdblog's picks), one set per app. The source of chance is the config's
// `random` (Math.random unless a test fixes it): a page drawn twice by a test with a fixed source is the same page,
// which the visual baselines (decision 055) and the one-story-once checks rely on.
import { AUTO_BLOCK_VARIANTS, RECOMMENDER_VERSIONS } from '../shared/constants.ts';
import { createNoRepeatDrawPerKey } from '../shared/no-repeat-draw.ts';
import { pickRandom } from '../shared/recommender-boxes.ts';
import type { BffConfig } from './config.ts';

export interface Draws {
  /** §4 the front's automatic block variant for a site (1..AUTO_BLOCK_VARIANTS). */
  autoBlockVariant(site: string): number;
  /** §4 the recommender version for a site (1..RECOMMENDER_VERSIONS). */
  recommenderVersion(site: string): number;
  /** `k` of `items` at random, in random order. */
  pick<T>(items: readonly T[], k: number): T[];
}

const perConfig = new WeakMap<BffConfig, Draws>();

/** The app's draws: made on first use for this config, so that each app (and each test's app) keeps its own bags. */
export function drawsOf(config: BffConfig): Draws {
  let draws = perConfig.get(config);
  if (!draws) {
    const random = config.random ?? Math.random;
    const variant = createNoRepeatDrawPerKey(AUTO_BLOCK_VARIANTS, random);
    const version = createNoRepeatDrawPerKey(RECOMMENDER_VERSIONS, random);
    draws = {
      autoBlockVariant: variant,
      recommenderVersion: version,
      pick: (items, k) => pickRandom(items, k, random),
    };
    perConfig.set(config, draws);
  }
  return draws;
}
