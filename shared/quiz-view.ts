// What the quiz UI draws, built from the quiz service's answer (§3 Quiz) and the reader's own answers: which questions
// still take answers (§4), which answer the reader chose, and — once the reader answered or the question closed — the
// right answer, the shares in percent and the averages, rounded as §5 says. Pure, so the BFF builds it and a test
// can check every rule without a server.
import { isQuizDisplayKind, OPTION_KINDS, type QuizDisplayKind } from './quiz-display.ts';
import { formatQuizAverage, formatQuizPercent, optionNumber, quizAverage, quizPercent } from './quiz-numbers.ts';
import { isQuestionActive } from './quiz-question-active.ts';
import type { Quiz, UserAnswer } from './quiz-types.ts';

export interface QuizAnswerResult {
  count: number;
  /** single-choice kinds: share of the question's answers, one decimal; null for scale and estimate */
  percent: number | null;
  percentText: string | null;
  /** scale and estimate: mean of the chosen option values, one decimal; null for single-choice kinds */
  average: number | null;
  averageText: string | null;
}

export interface QuizAnswerView {
  id: string;
  title: string;
  image: string | null;
  description: string | null;
  /** the reader picked this answer (single choice) or rated it (scale) */
  chosen: boolean;
  /** the option the reader paired with this answer (scale, estimate) */
  chosenOptionId: string | null;
  /** this is the right answer; false before the results are shown and on questions without one */
  right: boolean;
  /** null until the results are shown */
  result: QuizAnswerResult | null;
}

export interface QuizQuestionView {
  id: string;
  question: string;
  kind: QuizDisplayKind;
  image: string | null;
  description: string | null;
  /** §4: takes answers while true */
  active: boolean;
  activeTo: number | null;
  answered: boolean;
  /** results (right answer, percentages, averages) are shown: the reader answered or the question closed */
  revealed: boolean;
  /** answers given to this question by everyone (single choice: the sum of answerCount) */
  total: number | null;
  options: { id: string; title: string }[];
  answers: QuizAnswerView[];
  /** the right answer once revealed: an answer id, or for an estimate the number and the nearest option */
  rightAnswer: { answerId: string | null; value: number | null; optionId: string | null } | null;
  /** the reader's answer was right (null: not answered, or the question has no right answer) */
  correct: boolean | null;
}

export interface QuizView {
  id: string;
  complex: boolean;
  questions: QuizQuestionView[];
  /** questions with a right answer, and how many of them the reader got right */
  score: { right: number; answered: number; scorable: number };
  /** every active question is answered */
  finished: boolean;
}

function kindOf(displayAs: string, rightAnswer: unknown): QuizDisplayKind {
  if (isQuizDisplayKind(displayAs)) return displayAs;
  // An upstream kind we do not know is drawn as a plain choice; without a right answer, as a poll.
  return rightAnswer === null || rightAnswer === undefined ? 'poll' : 'text';
}

/** The option whose number is nearest the estimate's right value (the options are steps; the truth may lie between). */
function nearestOption(options: { _id: string; title: string }[], value: number): string | null {
  let best: { id: string; d: number } | null = null;
  for (const o of options) {
    const n = optionNumber(o.title);
    if (n === null) continue;
    const d = Math.abs(n - value);
    if (!best || d < best.d) best = { id: o._id, d };
  }
  return best?.id ?? null;
}

type Question = Quiz['questions'][number];
type Responses = UserAnswer['responses'];

/** The question's right answer when it has one the reader can be scored on: an answer, or an estimate's number. */
function rightAnswerOf(q: Question, kind: QuizDisplayKind) {
  let rightAnswer: QuizQuestionView['rightAnswer'] = null;
  let rightAnswerId: string | null = null;
  let rightOptionId: string | null = null;
  if (q.rightAnswer !== null && q.rightAnswer !== undefined && q.rightAnswer !== '') {
    if (kind === 'estimate') {
      const value = typeof q.rightAnswer === 'number' ? q.rightAnswer : optionNumber(String(q.rightAnswer));
      if (value !== null) {
        rightOptionId = nearestOption(q.options, value);
        rightAnswer = { answerId: null, value, optionId: rightOptionId };
      }
    } else if (kind !== 'poll' && kind !== 'scale' && q.answers.some((a) => a._id === String(q.rightAnswer))) {
      rightAnswerId = String(q.rightAnswer);
      rightAnswer = { answerId: rightAnswerId, value: null, optionId: null };
    }
  }
  return { rightAnswer, rightAnswerId, rightOptionId };
}

/** §5 an answer's share (single choice) or mean (scale, estimate), rounded. */
function answerResult(a: Question['answers'][number], total: number, withOptions: boolean): QuizAnswerResult {
  const percent = withOptions ? null : quizPercent(a.answerCount, total);
  const average = withOptions ? quizAverage(a.sum, a.answerCount) : null;
  return {
    count: a.answerCount,
    percent,
    percentText: percent === null ? null : formatQuizPercent(percent),
    average,
    averageText: average === null ? null : formatQuizAverage(average),
  };
}

/**
 * One question as drawn, whether it counts for the score (it has a right answer), and whether the reader got it right
 * (null when not answered or not scorable), known even while the view does not reveal it.
 */
function questionOf(
  q: Question,
  mine: Responses | undefined,
  nowS: number,
): { view: QuizQuestionView; scorable: boolean; correct: boolean | null } {
  const kind = kindOf(q.displayAs, q.rightAnswer);
  const withOptions = OPTION_KINDS.includes(kind);
  const responses = (mine ?? []).filter((r) => r.answerId && q.answers.some((a) => a._id === r.answerId));
  const answered = responses.length > 0;
  const active = isQuestionActive(q.activeTo, nowS);
  const revealed = answered || !active;
  const total = q.answers.reduce((s, a) => s + a.answerCount, 0);
  const { rightAnswer, rightAnswerId, rightOptionId } = rightAnswerOf(q, kind);

  let correct: boolean | null = null;
  if (rightAnswer && answered) {
    correct =
      rightAnswerId !== null
        ? responses.some((r) => r.answerId === rightAnswerId)
        : responses.some((r) => r.optionId === rightOptionId);
  }

  const answers = q.answers.map((a): QuizAnswerView => {
    const response = responses.find((r) => r.answerId === a._id);
    return {
      id: a._id,
      title: a.title,
      image: a.image ?? null,
      description: a.description ?? null,
      chosen: Boolean(response),
      chosenOptionId: response?.optionId ?? null,
      right: revealed && rightAnswerId === a._id,
      result: revealed ? answerResult(a, total, withOptions) : null,
    };
  });

  const view: QuizQuestionView = {
    id: q._id,
    question: q.question,
    kind,
    image: q.image ?? null,
    description: q.description ?? null,
    active,
    activeTo: q.activeTo ?? null,
    answered,
    revealed,
    total: revealed ? total : null,
    options: q.options.map((o) => ({ id: o._id, title: o.title })),
    answers,
    rightAnswer: revealed ? rightAnswer : null,
    correct: revealed ? correct : null,
  };
  return { view, scorable: rightAnswer !== null, correct };
}

export function buildQuizView(quiz: Quiz, userAnswers: readonly UserAnswer[] | null, nowS: number): QuizView {
  const mine = new Map((userAnswers ?? []).map((a) => [a.questionId, a.responses]));
  let right = 0;
  let answeredScorable = 0;
  let scorable = 0;
  let finished = true;

  const questions = quiz.questions.map((q): QuizQuestionView => {
    const { view, scorable: scored, correct } = questionOf(q, mine.get(q._id), nowS);
    if (view.active && !view.answered) finished = false;
    if (scored) {
      scorable++;
      if (view.answered) {
        answeredScorable++;
        if (correct) right++;
      }
    }
    return view;
  });

  return {
    id: quiz._id,
    complex: quiz.complex,
    questions,
    score: { right, answered: answeredScorable, scorable },
    finished,
  };
}
