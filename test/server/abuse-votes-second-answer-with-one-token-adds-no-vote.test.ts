// One answer per quiz token and question. A reader who answers a question again with the same token changes
// the choice (§7 the service's add-or-update) but is counted once: the question's total does not grow, and the earlier
// choice loses the vote the new one gains. Many answers from one token within a minute are refused (429).
import t from 'tap';
import { request } from 'undici';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import type { QuizPageData } from '../../server/routes/quiz-routes.ts';
import { DEMO_QUIZZES, demoQuizId } from '../../stand-ins/quiz/seed/demo-quizzes.ts';
import { setCookies } from '../helpers/set-cookies.ts';
import { startBff, startOrigin, startQuiz, TEST_NOW } from '../helpers/servers.ts';

const clock = { ms: TEST_NOW * 1000 };
const origin = await startOrigin({ now: TEST_NOW });
const quiz = await startQuiz({ now: () => clock.ms / 1000 });
const bff = await startBff(origin.url, { quizApiUrl: quiz.url, clock: () => clock.ms });
t.teardown(async () => {
  await bff.close();
  await quiz.close();
  await origin.close();
});

const POLL = demoQuizId(DEMO_QUIZZES.find((q) => q.key === 'telefon')!);

async function answer(answerId: string, questionId: string, cookie?: string) {
  const res = await request(`${bff.url}/page-data/quiz/${POLL}/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ answers: [{ questionId, responses: [{ answerId }] }] }),
  });
  const body = (await res.body.json()) as QuizPageData;
  return {
    status: res.statusCode,
    retryAfter: res.headers['retry-after'],
    body,
    token: setCookies(res.headers['set-cookie']).get('quiz_token')?.value,
  };
}
const counts = (data: QuizPageData) => data.quiz.questions[0].answers.map((a) => a.result!.count);
const total = (data: QuizPageData) => counts(data).reduce((s, n) => s + n, 0);

t.test('a second answer with one token to one question adds no vote', async (t) => {
  const page = await request(`${bff.url}/page-data/quiz/${POLL}`);
  const q = ((await page.body.json()) as QuizPageData).quiz.questions[0];
  const [a, b] = q.answers;
  const first = await answer(a.id, q.id);
  t.equal(first.status, 200);
  t.ok(first.token, 'a token was minted');
  const cookie = `quiz_token=${first.token}`;
  const again = await answer(a.id, q.id, cookie);
  t.equal(total(again.body), total(first.body), 'the same answer again: the total stays');
  const changed = await answer(b.id, q.id, cookie);
  t.equal(total(changed.body), total(first.body), 'another answer: the total stays');
  t.equal(counts(changed.body)[0], counts(first.body)[0] - 1, 'the earlier choice gives its vote back');
  t.equal(counts(changed.body)[1], counts(first.body)[1] + 1, 'the new choice has it');
  t.equal(
    quiz.db.prepare('SELECT count(*) FROM responses WHERE token = ?').pluck().get(first.token),
    1,
    'one row for the token and question',
  );
});

t.test('one token answering over and over within a minute is refused with 429', async (t) => {
  const page = await request(`${bff.url}/page-data/quiz/${POLL}`);
  const q = ((await page.body.json()) as QuizPageData).quiz.questions[0];
  const first = await answer(q.answers[0].id, q.id);
  const cookie = `quiz_token=${first.token}`;
  const max = DEFAULT_ATTEMPT_LIMITS['quiz-answer'].account!.max;
  t.equal(first.status, 200, 'the first answer, without a cookie, mints the token');
  const statuses = [];
  for (let i = 0; i < max; i++) statuses.push((await answer(q.answers[i % 2].id, q.id, cookie)).status);
  t.same(statuses, Array(max).fill(200), `${max} answers a minute with the token`);
  const refused = await answer(q.answers[0].id, q.id, cookie);
  t.equal(refused.status, 429);
  t.ok(Number(refused.retryAfter) > 0, `with Retry-After (${refused.retryAfter})`);
  clock.ms += 60_000;
});
