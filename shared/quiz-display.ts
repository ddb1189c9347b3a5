// The kinds of quiz question (§3 Question.displayAs). The spec names the field, not its values; these are ours, served
// by the quiz service (docs/quiz-api.md) and drawn by the UI:
// - text:     pick one of several text answers; the right one is `rightAnswer` (an answer _id)
// - image:    the same with a picture on every answer (answer.image)
// - poll:     pick one answer, there is no right one (`rightAnswer` null); the reader sees how others voted
// - scale:    rate every answer (a statement) on the question's options, a numeric scale such as 1–5; each answer
//             shows its average rating (sum / answerCount)
// - estimate: one answer; the options are the numbers a reader may guess; `rightAnswer` is the true number and the
//             answer's average is the readers' mean guess
export const QUIZ_DISPLAY_KINDS = ['text', 'image', 'poll', 'scale', 'estimate'] as const;
export type QuizDisplayKind = (typeof QUIZ_DISPLAY_KINDS)[number];

/** The reader picks one answer; a response names the answer only. */
export const SINGLE_CHOICE_KINDS: readonly QuizDisplayKind[] = ['text', 'image', 'poll'];
/** The reader pairs an answer with one of the question's options; a response names both. */
export const OPTION_KINDS: readonly QuizDisplayKind[] = ['scale', 'estimate'];

export function isQuizDisplayKind(value: string): value is QuizDisplayKind {
  return (QUIZ_DISPLAY_KINDS as readonly string[]).includes(value);
}
