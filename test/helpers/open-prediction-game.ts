// A prediction game that never closes, for the tests that send predictions: the demo's own game (the 2022 election)
// closed when its polls opened (§2.1 tippjatek, shared/prediction-game.ts). Same parties and result, a name of its own.
import type { Database } from 'better-sqlite3';
import { insertPredictionGames, PREDICTION_GAMES } from '../../stand-ins/origin/seed/prediction-games.ts';

export const OPEN_TEST_GAME = 'proba-tippjatek';

export function addOpenTestGame(db: Database): void {
  insertPredictionGames(db, [
    { ...PREDICTION_GAMES[0], slug: OPEN_TEST_GAME, title: 'Próba tippjáték', closesAt: null },
  ]);
}
