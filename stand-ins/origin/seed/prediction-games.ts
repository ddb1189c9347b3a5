// The prediction games of the demo corpus (§2.1 tippjatek, §2.5 valasztas-2022). Not generated: the 2022 Hungarian
// parliamentary election's official national-list result (Nemzeti Választási Iroda, final count, list votes incl.
// postal votes; the publication time is the demo's), so a stored prediction is compared with the real figures. The small lists (MEMO,
// Normális Élet Pártja, the nationality lists) are one "other" line: their shares are too small to predict one by one.
import type { Database } from 'better-sqlite3';
import { DEFAULT_PREDICTION_GAME } from '../../../shared/prediction-game.ts';

export interface SeededGame {
  slug: string;
  title: string;
  question: string;
  parties: { code: string; name: string }[];
  /** basis points (hundredths of a percent) per party code, adding up to 10 000; null before the count */
  results: Record<string, number> | null;
  resultsSource: string | null;
  /** unix seconds */
  resultsPublishedAt: number | null;
  /** unix seconds: when the vote it asks about begins, the game takes no more predictions; null: never closes */
  closesAt: number | null;
}

export const PREDICTION_GAMES: readonly SeededGame[] = [
  {
    slug: DEFAULT_PREDICTION_GAME,
    title: 'Tippjáték: ki hány százalékot kap 2022-ben?',
    question:
      'Szerinted hogyan oszlanak meg a listás szavazatok a 2022-es országgyűlési választáson? A tippjeid összege legyen pontosan 100\u00a0%.',
    parties: [
      { code: 'fidesz-kdnp', name: 'Fidesz–KDNP' },
      { code: 'egysegben', name: 'Egységben Magyarországért' },
      { code: 'mi-hazank', name: 'Mi Hazánk' },
      { code: 'mkkp', name: 'Magyar Kétfarkú Kutya Párt' },
      { code: 'egyeb', name: 'Többi lista (MEMO, NÉP, nemzetiségi listák)' },
    ],
    results: { 'fidesz-kdnp': 5413, egysegben: 3444, 'mi-hazank': 588, mkkp: 327, egyeb: 228 },
    resultsSource: 'Nemzeti Választási Iroda, a 2022. április 3-i országgyűlési választás végleges listás eredménye',
    resultsPublishedAt: Date.UTC(2022, 3, 16, 12, 0, 0) / 1000,
    // The polls opened at 6:00 on 3 April 2022 (summer time, UTC+2).
    closesAt: Date.UTC(2022, 3, 3, 4, 0, 0) / 1000,
  },
];

export function insertPredictionGames(db: Database, games: readonly SeededGame[] = PREDICTION_GAMES): void {
  const insert =
    db.prepare(`INSERT INTO prediction_games (slug, title, question, parties, results, results_source, results_published_at,
    closes_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const g of games) {
    insert.run(
      g.slug,
      g.title,
      g.question,
      JSON.stringify(g.parties),
      g.results && JSON.stringify(g.results),
      g.resultsSource,
      g.resultsPublishedAt,
      g.closesAt,
    );
  }
}
