// Every query of the quiz service: a quiz with its questions and the totals of all readers' answers, one reader's
// answers, tokens, and the add-or-update of a reader's answers (one transaction: validated as a whole, then each
// question's earlier responses replaced, so answering again changes the choice and is never counted twice).
import type { Database } from 'better-sqlite3';
import { OPTION_KINDS, type QuizDisplayKind } from '../../shared/quiz-display.ts';
import { isQuestionActive } from '../../shared/quiz-question-active.ts';

export interface AnswerRow {
  _id: string;
  title: string;
  image: string | null;
  description: string | null;
  answerCount: number;
  sum: number;
  average: number;
}
export interface QuestionRow {
  _id: string;
  question: string;
  displayAs: string;
  image: string | null;
  description: string | null;
  activeTo: number | null;
  rightAnswer: string | number | null;
  options: { _id: string; title: string }[];
  answers: AnswerRow[];
}
export interface QuizRow {
  _id: string;
  title: string;
  complex: boolean;
  questions: QuestionRow[];
}
export interface UserAnswerRow {
  questionId: string;
  responses: { answerId: string; optionId: string | null }[];
}

export interface ResponseInput {
  answerId?: string | null;
  optionId?: string | null;
}
export interface AnswerInput {
  questionId: string;
  responses: ResponseInput[];
}

/** A reader error the API reports with a code (GraphQL `extensions.code`), never a 500. */
export class QuizInputError extends Error {
  constructor(
    readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'QUESTION_CLOSED' | 'UNAUTHENTICATED',
    message: string,
  ) {
    super(message);
    this.name = 'QuizInputError';
  }
}

/** Most questions one call may answer, and responses per question (a scale has one per statement). */
export const MAX_ANSWERS_PER_CALL = 50;
export const MAX_RESPONSES_PER_QUESTION = 50;

export interface QuizStore {
  quiz(id: string): QuizRow | null;
  userAnswers(token: string, quizId: string): UserAnswerRow[];
  hasToken(token: string): boolean;
  addToken(token: string, nowS: number): boolean;
  addOrUpdateAnswers(token: string, quizId: string, answers: AnswerInput[], nowS: number): UserAnswerRow[];
}

export function createQuizStore(db: Database): QuizStore {
  const q = quizStatements(db);
  const write = db.transaction((token: string, quizId: string, planned: PlannedAnswer[], nowS: number) => {
    for (const p of planned) {
      if (p.replaceAll) q.clearQuestion.run(token, p.questionId);
      for (const r of p.rows) q.upsertResponse.run(token, quizId, p.questionId, r.answerId, r.optionId, nowS);
    }
  });

  return {
    quiz: (id) => quizOf(q, id),
    userAnswers: (token, quizId) => userAnswersOf(q, token, quizId),
    hasToken: (token) => q.tokenExists.get(token) !== undefined,
    addToken: (token, nowS) => q.insertToken.run(token, nowS).changes > 0,
    addOrUpdateAnswers(token, quizId, answers, nowS) {
      const quiz = quizOf(q, quizId);
      if (!quiz) throw new QuizInputError('NOT_FOUND', `quiz '${quizId}' not found`);
      write(token, quizId, plan(quiz, answers, nowS), nowS);
      return userAnswersOf(q, token, quizId);
    },
  };
}

type QuizStatements = ReturnType<typeof quizStatements>;

function quizStatements(db: Database) {
  return {
    quizRow: db.prepare('SELECT id, title, complex FROM quizzes WHERE id = ?'),
    questionRows: db.prepare(`SELECT id, question, display_as, image, description, active_to, right_answer
    FROM questions WHERE quiz_id = ? ORDER BY position`),
    optionRows:
      db.prepare(`SELECT o.id, o.question_id, o.title, o.value FROM options o JOIN questions q ON q.id = o.question_id
    WHERE q.quiz_id = ? ORDER BY o.question_id, o.position`),
    // Totals: the seeded history plus every stored response; a response adds its option's value, or 1 without one.
    answerRows: db.prepare(`SELECT a.id, a.question_id, a.title, a.image, a.description,
      a.base_count + (SELECT count(*) FROM responses r WHERE r.answer_id = a.id) AS answer_count,
      a.base_sum + (SELECT coalesce(sum(coalesce(o.value, 1)), 0) FROM responses r LEFT JOIN options o ON o.id = r.option_id
        WHERE r.answer_id = a.id) AS answer_sum
    FROM answers a JOIN questions q ON q.id = a.question_id WHERE q.quiz_id = ? ORDER BY a.question_id, a.position`),
    responseRows: db.prepare(`SELECT r.question_id, r.answer_id, r.option_id FROM responses r
    JOIN questions q ON q.id = r.question_id JOIN answers a ON a.id = r.answer_id
    WHERE r.token = ? AND r.quiz_id = ? ORDER BY q.position, a.position`),
    tokenExists: db.prepare('SELECT 1 FROM tokens WHERE token = ?').pluck(),
    insertToken: db.prepare('INSERT INTO tokens (token, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    clearQuestion: db.prepare('DELETE FROM responses WHERE token = ? AND question_id = ?'),
    upsertResponse: db.prepare(`INSERT INTO responses (token, quiz_id, question_id, answer_id, option_id, updated_at)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (token, question_id, answer_id) DO UPDATE SET option_id = excluded.option_id, updated_at = excluded.updated_at`),
  };
}

interface RawQuestion {
  id: string;
  question: string;
  display_as: string;
  image: string | null;
  description: string | null;
  active_to: number | null;
  right_answer: string | null;
}

function quizOf(q: QuizStatements, id: string): QuizRow | null {
  const quiz = q.quizRow.get(id) as { id: string; title: string; complex: number } | undefined;
  if (!quiz) return null;
  const options = optionsByQuestion(q, id);
  const answers = answersByQuestion(q, id);
  const questions = (q.questionRows.all(id) as RawQuestion[]).map((r): QuestionRow => ({
    _id: r.id,
    question: r.question,
    displayAs: r.display_as,
    image: r.image,
    description: r.description,
    activeTo: r.active_to,
    rightAnswer: r.right_answer === null ? null : r.display_as === 'estimate' ? Number(r.right_answer) : r.right_answer,
    options: (options.get(r.id) ?? []).map(({ _id, title }) => ({ _id, title })),
    answers: answers.get(r.id) ?? [],
  }));
  return { _id: quiz.id, title: quiz.title, complex: quiz.complex === 1, questions };
}

function optionsByQuestion(q: QuizStatements, quizId: string) {
  const options = new Map<string, { _id: string; title: string; value: number }[]>();
  for (const o of q.optionRows.all(quizId) as { id: string; question_id: string; title: string; value: number }[]) {
    const list = options.get(o.question_id) ?? [];
    list.push({ _id: o.id, title: o.title, value: o.value });
    options.set(o.question_id, list);
  }
  return options;
}

/** Each question's answers with the totals of every reader's responses. */
function answersByQuestion(q: QuizStatements, quizId: string): Map<string, AnswerRow[]> {
  const answers = new Map<string, AnswerRow[]>();
  for (const a of q.answerRows.all(quizId) as {
    id: string;
    question_id: string;
    title: string;
    image: string | null;
    description: string | null;
    answer_count: number;
    answer_sum: number;
  }[]) {
    const list = answers.get(a.question_id) ?? [];
    list.push({
      _id: a.id,
      title: a.title,
      image: a.image,
      description: a.description,
      answerCount: a.answer_count,
      sum: a.answer_sum,
      average: a.answer_count > 0 ? a.answer_sum / a.answer_count : 0,
    });
    answers.set(a.question_id, list);
  }
  return answers;
}

function userAnswersOf(q: QuizStatements, token: string, quizId: string): UserAnswerRow[] {
  const out: UserAnswerRow[] = [];
  for (const r of q.responseRows.all(token, quizId) as {
    question_id: string;
    answer_id: string;
    option_id: string | null;
  }[]) {
    let last = out[out.length - 1];
    if (!last || last.questionId !== r.question_id) out.push((last = { questionId: r.question_id, responses: [] }));
    last.responses.push({ answerId: r.answer_id, optionId: r.option_id });
  }
  return out;
}

interface PlannedAnswer {
  questionId: string;
  /** true: the question's earlier responses go first */
  replaceAll: boolean;
  rows: { answerId: string; optionId: string | null }[];
}

/** Checks every answer against the quiz before anything is written; the first problem is the error. */
function plan(q: QuizRow, answers: AnswerInput[], nowS: number): PlannedAnswer[] {
  if (answers.length === 0) throw new QuizInputError('BAD_USER_INPUT', 'answers must name at least one question');
  if (answers.length > MAX_ANSWERS_PER_CALL)
    throw new QuizInputError('BAD_USER_INPUT', `at most ${MAX_ANSWERS_PER_CALL} answers a call`);
  const seen = new Set<string>();
  return answers.map((input) => {
    const question = q.questions.find((x) => x._id === input.questionId);
    if (!question)
      throw new QuizInputError('NOT_FOUND', `question '${input.questionId}' is not part of quiz '${q._id}'`);
    if (seen.has(question._id))
      throw new QuizInputError('BAD_USER_INPUT', `question '${question._id}' is answered twice in one call`);
    seen.add(question._id);
    return planQuestion(question, input.responses, nowS);
  });
}

/** One question's responses, checked against its kind, answers and options. */
function planQuestion(question: QuestionRow, responses: ResponseInput[], nowS: number): PlannedAnswer {
  if (!isQuestionActive(question.activeTo, nowS)) {
    throw new QuizInputError(
      'QUESTION_CLOSED',
      `question '${question._id}' closed at ${new Date(question.activeTo! * 1000).toISOString()} and takes no more answers`,
    );
  }
  if (responses.length === 0) throw new QuizInputError('BAD_USER_INPUT', `question '${question._id}' needs a response`);
  if (responses.length > MAX_RESPONSES_PER_QUESTION)
    throw new QuizInputError('BAD_USER_INPUT', `at most ${MAX_RESPONSES_PER_QUESTION} responses a question`);
  const kind = question.displayAs as QuizDisplayKind;
  const withOptions = OPTION_KINDS.includes(kind);
  const rows: { answerId: string; optionId: string | null }[] = [];
  for (const r of responses) {
    const answer = question.answers.find((a) => a._id === r.answerId);
    if (!answer)
      throw new QuizInputError(
        'BAD_USER_INPUT',
        `answer '${r.answerId ?? ''}' is not an answer of question '${question._id}'`,
      );
    if (withOptions) {
      if (!question.options.some((o) => o._id === r.optionId)) {
        throw new QuizInputError(
          'BAD_USER_INPUT',
          `question '${question._id}' (${kind}) needs an optionId of its options, got '${r.optionId ?? ''}'`,
        );
      }
    } else if (r.optionId !== undefined && r.optionId !== null) {
      throw new QuizInputError(
        'BAD_USER_INPUT',
        `question '${question._id}' (${kind}) takes an answerId only, no optionId`,
      );
    }
    if (rows.some((x) => x.answerId === answer._id))
      throw new QuizInputError('BAD_USER_INPUT', `answer '${answer._id}' appears twice`);
    rows.push({ answerId: answer._id, optionId: withOptions ? r.optionId! : null });
  }
  if (!withOptions && rows.length > 1)
    throw new QuizInputError('BAD_USER_INPUT', `question '${question._id}' (${kind}) takes exactly one answer`);
  // A single choice replaces the reader's earlier pick; a scale updates the statements rated now and keeps the rest.
  return { questionId: question._id, replaceAll: !withOptions || kind === 'estimate', rows };
}
