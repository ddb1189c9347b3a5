// 20 cookie-less answers added 20 votes and minted 20 tokens, and nothing stopped the next thousand. Each
// client may mint 20 quiz tokens a minute: the 21st cookie-less vote in a minute is 429 with Retry-After, adds no
// vote and mints no token; the next minute (the injected clock) takes votes again, and another client is not held.
import t from 'tap';
import { request } from 'undici';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import { DEMO_QUIZZES, demoQuizId } from '../../stand-ins/quiz/seed/demo-quizzes.ts';
import { startBff, startOrigin, startQuiz, TEST_NOW } from '../helpers/servers.ts';

const clock = { ms: TEST_NOW * 1000 };
const origin = await startOrigin({ now: TEST_NOW });
const quiz = await startQuiz({ now: () => clock.ms / 1000 });
const bff = await startBff(origin.url, { quizApiUrl: quiz.url, trustProxy: 'loopback', clock: () => clock.ms });
t.teardown(async () => {
  await bff.close();
  await quiz.close();
  await origin.close();
});

const POLL = demoQuizId(DEMO_QUIZZES.find((q) => q.key === 'halaszle')!);
const tokens = () => quiz.db.prepare('SELECT count(*) FROM tokens').pluck().get() as number;
const votes = () => quiz.db.prepare('SELECT count(*) FROM responses WHERE quiz_id = ?').pluck().get(POLL) as number;

async function vote(address: string) {
  const page = await request(`${bff.url}/page-data/quiz/${POLL}`);
  const q = ((await page.body.json()) as { quiz: { questions: { id: string; answers: { id: string }[] }[] } }).quiz
    .questions[0];
  const res = await request(`${bff.url}/page-data/quiz/${POLL}/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ answers: [{ questionId: q.id, responses: [{ answerId: q.answers[0].id }] }] }),
  });
  const body = (await res.body.json()) as { message?: string };
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body };
}

t.test(
  'the 21st cookie-less vote from one client in a minute is 429 with Retry-After and counts nothing',
  async (t) => {
    const max = DEFAULT_ATTEMPT_LIMITS['quiz-token'].address.max;
    t.equal(max, 20, 'twenty tokens a minute per client');
    const before = { tokens: tokens(), votes: votes() };
    const answers = [];
    for (let i = 0; i < max; i++) answers.push((await vote('198.51.100.30')).status);
    t.same(answers, Array(max).fill(200), 'twenty votes are taken');
    t.equal(votes() - before.votes, max);

    const refused = await vote('198.51.100.30');
    t.equal(refused.status, 429, 'the 21st is refused');
    t.ok(
      Number(refused.retryAfter) > 0 && Number(refused.retryAfter) <= 60,
      `with Retry-After (${refused.retryAfter})`,
    );
    t.ok(refused.body.message, `and a reason (${refused.body.message})`);
    t.equal(votes() - before.votes, max, 'no vote added');
    t.equal(tokens() - before.tokens, max, 'no token minted');

    t.equal((await vote('198.51.100.31')).status, 200, 'another client is not held');
    clock.ms += 60_000;
    t.equal((await vote('198.51.100.30')).status, 200, 'the next minute takes a vote again');
  },
);
