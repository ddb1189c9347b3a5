// Writes the demo quizzes (demo-quizzes.ts) into the quiz service's database, with a plausible history of earlier
// readers' answers per answer (base_count, base_sum): more readers pick the right answer of an easy question, polls
// split, ratings cluster around a per-statement mean, guesses scatter around the truth. Deterministic: the same seed
// and clock give the same rows. Readers' real responses are stored separately and add to these numbers.
import type { Database, Statement } from 'better-sqlite3';
import { Rng, deriveSeed } from '../../origin/seed/rng.ts';
import { slugify } from '../../origin/seed/slugify.ts';
import { DEMO_QUIZZES, demoId, demoQuizId, type DemoQuestion } from './demo-quizzes.ts';

export const DEFAULT_QUIZ_SEED = 20_200_924;
const QUIZ_STREAM = 11;
const DAY = 86_400;
const SCALE = [1, 2, 3, 4, 5];

export interface QuizSeedOptions {
  seed?: number;
  /** unix seconds: the clock poll closing dates are counted from */
  now: number;
}

/** Splits `total` over `weights` in whole numbers that add up to `total` (largest remainders). */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k].i]++;
  return out;
}

/** Weights of a rounded bell curve over `values` around `mean`. */
const bell = (values: number[], mean: number, spread: number) =>
  values.map((v) => Math.exp(-(((v - mean) / spread) ** 2) / 2));

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
}

export function seedQuizzes(db: Database, opts: QuizSeedOptions): { quizzes: number; questions: number } {
  const seed = (opts.seed ?? DEFAULT_QUIZ_SEED) >>> 0;
  const insQuiz = db.prepare('INSERT INTO quizzes (id, title, complex) VALUES (?, ?, ?)');
  const writer = questionWriter(db, opts.now);
  let questions = 0;

  db.transaction(() => {
    for (const table of ['responses', 'options', 'answers', 'questions', 'quizzes']) db.exec(`DELETE FROM ${table}`);
    DEMO_QUIZZES.forEach((quiz, index) => {
      const rng = new Rng(deriveSeed(seed, QUIZ_STREAM, index));
      const id = demoQuizId(quiz);
      insQuiz.run(id, quiz.title, quiz.complex ? 1 : 0);
      // Fewer readers reach the later questions of a series.
      const readers = rng.int(600, 5000);
      quiz.questions.forEach((q, i) => {
        questions++;
        writeQuestion(writer, id, q, i, Math.round(readers * (1 - 0.08 * i)), rng);
      });
    });
  })();
  return { quizzes: DEMO_QUIZZES.length, questions };
}

/** The statements a question is written with, and the clock poll closing dates count from. */
interface QuestionWriter {
  insQuestion: Statement;
  insAnswer: Statement;
  insOption: Statement;
  now: number;
}

function questionWriter(db: Database, now: number): QuestionWriter {
  return {
    insQuestion:
      db.prepare(`INSERT INTO questions (id, quiz_id, position, question, display_as, image, description, active_to, right_answer)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    insAnswer:
      db.prepare(`INSERT INTO answers (id, question_id, position, title, image, description, base_count, base_sum)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    insOption: db.prepare('INSERT INTO options (id, question_id, position, title, value) VALUES (?, ?, ?, ?, ?)'),
    now,
  };
}

/** A question's ids: its own, and its answers' and options' by position. */
interface QuestionIds {
  id: string;
  answerId: (i: number) => string;
  optionId: (i: number) => string;
}

function writeQuestion(
  w: QuestionWriter,
  quizId: string,
  q: DemoQuestion,
  position: number,
  readers: number,
  rng: Rng,
) {
  const id = demoId(`${quizId}:q${position}`);
  const ids: QuestionIds = {
    id,
    answerId: (i: number) => demoId(`${id}:a${i}`),
    optionId: (i: number) => demoId(`${id}:o${i}`),
  };
  if (q.kind === 'scale') return writeScaleQuestion(w, quizId, q, position, readers, rng, ids);
  if (q.kind === 'estimate') return writeEstimateQuestion(w, quizId, q, position, readers, rng, ids);
  writeChoiceQuestion(w, quizId, q, position, readers, rng, ids);
}

function writeScaleQuestion(
  w: QuestionWriter,
  quizId: string,
  q: Extract<DemoQuestion, { kind: 'scale' }>,
  position: number,
  readers: number,
  rng: Rng,
  { id, answerId, optionId }: QuestionIds,
) {
  w.insQuestion.run(id, quizId, position, q.question, q.kind, null, q.description ?? null, null, null);
  SCALE.forEach((v, i) => w.insOption.run(optionId(i), id, i, String(v), v));
  q.answers.forEach((title, i) => {
    // Not everyone rates every statement.
    const raters = Math.round(readers * (0.85 + 0.15 * rng.next()));
    const counts = apportion(raters, bell(SCALE, 1.6 + 3 * rng.next(), 1 + rng.next()));
    const sum = counts.reduce((s, c, k) => s + c * SCALE[k], 0);
    w.insAnswer.run(answerId(i), id, i, title, null, null, raters, sum);
  });
}

function writeEstimateQuestion(
  w: QuestionWriter,
  quizId: string,
  q: Extract<DemoQuestion, { kind: 'estimate' }>,
  position: number,
  readers: number,
  rng: Rng,
  { id, answerId, optionId }: QuestionIds,
) {
  const values = range(q.from, q.to, q.step);
  w.insQuestion.run(
    id,
    quizId,
    position,
    q.question,
    q.kind,
    `/media/img/kviz-${slugify(q.question, 40)}.svg`,
    q.description ?? null,
    null,
    String(q.right),
  );
  values.forEach((v, i) => w.insOption.run(optionId(i), id, i, String(v), v));
  // Crowds guess near the truth, a little off to one side.
  const centre = q.right + (rng.next() - 0.5) * 0.3 * (q.to - q.from);
  const counts = apportion(readers, bell(values, centre, Math.max(q.step, (q.to - q.from) / 6)));
  const sum = counts.reduce((s, c, k) => s + c * values[k], 0);
  w.insAnswer.run(answerId(0), id, 0, 'Becslés', null, null, readers, sum);
}

/** A single choice (quiz, poll, image): the right answer is marked with a leading `*`. */
function writeChoiceQuestion(
  w: QuestionWriter,
  quizId: string,
  q: Exclude<DemoQuestion, { kind: 'scale' | 'estimate' }>,
  position: number,
  readers: number,
  rng: Rng,
  { id, answerId }: QuestionIds,
) {
  const rightIndex = q.answers.findIndex((a) => a.startsWith('*'));
  const titles = q.answers.map((a) => a.replace(/^\*/, ''));
  const activeTo = q.kind === 'poll' && q.closesInDays !== undefined ? w.now + q.closesInDays * DAY : null;
  w.insQuestion.run(
    id,
    quizId,
    position,
    q.question,
    q.kind,
    null,
    q.description ?? null,
    activeTo,
    rightIndex >= 0 ? answerId(rightIndex) : null,
  );
  const weights = titles.map((_, i) => (i === rightIndex ? 2 + 3 * rng.next() : 0.3 + rng.next()));
  apportion(readers, weights).forEach((count, i) => {
    const image = q.kind === 'image' ? `/media/img/kviz-${slugify(titles[i], 40)}.svg` : null;
    // A single choice adds 1 per reader: sum = count, average 1 (the contract's fields, kept consistent).
    w.insAnswer.run(answerId(i), id, i, titles[i], image, null, count, count);
  });
}

/** First start: an empty quiz database gets the demo quizzes. */
export function ensureQuizzesSeeded(db: Database, opts: QuizSeedOptions): boolean {
  const seeded = db.prepare('SELECT EXISTS (SELECT 1 FROM quizzes)').pluck().get() as number;
  if (seeded) return false;
  seedQuizzes(db, opts);
  return true;
}
