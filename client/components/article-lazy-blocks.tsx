// §4 the quiz block and the livescore dashboard, mounted where the article asks for them. Their code loads only
// then (a separate chunk, outside the article page's budget). Both are rendered by the server too and kept as the
// server drew them until their chunk has loaded: the quiz as every reader sees it (from the page data, keyed by
// article so its state resets on each article, and so the clock's first tick cannot make React throw it away and
// draw it again), the dashboard with the article's fixtures (first paint shows the score).
import type { Fixture } from '../../shared/livescore-types.ts';
import { lazy, Suspense } from 'react';
import type { QuizView } from '../../shared/quiz-view.ts';
import { DeferredPart } from '../deferred-part.tsx';

const quizBlock = () => import('./article-quiz-block.chunk.tsx').then((m) => m.ArticleQuizBlock);
const LivescoreBlock = lazy(() =>
  import('./article-livescore-block.chunk.tsx').then((m) => ({ default: m.ArticleLivescoreBlock })),
);

export function ArticleQuiz({ quizId, quiz, articleId }: { quizId: string; quiz: QuizView | null; articleId: number }) {
  return (
    <section className="article-quiz" data-quiz-id={quizId} aria-label="Kvíz">
      <DeferredPart key={articleId} name="quiz" until={0} load={quizBlock} props={{ quizId, initial: quiz }} />
    </section>
  );
}

export function ArticleLivescore({ fixtures }: { fixtures: Fixture[] }) {
  return (
    <section className="article-livescore" aria-label="Élő eredmények">
      <Suspense fallback={null}>
        <LivescoreBlock fixtures={fixtures} />
      </Suspense>
    </section>
  );
}
