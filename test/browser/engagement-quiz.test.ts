// A reader takes an article's quiz in Chromium (§4 Quiz, §5): the quiz is in the first paint (even without
// JavaScript), answering shows the right answer and every answer's share with one decimal, the total grows by the
// reader's answer, the choice is there again after a reload (the quiz_token cookie), other readers' answers reach the
// page within a 15 s refresh (refreshQuiz '1'), and every kind of question can be answered.
import t from 'tap';
import type { Page } from 'puppeteer';
import { request } from 'undici';
import { formatNumber } from '../../shared/format-number.ts';
import { formatQuizAverage, formatQuizPercent, quizAverage, quizPercent } from '../../shared/quiz-numbers.ts';
import { DEMO_QUIZZES, demoQuizId } from '../../stand-ins/quiz/seed/demo-quizzes.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { installPageClock, pageTimeUntil } from '../helpers/page-clock.ts';
import { REFRESH_INTERVAL_MS } from '../../shared/constants.ts';
import { startBff, startOrigin, startQuiz, TEST_NOW } from '../helpers/servers.ts';

// The seeded corpus, its polls' closing dates and the BFF agree on one clock that moves on from the seed's now.
const started = Date.now();
const clockS = () => TEST_NOW + Math.floor((Date.now() - started) / 1000);
const origin = await startOrigin({ now: TEST_NOW });
const quiz = await startQuiz({ now: clockS });
const bff = await startBff(origin.url, { quizApiUrl: quiz.url, clock: () => clockS() * 1000 });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await quiz.close();
  await origin.close();
});

async function articleWith(key: string): Promise<string> {
  const id = demoQuizId(DEMO_QUIZZES.find((q) => q.key === key)!);
  const row = origin.db
    .prepare(
      `SELECT a.id FROM articles a WHERE a.quiz_id = ? AND a.active = 1 AND a.parent_id IS NULL
    AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1)`,
    )
    .get(id) as { id: number } | undefined;
  if (!row) throw new Error(`no readable article carries the quiz '${key}'`);
  return ((await (await request(`${origin.url}/api/article/${row.id}`)).body.json()) as { url: string }).url;
}

interface Counts {
  question: string;
  answers: { title: string; answerCount: number; sum: number }[];
}
async function serviceCounts(key: string): Promise<Counts[]> {
  const res = await request(`${quiz.url}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($id: ID!) { quiz(id: $id) { questions { question answers { title answerCount sum } } } }',
      variables: { id: demoQuizId(DEMO_QUIZZES.find((q) => q.key === key)!) },
    }),
  });
  return ((await res.body.json()) as { data: { quiz: { questions: Counts[] } } }).data.quiz.questions;
}

const problemsOf = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push((e as Error).message));
  return problems;
};

/** The answers of the n-th question as the reader sees them. */
const shown = (page: Page, n: number) =>
  page.$$eval(`.quiz-question:nth-child(${n + 1}) .quiz-answer`, (buttons) =>
    buttons.map((b) => ({
      title: b.querySelector('.quiz-answer__title')!.textContent,
      percent: b.querySelector('.quiz-answer__percent')?.textContent ?? null,
      pressed: b.getAttribute('aria-pressed'),
      right: b.classList.contains('quiz-answer--right'),
    })),
  );
const totalText = (page: Page, n: number) =>
  page.$eval(`.quiz-question:nth-child(${n + 1}) .quiz-question__total`, (el) => el.textContent);

async function openQuiz(page: Page, url: string) {
  await page.goto(bff.url + url, { waitUntil: 'load' });
  await quizReady(page);
}

async function quizReady(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.$eval('.article-quiz', (el) => el.scrollIntoView({ block: 'start' }));
  // The quiz's chunk has swapped in (client/deferred-part.tsx) and has the reader's own answers from the BFF.
  await page.waitForSelector('.quiz[data-own-answers="loaded"]', { timeout: 15_000 });
  await page.waitForNetworkIdle({ idleTime: 300 });
}

t.test('the quiz is in the first paint, without JavaScript too', async (t) => {
  const url = await articleWith('fovarosok');
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.goto(bff.url + url, { waitUntil: 'load' });
  t.equal(
    await page.$eval('.quiz-question:nth-child(1) .quiz-question__title', (el) => el.textContent),
    'Mi Ausztrália fővárosa?',
  );
  t.same(
    (await shown(page, 0)).map((a) => a.title),
    ['Sydney', 'Melbourne', 'Canberra', 'Perth'],
  );
  t.same(
    (await shown(page, 0)).map((a) => a.percent),
    [null, null, null, null],
    'no results before answering',
  );
  await page.close();
});

t.test(
  'answer: the right answer, the shares with one decimal, a total one larger; the same after a reload',
  async (t) => {
    const url = await articleWith('fovarosok');
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.setViewport({ width: 1280, height: 900 });
    await openQuiz(page, url);
    const before = (await serviceCounts('fovarosok'))[0].answers.reduce((s, a) => s + a.answerCount, 0);

    const [canberra] = await page.$$('.quiz-question:nth-child(1) .quiz-answer');
    await (await page.$$('.quiz-question:nth-child(1) .quiz-answer'))[2].click();
    await page.waitForSelector('.quiz-question:nth-child(1) .quiz-answer__percent');
    t.ok(canberra, 'the answers are buttons');
    const after = (await serviceCounts('fovarosok'))[0];
    const total = after.answers.reduce((s, a) => s + a.answerCount, 0);
    t.equal(total, before + 1, "the reader's answer counted once");
    const answers = await shown(page, 0);
    t.same(
      answers.map((a) => a.percent),
      after.answers.map((a) => formatQuizPercent(quizPercent(a.answerCount, total))),
      '§5 one decimal, Hungarian comma',
    );
    t.ok(
      answers.every((a) => /^\d{1,3},\d%$/.test(a.percent!)),
      answers.map((a) => a.percent).join(' '),
    );
    t.same(
      answers.map((a) => a.pressed),
      ['false', 'false', 'true', 'false'],
      'the choice is marked',
    );
    t.same(
      answers.map((a) => a.right),
      [false, false, true, false],
      'Canberra is the right answer',
    );
    t.equal(await totalText(page, 0), `${formatNumber(total)} válasz alapján`);
    t.ok(
      await page.$eval('.quiz-question:nth-child(1) .quiz-answer', (b) => (b as HTMLButtonElement).disabled),
      'a question with a right answer is answered once',
    );
    t.match(await page.$eval('.quiz__score', (el) => el.textContent), /Eredményed: 1\/4 helyes válasz/);

    const cookie = (await context.cookies()).find((c) => c.name === 'quiz_token')!;
    t.equal(cookie.value.length, 24, '§5 a 24-character token');
    t.ok(cookie.httpOnly, 'HttpOnly');
    t.ok(cookie.expires - Date.now() / 1000 > 360 * 86_400, 'kept for about a year');

    // On a failure, the requests since the reload say what the page was waiting for.
    const log: string[] = [];
    page.on('request', (r) => log.push(`${Math.round(performance.now())} ${r.method()} ${r.url()}`));
    await page.reload({ waitUntil: 'load' });
    await quizReady(page).catch((err) => {
      t.comment(log.join('\n'));
      throw err;
    });
    await page.waitForSelector('.quiz-question:nth-child(1) .quiz-answer__percent');
    t.same(
      (await shown(page, 0)).map((a) => a.pressed),
      ['false', 'false', 'true', 'false'],
      'remembered after a reload',
    );
    t.same(
      (await shown(page, 0)).map((a) => a.percent),
      answers.map((a) => a.percent),
      'with the same shares',
    );
    t.same(problems, [], 'no console errors');
    await context.close();
  },
);

t.test("§4 refreshQuiz 1: another reader's answer reaches the open page within a 15 s refresh", async (t) => {
  const url = await articleWith('nyari-szunet');
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = problemsOf(page);
  // The 15 s refresh runs on a page clock the test moves: "within a 15 s refresh" is page time, not a busy machine's
  // wall time. The browser's HTTP cache keeps real time, so it is off.
  const clock = await installPageClock(page);
  await page.setCacheEnabled(false);
  await openQuiz(page, url);
  await (await page.$$('.quiz-question:nth-child(1) .quiz-answer'))[1].click();
  await page.waitForSelector('.quiz-question:nth-child(1) .quiz-answer__percent');
  const mine = await totalText(page, 0);
  t.ok(
    await page.$eval('.quiz-question:nth-child(1) .quiz-answer', (b) => !(b as HTMLButtonElement).disabled),
    'a poll vote may move',
  );

  // Someone else votes through the BFF with a cookie of their own.
  const quizId = demoQuizId(DEMO_QUIZZES.find((q) => q.key === 'nyari-szunet')!);
  const view = (await (await request(`${bff.url}/page-data/quiz/${quizId}`)).body.json()) as {
    quiz: { questions: { id: string; answers: { id: string }[] }[] };
  };
  const q = view.quiz.questions[0];
  const res = await request(`${bff.url}/page-data/quiz/${quizId}/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answers: [{ questionId: q.id, responses: [{ answerId: q.answers[3].id }] }] }),
  });
  t.equal(res.statusCode, 200);
  await res.body.dump();
  const refreshed = async () => (await totalText(page, 0)) !== mine;
  const took = await pageTimeUntil(page, clock, refreshed, { stepMs: 1_000, limitMs: 3 * REFRESH_INTERVAL_MS });
  t.ok(took !== null && took <= REFRESH_INTERVAL_MS, `refreshed after ${took} ms of page time`);
  const counts = (await serviceCounts('nyari-szunet'))[0].answers;
  const total = counts.reduce((s, a) => s + a.answerCount, 0);
  t.equal(await totalText(page, 0), `${formatNumber(total)} válasz alapján`);
  t.same(
    (await shown(page, 0)).map((a) => a.percent),
    counts.map((a) => formatQuizPercent(quizPercent(a.answerCount, total))),
  );
  t.same(problems, []);
  await context.close();
});

t.test('every kind: a picture answer, a rating scale and an estimate', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = problemsOf(page);
  await page.setViewport({ width: 375, height: 800 });

  await openQuiz(page, await articleWith('magyar-tajak'));
  t.equal(
    (await page.$$('.quiz-question:nth-child(1) .quiz-answer img[src^="/media/img/kviz-"]')).length,
    4,
    'each answer a picture',
  );
  await (await page.$$('.quiz-question:nth-child(1) .quiz-answer'))[0].click();
  await page.waitForSelector('.quiz-question:nth-child(1) .quiz-answer--right');
  t.equal(
    await page.$eval('.quiz-question:nth-child(1) .quiz-answer--right .quiz-answer__title', (el) => el.textContent),
    'Kékes',
  );

  await openQuiz(page, await articleWith('streaming'));
  const statements = await page.$$eval('.quiz-question:nth-child(1) .quiz-scale__item', (items) => items.length);
  t.ok(statements >= 2, `${statements} statements to rate`);
  t.ok(
    await page.$eval('.quiz-question:nth-child(1) .quiz__send', (b) => (b as HTMLButtonElement).disabled),
    'sent only when every statement is rated',
  );
  for (let i = 0; i < statements; i++) {
    await page.click(
      `.quiz-question:nth-child(1) .quiz-scale__item:nth-of-type(${i + 1}) .quiz-scale__option:nth-child(${(i % 5) + 1})`,
    );
  }
  await page.click('.quiz-question:nth-child(1) .quiz__send');
  await page.waitForSelector('.quiz-question:nth-child(1) .quiz-scale__average');
  const counts = (await serviceCounts('streaming'))[0].answers;
  t.same(
    await page.$$eval('.quiz-question:nth-child(1) .quiz-scale__average strong', (els) =>
      els.map((e) => e.textContent),
    ),
    counts.map((a) => formatQuizAverage(quizAverage(a.sum, a.answerCount)!)),
    "§5 each statement's average with one decimal",
  );

  await openQuiz(page, await articleWith('becsles'));
  const range = await page.$('.quiz-question:nth-child(1) .quiz-estimate__range');
  t.ok(range, 'a number to pick');
  await page.$eval('.quiz-question:nth-child(1) .quiz-estimate__range', (el) => el.scrollIntoView({ block: 'center' }));
  await range!.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const guess = await page.$eval('.quiz-question:nth-child(1) .quiz-estimate__value', (el) => el.textContent);
  await page.click('.quiz-question:nth-child(1) .quiz__send');
  await page.waitForSelector('.quiz-question:nth-child(1) .quiz-estimate__results');
  const results = await page.$$eval('.quiz-question:nth-child(1) .quiz-estimate__results dd', (els) =>
    els.map((e) => e.textContent),
  );
  t.equal(results[0], guess, "the reader's guess");
  t.match(results[1], /^96\b/, 'the true height of the dome');
  const estimate = (await serviceCounts('becsles'))[0].answers[0];
  t.equal(
    results[2],
    formatQuizAverage(quizAverage(estimate.sum, estimate.answerCount)!),
    "the readers' mean guess, one decimal",
  );
  t.same(problems, []);
  await context.close();
});
