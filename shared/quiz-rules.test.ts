// The quiz rules a reader sees: §5 percentages and averages with one decimal, the §4 active window, and the view
// model — results hidden until the reader answers or the question closes, the right answer marked, the reader's
// choice kept, every displayAs kind drawn.
import t from 'tap';
import { formatQuizAverage, formatQuizPercent, optionNumber, quizAverage, quizPercent } from './quiz-numbers.ts';
import { isQuestionActive } from './quiz-question-active.ts';
import type { Quiz } from './quiz-types.ts';
import { buildQuizView } from './quiz-view.ts';

t.test('§5 percent: one decimal, half away from zero on the exact fraction', async (t) => {
  t.equal(quizPercent(1, 8), 12.5);
  t.equal(quizPercent(1, 6), 16.7);
  t.equal(quizPercent(2, 3), 66.7);
  t.equal(quizPercent(1, 3), 33.3);
  t.equal(quizPercent(1, 2000), 0.1, '0.05 rounds up');
  t.equal(quizPercent(1, 2001), 0, '0.0499… rounds down');
  t.equal(quizPercent(5, 5), 100);
  t.equal(quizPercent(0, 10), 0);
  t.equal(quizPercent(3, 0), 0, 'nobody answered: 0, not NaN');
  t.equal(formatQuizPercent(12.5), '12,5%');
  t.equal(formatQuizPercent(100), '100,0%');
});

t.test('§5 average: one decimal, null without answers', async (t) => {
  t.equal(quizAverage(9, 4), 2.3, '2.25 → 2.3');
  t.equal(quizAverage(-9, 4), -2.3, 'negative halves round away from zero too');
  t.equal(quizAverage(274240, 3299), 83.1);
  t.equal(quizAverage(5, 0), null);
  t.equal(formatQuizAverage(1956.25), '1\u00a0956,3', 'space every three digits, decimal comma');
  t.equal(optionNumber('1 956'), 1956);
  t.equal(optionNumber('2,5'), 2.5);
  t.equal(optionNumber('35%'), 35);
  t.equal(optionNumber('Igen'), null);
});

t.test('§4 a question is active while there is no activeTo or now is before it', async (t) => {
  t.ok(isQuestionActive(null, 2_000_000_000));
  t.ok(isQuestionActive(undefined, 0));
  t.ok(isQuestionActive(1000, 999));
  t.notOk(isQuestionActive(1000, 1000), 'at activeTo it is closed');
  t.notOk(isQuestionActive(1000, 1001));
});

const NOW = 1_800_000_000;
const answer = (id: string, answerCount: number, sum = answerCount, extra: object = {}) => ({
  _id: id,
  title: `Válasz ${id}`,
  image: null,
  description: null,
  answerCount,
  sum,
  average: answerCount ? sum / answerCount : 0,
  ...extra,
});
const quiz: Quiz = {
  _id: 'q',
  complex: true,
  questions: [
    {
      _id: 'text',
      question: 'Mi Ausztrália fővárosa?',
      displayAs: 'text',
      image: null,
      description: null,
      activeTo: null,
      rightAnswer: 'c',
      options: [],
      answers: [answer('a', 1), answer('b', 2), answer('c', 5)],
    },
    {
      _id: 'poll',
      question: 'Hány hét?',
      displayAs: 'poll',
      image: null,
      description: null,
      activeTo: NOW + 60,
      rightAnswer: null,
      options: [],
      answers: [answer('p1', 1), answer('p2', 2)],
    },
    {
      _id: 'closed',
      question: 'Harminc?',
      displayAs: 'poll',
      image: null,
      description: null,
      activeTo: NOW - 60,
      rightAnswer: null,
      options: [],
      answers: [answer('x', 3), answer('y', 0)],
    },
    {
      _id: 'scale',
      question: 'Mennyire fontos?',
      displayAs: 'scale',
      image: null,
      description: null,
      activeTo: null,
      rightAnswer: null,
      options: ['1', '2', '3', '4', '5'].map((v) => ({ _id: `s${v}`, title: v })),
      answers: [answer('ar', 4, 17), answer('felirat', 0, 0)],
    },
    {
      _id: 'est',
      question: 'Hány méter?',
      displayAs: 'estimate',
      image: null,
      description: null,
      activeTo: null,
      rightAnswer: 96,
      options: ['80', '90', '100', '110'].map((v) => ({ _id: `e${v}`, title: v })),
      answers: [answer('becsles', 3, 290)],
    },
    {
      _id: 'odd',
      question: 'Új fajta?',
      displayAs: 'slider-3d',
      image: null,
      description: null,
      activeTo: null,
      rightAnswer: null,
      options: [],
      answers: [answer('o1', 1)],
    },
  ],
};

t.test('before answering: nothing revealed but closed questions', async (t) => {
  const view = buildQuizView(quiz, null, NOW);
  const [text, poll, closed, scale, est, odd] = view.questions;
  t.equal(text.kind, 'text');
  t.notOk(text.revealed);
  t.equal(text.rightAnswer, null, 'the right answer is not given away');
  t.ok(
    text.answers.every((a) => a.result === null && !a.right),
    'no counts before answering',
  );
  t.ok(poll.active);
  t.notOk(closed.active, 'past activeTo');
  t.ok(closed.revealed, 'a closed question shows its results to everyone');
  t.same(
    closed.answers.map((a) => a.result?.percentText),
    ['100,0%', '0,0%'],
  );
  t.equal(scale.kind, 'scale');
  t.equal(est.kind, 'estimate');
  t.equal(odd.kind, 'poll', 'an unknown kind without a right answer is drawn as a poll');
  t.notOk(view.finished);
  t.same(view.score, { right: 0, answered: 0, scorable: 2 });
});

t.test('after answering: choice, right answer, percentages and averages', async (t) => {
  const view = buildQuizView(
    quiz,
    [
      { questionId: 'text', responses: [{ answerId: 'b', optionId: null }] },
      { questionId: 'poll', responses: [{ answerId: 'p2', optionId: null }] },
      { questionId: 'scale', responses: [{ answerId: 'ar', optionId: 's5' }] },
      { questionId: 'est', responses: [{ answerId: 'becsles', optionId: 'e100' }] },
      { questionId: 'odd', responses: [{ answerId: 'o1', optionId: null }] },
      { questionId: 'unknown', responses: [{ answerId: 'zz', optionId: null }] },
    ],
    NOW,
  );
  const [text, poll, , scale, est] = view.questions;
  t.ok(text.revealed);
  t.same(
    text.answers.map((a) => a.chosen),
    [false, true, false],
  );
  t.same(
    text.answers.map((a) => a.right),
    [false, false, true],
  );
  t.same(
    text.answers.map((a) => a.result?.percent),
    [12.5, 25, 62.5],
  );
  t.same(
    text.answers.map((a) => a.result?.percentText),
    ['12,5%', '25,0%', '62,5%'],
  );
  t.equal(text.total, 8);
  t.equal(text.correct, false);
  t.same(text.rightAnswer, { answerId: 'c', value: null, optionId: null });
  t.same(
    poll.answers.map((a) => a.result?.percent),
    [33.3, 66.7],
  );
  t.equal(poll.rightAnswer, null, 'a poll has no right answer');
  t.equal(poll.correct, null);
  t.same(
    scale.answers.map((a) => a.result?.averageText),
    ['4,3', null],
    'averages, one decimal; none without ratings',
  );
  t.equal(scale.answers[0].result?.percent, null, 'a scale shows averages, not shares');
  t.equal(scale.answers[0].chosenOptionId, 's5');
  t.same(est.rightAnswer, { answerId: null, value: 96, optionId: 'e100' }, 'the nearest option to 96 is 100');
  t.equal(est.correct, true);
  t.equal(est.answers[0].result?.averageText, '96,7');
  t.ok(view.finished, 'every active question answered');
  t.same(view.score, { right: 1, answered: 2, scorable: 2 });
});
