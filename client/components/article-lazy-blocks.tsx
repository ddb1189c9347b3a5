// §4 the quiz block and the livescore dashboard, mounted where the article asks for them. Their code loads only
// then (a separate chunk, outside the article page's budget); the quiz after hydration, keyed by article so its state
// resets on each article; the dashboard is rendered on the server with the article's data (first paint shows the
// score) and the browser keeps that HTML until the chunk arrives and takes over.
import type { Fixture } from '../../shared/livescore-types.ts';
import { lazy, Suspense, useEffect, useState } from 'react';

const QuizBlock = lazy(() => import('./article-quiz-block.tsx').then((m) => ({ default: m.ArticleQuizBlock })));
const LivescoreBlock = lazy(() => import('./article-livescore-block.tsx').then((m) => ({ default: m.ArticleLivescoreBlock })));

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function ArticleQuiz({ quizId, articleId }: { quizId: string; articleId: number }) {
  const mounted = useMounted();
  return (
    <section className="article-quiz" data-quiz-id={quizId} aria-label="Kvíz">
      {mounted && <Suspense fallback={null}><QuizBlock key={articleId} quizId={quizId} /></Suspense>}
    </section>
  );
}

export function ArticleLivescore({ fixtures }: { fixtures: Fixture[] }) {
  return (
    <section className="article-livescore" aria-label="Élő eredmények">
      <Suspense fallback={null}><LivescoreBlock fixtures={fixtures} /></Suspense>
    </section>
  );
}
