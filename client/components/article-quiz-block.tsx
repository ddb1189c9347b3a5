// The quiz mount (§4 Quiz). The full quiz (questions, answers, token, 15 s refresh) comes with its own issue; this
// block owns the per-article state that must reset on each article.
import { useState } from 'react';

export function ArticleQuizBlock({ quizId }: { quizId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="article-quiz__block" data-ready="true">
      <h2 className="article-quiz__title">Kvíz</h2>
      <button type="button" className="article-quiz__start" aria-expanded={open} onClick={() => setOpen(true)}>Kitöltöm</button>
      {open && <p className="article-quiz__note" data-quiz={quizId}>A kvíz betöltése folyamatban…</p>}
    </div>
  );
}
