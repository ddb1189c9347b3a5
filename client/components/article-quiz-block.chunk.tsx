// §4 Quiz, §5: the article's quiz. The first paint is the server's (the quiz as every reader sees it, from the
// article's loader: no answers, no results of open questions, so the page can be cached for everyone); after
// hydration the reader's own answers come from the BFF (the quiz token is an HttpOnly cookie), answering shows the
// right answer, the shares in percent and the averages (one decimal, shared/quiz-view.ts), and with refreshQuiz '1'
// the results refresh every 15 s while the article is open and visible. Mounted with key = article, so its state
// resets on every article. Only articles with a quiz load this chunk.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { formatNumber } from '../../shared/format-number.ts';
import { QUIZ_PAGE_DATA_PATH, type QuizPageData } from '../../shared/quiz-endpoint.ts';
import { QUIZ_MESSAGES } from '../../shared/quiz-messages.ts';
import { fullDate } from '../../shared/relative-date.ts';
import type { QuizAnswerView, QuizQuestionView, QuizView } from '../../shared/quiz-view.ts';
import { pollWhileVisible } from '../behaviours/poll-while-visible.ts';
import { useSite } from '../boot-context.tsx';

type Responses = { answerId: string; optionId?: string }[];

async function readQuiz(res: Response): Promise<{ data: QuizPageData | null; message: string | null }> {
  const body = (await res.json().catch(() => null)) as (QuizPageData & { message?: string }) | null;
  if (res.ok && body?.quiz) return { data: body, message: null };
  return { data: null, message: typeof body?.message === 'string' ? body.message : QUIZ_MESSAGES.unavailable };
}

/**
 * The quiz as shown, and the way to answer it: the reader's own answers are read after hydration (and refreshed when
 * the quiz asks for it), an answer is sent and its question shows the outcome or the server's message.
 */
function useQuiz(quizId: string, initial: QuizView | null) {
  const [view, setView] = useState<QuizView | null>(initial);
  const [refreshMs, setRefreshMs] = useState<number | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The reader's own answers have arrived (the first paint has nobody's).
  const [own, setOwn] = useState(false);
  // An answer outdates every read that started before it: a poll answered late must not undo the reader's choice.
  const writes = useRef(0);
  const url = `${QUIZ_PAGE_DATA_PATH}/${encodeURIComponent(quizId)}`;

  const read = async () => {
    const startedAt = writes.current;
    try {
      const { data } = await readQuiz(await fetch(url, { headers: { accept: 'application/json' } }));
      if (data && startedAt === writes.current) {
        setView(data.quiz);
        setRefreshMs(data.refreshMs);
        setOwn(true);
      }
    } catch {
      // §4 a failed refresh changes nothing on the screen; the next one tries again.
    }
  };

  useEffect(() => {
    void read();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read is remade each render; what it reads changes with the URL
  }, [url]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- read is remade each render; the poll restarts on its inputs
  useEffect(() => (refreshMs ? pollWhileVisible(read) : undefined), [url, refreshMs]);

  const answer = async (question: QuizQuestionView, responses: Responses) => {
    writes.current++;
    setSending(question.id);
    setErrors(({ [question.id]: _gone, ...rest }) => rest);
    try {
      const res = await fetch(`${url}/answers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ answers: [{ questionId: question.id, responses }] }),
      });
      const { data, message } = await readQuiz(res);
      if (data) {
        setView(data.quiz);
        setRefreshMs(data.refreshMs);
      } else {
        setErrors((e) => ({ ...e, [question.id]: message! }));
        // A question that closed meanwhile: show it closed, with its results.
        if (res.status === 409) void read();
      }
    } catch {
      setErrors((e) => ({ ...e, [question.id]: QUIZ_MESSAGES.unavailable }));
    } finally {
      setSending(null);
    }
  };
  return { view, own, sending, errors, answer };
}

export function ArticleQuizBlock({ quizId, initial }: { quizId: string; initial: QuizView | null }) {
  const { view, own, sending, errors, answer } = useQuiz(quizId, initial);
  if (!view) return null;
  const pollOnly = view.questions.every((q) => q.kind === 'poll');
  return (
    <div
      className="quiz"
      data-quiz-state={view.questions.some((q) => q.answered) ? 'answered' : 'open'}
      data-own-answers={own ? 'loaded' : undefined}
    >
      <h2 className="quiz__title">{pollOnly ? 'Szavazás' : 'Kvíz'}</h2>
      <ol className="quiz__questions">
        {view.questions.map((q, i) => (
          <li key={q.id} className={`quiz-question quiz-question--${q.kind}`} data-question-id={q.id}>
            {view.questions.length > 1 && (
              <p className="quiz-question__number">
                {i + 1}. kérdés / {view.questions.length}
              </p>
            )}
            <Question question={q} busy={sending === q.id} onAnswer={(r) => void answer(q, r)} />
            {errors[q.id] && (
              <p className="quiz-question__error" role="alert">
                {errors[q.id]}
              </p>
            )}
          </li>
        ))}
      </ol>
      {view.complex && view.score.scorable > 0 && view.score.answered > 0 && <QuizScore view={view} />}
    </div>
  );
}

function QuizScore({ view }: { view: QuizView }) {
  const { score } = view;
  return (
    <p className="quiz__score" role="status">
      {view.finished ? 'Végeztél! ' : ''}Eredményed:{' '}
      <strong>
        {score.right}/{score.scorable}
      </strong>{' '}
      helyes válasz
      {!view.finished && ` (${score.answered} kérdésre válaszoltál)`}
    </p>
  );
}

function QuestionHead({ question }: { question: QuizQuestionView }) {
  const site = useSite();
  return (
    <>
      <h3 className="quiz-question__title" id={`kerdes-${question.id}`}>
        {question.question}
      </h3>
      {question.description && <p className="quiz-question__description">{question.description}</p>}
      {question.image && <img className="quiz-question__image" src={question.image} alt="" loading="lazy" />}
      {!question.active && <p className="quiz-question__closed">Ez a kérdés lezárult. Az eredmény:</p>}
      {question.active && question.activeTo !== null && (
        <p className="quiz-question__deadline">Válaszolni {fullDate(question.activeTo, site.timeZone)}-ig lehet.</p>
      )}
    </>
  );
}

function Question({
  question,
  busy,
  onAnswer,
}: {
  question: QuizQuestionView;
  busy: boolean;
  onAnswer: (r: Responses) => void;
}) {
  // The reader's stored answer (read after hydration, or just sent) resets what the controls hold.
  const mine = question.answers.map((a) => a.chosenOptionId).join();
  return (
    <>
      <QuestionHead question={question} />
      {question.kind === 'scale' ? (
        <ScaleQuestion key={mine} question={question} busy={busy} onAnswer={onAnswer} />
      ) : question.kind === 'estimate' ? (
        <EstimateQuestion key={mine} question={question} busy={busy} onAnswer={onAnswer} />
      ) : (
        <ChoiceQuestion question={question} busy={busy} onAnswer={onAnswer} />
      )}
      {question.revealed && question.total !== null && question.kind !== 'estimate' && (
        <p className="quiz-question__total">{formatNumber(question.total)} válasz alapján</p>
      )}
    </>
  );
}

/** text, image, poll: one pick. A poll may be answered again (the vote moves); a question with a right answer may not. */
function ChoiceQuestion({
  question,
  busy,
  onAnswer,
}: {
  question: QuizQuestionView;
  busy: boolean;
  onAnswer: (r: Responses) => void;
}) {
  const locked = !question.active || (question.answered && question.kind !== 'poll');
  return (
    <ul className={`quiz-answers quiz-answers--${question.kind}`} aria-labelledby={`kerdes-${question.id}`}>
      {question.answers.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            className={answerClass(question, a)}
            aria-pressed={a.chosen}
            disabled={locked || busy}
            onClick={() => onAnswer([{ answerId: a.id }])}
          >
            {question.kind === 'image' && a.image && (
              <img className="quiz-answer__image" src={a.image} alt="" width="320" height="180" loading="lazy" />
            )}
            <span className="quiz-answer__text">
              <span className="quiz-answer__title">{a.title}</span>
              {a.chosen && question.revealed && <span className="quiz-answer__note">a te válaszod</span>}
              {a.right && (
                <span className="quiz-answer__note quiz-answer__note--right">
                  {a.chosen ? 'helyes!' : 'helyes válasz'}
                </span>
              )}
              {a.result?.percentText && <span className="quiz-answer__percent">{a.result.percentText}</span>}
            </span>
            {a.result && a.result.percent !== null && (
              <span
                className="quiz-answer__bar"
                style={{ '--share': `${a.result.percent}%` } as CSSProperties}
                aria-hidden="true"
              />
            )}
          </button>
          {question.revealed && a.description && <p className="quiz-answer__description">{a.description}</p>}
        </li>
      ))}
    </ul>
  );
}

function answerClass(question: QuizQuestionView, a: QuizAnswerView): string {
  let c = 'quiz-answer';
  if (a.chosen) c += ' quiz-answer--chosen';
  if (question.revealed && a.right) c += ' quiz-answer--right';
  if (question.revealed && a.chosen && question.correct === false) c += ' quiz-answer--wrong';
  return c;
}

/** scale: every statement rated on the question's options; sent together, changed later one by one or together. */
function ScaleQuestion({
  question,
  busy,
  onAnswer,
}: {
  question: QuizQuestionView;
  busy: boolean;
  onAnswer: (r: Responses) => void;
}) {
  const mine = () =>
    Object.fromEntries(question.answers.flatMap((a) => (a.chosenOptionId ? [[a.id, a.chosenOptionId]] : [])));
  const [ratings, setRatings] = useState<Record<string, string>>(mine);
  const complete = question.answers.every((a) => ratings[a.id]);
  const changed = question.answers.some((a) => ratings[a.id] && ratings[a.id] !== a.chosenOptionId);
  return (
    <div className="quiz-scale">
      {question.answers.map((a) => (
        <fieldset key={a.id} className="quiz-scale__item" disabled={!question.active || busy}>
          <legend className="quiz-scale__statement">{a.title}</legend>
          <div className="quiz-scale__options">
            {question.options.map((o) => (
              <label
                key={o.id}
                className={`quiz-scale__option${a.chosenOptionId === o.id ? ' quiz-scale__option--mine' : ''}`}
              >
                <input
                  type="radio"
                  name={`${question.id}-${a.id}`}
                  value={o.id}
                  checked={ratings[a.id] === o.id}
                  onChange={() => setRatings((r) => ({ ...r, [a.id]: o.id }))}
                />
                <span>{o.title}</span>
              </label>
            ))}
          </div>
          {a.result?.averageText && (
            <p className="quiz-scale__average">
              Az olvasók átlaga: <strong>{a.result.averageText}</strong>
            </p>
          )}
        </fieldset>
      ))}
      {question.active && (
        <button
          type="button"
          className="quiz__send"
          disabled={busy || !complete || (question.answered && !changed)}
          onClick={() =>
            onAnswer(
              question.answers.filter((a) => ratings[a.id]).map((a) => ({ answerId: a.id, optionId: ratings[a.id] })),
            )
          }
        >
          {question.answered ? 'Módosítom' : 'Elküldöm'}
        </button>
      )}
    </div>
  );
}

/** estimate: one guess among the question's numbers; the right number and the readers' mean guess once answered. */
function EstimateQuestion({
  question,
  busy,
  onAnswer,
}: {
  question: QuizQuestionView;
  busy: boolean;
  onAnswer: (r: Responses) => void;
}) {
  const target = question.answers[0];
  const chosenAt = question.options.findIndex((o) => o.id === target?.chosenOptionId);
  const [at, setAt] = useState(chosenAt >= 0 ? chosenAt : Math.floor(question.options.length / 2));
  if (!target || question.options.length === 0) return null;
  const inputId = `tipp-${question.id}`;
  const options = question.options;
  return (
    <div className="quiz-estimate">
      {question.active && !question.answered && (
        <>
          <label className="quiz-estimate__label" htmlFor={inputId}>
            A tipped:{' '}
            <output htmlFor={inputId} className="quiz-estimate__value">
              {options[at].title}
            </output>
          </label>
          <input
            id={inputId}
            type="range"
            className="quiz-estimate__range"
            min={0}
            max={options.length - 1}
            step={1}
            value={at}
            aria-valuetext={options[at].title}
            disabled={busy}
            onChange={(e) => setAt(Number(e.currentTarget.value))}
          />
          <p className="quiz-estimate__scale" aria-hidden="true">
            <span>{options[0].title}</span>
            <span>{options[options.length - 1].title}</span>
          </p>
          <button
            type="button"
            className="quiz__send"
            disabled={busy}
            onClick={() => onAnswer([{ answerId: target.id, optionId: options[at].id }])}
          >
            Tippelek
          </button>
        </>
      )}
      {question.revealed && <EstimateResults question={question} target={target} chosenAt={chosenAt} />}
    </div>
  );
}

/** The reader's guess, the right number (with the nearest guess one could pick), the readers' mean and count. */
function EstimateResults({
  question,
  target,
  chosenAt,
}: {
  question: QuizQuestionView;
  target: QuizAnswerView;
  chosenAt: number;
}) {
  const rightOption = question.options.find((o) => o.id === question.rightAnswer?.optionId);
  return (
    <dl className="quiz-estimate__results">
      {chosenAt >= 0 && (
        <>
          <dt>A te tipped</dt>
          <dd className={question.correct ? 'quiz-estimate__mine--right' : undefined}>
            {question.options[chosenAt].title}
          </dd>
        </>
      )}
      {question.rightAnswer?.value !== null && question.rightAnswer?.value !== undefined && (
        <>
          <dt>A helyes válasz</dt>
          <dd>
            {String(question.rightAnswer.value).replace('.', ',')}
            {rightOption && rightOption.title !== String(question.rightAnswer.value)
              ? ` (legközelebbi tipp: ${rightOption.title})`
              : ''}
          </dd>
        </>
      )}
      {target.result?.averageText && (
        <>
          <dt>Az olvasók átlaga</dt>
          <dd>{target.result.averageText}</dd>
        </>
      )}
      {target.result && (
        <>
          <dt>Tippek száma</dt>
          <dd>{formatNumber(target.result.count)}</dd>
        </>
      )}
    </dl>
  );
}
