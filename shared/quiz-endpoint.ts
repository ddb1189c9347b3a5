// The BFF's quiz endpoint (docs/bff-api.md, Quizzes): where the browser reads and answers the article's quiz, and what
// both answer. The server implements it (server/routes/quiz-routes.ts), the quiz block calls it.
import type { QuizView } from './quiz-view.ts';

export const QUIZ_PAGE_DATA_PATH = '/page-data/quiz';

/** GET and POST answer this: the view model, and how often the UI should refresh it (null: no refresh, §4). */
export interface QuizPageData {
  quiz: QuizView;
  refreshMs: number | null;
}
