// Fixture ids are structural, so they do not depend on the day the service starts or on its seed: a domestic or
// Champions League fixture is 1,000,000 + 40,000 × league slot + 10,000 × (0 this season, 1 the previous one) + its
// index in round order; the Euro 2024 fixtures start at 1,280,000 and the 2022 World Cup's at 1,290,000. Every id
// lies in 1,000,000..1,299,999, the range the publisher's articles hold livescore ids in (§3 article.livescoreId),
// and the demo corpus picks its articles' ids through articleFixtureId, so every one of them resolves here.
import { matchesPerRound, SEASON_LEAGUES, type SeasonLeague } from './leagues.ts';

export const FIXTURE_ID_BASE = 1_000_000;
const SLOT_SPAN = 40_000;
const SEASON_SPAN = 10_000;
export const EURO_2024_ID_BASE = 1_280_000;
export const WORLD_CUP_2022_ID_BASE = 1_290_000;
/** The tournaments' fixture counts (§9 indexes: 51 and 64 fixtures). */
export const EURO_2024_FIXTURES = 51;
export const WORLD_CUP_2022_FIXTURES = 64;

export function leagueFixtureId(league: SeasonLeague, seasonsBack: 0 | 1, index: number): number {
  return FIXTURE_ID_BASE + league.slot * SLOT_SPAN + seasonsBack * SEASON_SPAN + index;
}

/** The anchor round's fixtures that kick off around the service's start, live ones first. */
function anchorRoundIds(league: SeasonLeague, wanted: (offsetMin: number) => boolean): number[] {
  const first = league.anchorRound * matchesPerRound(league);
  return (league.liveOffsetsMin ?? []).flatMap((offset, m) =>
    wanted(offset) ? [leagueFixtureId(league, 0, first + m)] : [],
  );
}

/** Minutes a match takes from kick-off to the final whistle, at the most (stoppage time and half-time included). */
const MATCH_SPAN_MIN = 112;

/** Fixtures running when the service starts (and for a while after). */
export const LIVE_AT_START_IDS: readonly number[] = SEASON_LEAGUES.flatMap((l) =>
  anchorRoundIds(l, (o) => o < 0 && o > -MATCH_SPAN_MIN + 8),
);
/** Fixtures of the service's start day: some finished, some live, some to come. */
export const TODAY_IDS: readonly number[] = SEASON_LEAGUES.flatMap((l) => anchorRoundIds(l, () => true));

function tournamentIds(base: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => base + i);
}

/** Fixtures an article may be about: today's, the Euro 2024's and the World Cup's (all settled ones resolve too). */
const ARTICLE_POOL: readonly number[] = [
  ...TODAY_IDS,
  ...tournamentIds(EURO_2024_ID_BASE, EURO_2024_FIXTURES),
  ...tournamentIds(WORLD_CUP_2022_ID_BASE, WORLD_CUP_2022_FIXTURES),
];

/**
 * The livescore id of a generated article (stand-ins/origin/seed): a running live blog follows a fixture that is live,
 * another sports article one of today's or the tournaments' fixtures. `n` is any non-negative draw of the caller's
 * random stream, so the corpus draws exactly as many numbers as before.
 */
export function articleFixtureId(n: number, kind: 'live' | 'today' | 'any'): number {
  const pool = kind === 'live' ? LIVE_AT_START_IDS : kind === 'today' ? TODAY_IDS : ARTICLE_POOL;
  return pool[Math.abs(Math.trunc(n)) % pool.length];
}
