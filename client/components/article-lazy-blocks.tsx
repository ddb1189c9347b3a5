// §4 the quiz block and the livescore dashboard, mounted where the article asks for them. Their code loads only
// then (a separate chunk, outside the article page's budget). The quiz is rendered by the server too (the quiz as
// every reader sees it, from the page data), kept as the server drew it until its chunk has loaded (so the clock's
// first tick cannot make React throw it away and draw it again), and keyed by article, so its state resets on each
// article; the dashboard mounts after hydration.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { QuizView } from '../../shared/quiz-view.ts';
import { DeferredPart } from '../deferred-part.tsx';

const quizBlock = () => import('./article-quiz-block.tsx').then((m) => m.ArticleQuizBlock);
const LivescoreBlock = lazy(() => import('./article-livescore-block.tsx').then((m) => ({ default: m.ArticleLivescoreBlock })));

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function ArticleQuiz({ quizId, quiz, articleId }: { quizId: string; quiz: QuizView | null; articleId: number }) {
  return (
    <section className="article-quiz" data-quiz-id={quizId} aria-label="Kvíz">
      <DeferredPart key={articleId} name="quiz" until={0} load={quizBlock} props={{ quizId, initial: quiz }} />
    </section>
  );
}

export function ArticleLivescore({ livescoreId }: { livescoreId: number }) {
  const mounted = useMounted();
  return (
    <section className="article-livescore" data-livescore-id={livescoreId} aria-label="Élő eredmények">
      {mounted && <Suspense fallback={null}><LivescoreBlock livescoreId={livescoreId} /></Suspense>}
    </section>
  );
}
