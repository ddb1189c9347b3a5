// The reader's quiz through the BFF against the real origin and quiz service: a demo article's quiz, answering, the
// token cookie (HttpOnly, about a year, §5 24 characters or a new one), the choice remembered on reload, percentages,
// the closed-question answer, same-site protection, bad input and a missing service.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { request } from 'undici';
import { REFRESH_INTERVAL_MS } from '../../shared/constants.ts';
import { SITE_COOKIE_LIFETIMES_S } from '../../shared/cookie-lifetimes.ts';
import { QUIZ_MESSAGES } from '../../shared/quiz-messages.ts';
import type { QuizPageData } from '../../server/routes/quiz-routes.ts';
import { DEMO_QUIZZES, demoQuizId } from '../../stand-ins/quiz/seed/demo-quizzes.ts';
import { setCookies } from '../helpers/set-cookies.ts';
import { startBff, startOrigin, startQuiz, TEST_NOW } from '../helpers/servers.ts';

let clock = TEST_NOW;
const origin = await startOrigin({ now: TEST_NOW });
const quiz = await startQuiz({ now: () => clock });
const bff = await startBff(origin.url, { quizApiUrl: quiz.url, clock: () => clock * 1000 });
t.teardown(async () => {
  await bff.close();
  await quiz.close();
  await origin.close();
});

const articleQuizIds = origin.db
  .prepare('SELECT quiz_id FROM articles WHERE quiz_id IS NOT NULL')
  .pluck()
  .all() as string[];
const byKey = (key: string) => demoQuizId(DEMO_QUIZZES.find((q) => q.key === key)!);

async function get(id: string, cookie?: string) {
  const res = await request(`${bff.url}/page-data/quiz/${id}`, { headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, headers: res.headers, body: (await res.body.json()) as any };
}
async function post(id: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await request(`${bff.url}/page-data/quiz/${id}/answers`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : null };
}
const tokenCount = () => quiz.db.prepare('SELECT count(*) FROM tokens').pluck().get() as number;

t.test('every quiz a demo article carries is served', async (t) => {
  t.ok(articleQuizIds.length >= 5, `${articleQuizIds.length} articles carry a quiz`);
  const kinds = new Set<string>();
  for (const id of articleQuizIds) {
    const res = await get(id);
    t.equal(res.status, 200, id);
    for (const q of (res.body as QuizPageData).quiz.questions) kinds.add(q.kind);
  }
  t.same([...kinds].sort(), ['estimate', 'image', 'poll', 'scale', 'text'], 'the test corpus shows every kind');
});

t.test('answer, see the right answer and percentages, and find the choice again on reload', async (t) => {
  const id = byKey('fovarosok');
  const first = await get(id);
  t.equal(first.status, 200);
  t.equal(first.headers['cache-control'], 'private, no-store');
  t.notOk(first.headers['set-cookie'], 'reading sets no cookie');
  const data = first.body as QuizPageData;
  t.equal(data.refreshMs, REFRESH_INTERVAL_MS, "§4 the seeded componentSetup.refreshQuiz is '1'");
  const q = data.quiz.questions[0];
  t.equal(q.question, 'Mi Ausztrália fővárosa?');
  t.notOk(q.revealed);
  t.ok(q.answers.every((a) => a.result === null));

  const canberra = q.answers.find((a) => a.title === 'Canberra')!;
  const sydney = q.answers.find((a) => a.title === 'Sydney')!;
  const before = quiz.db.prepare('SELECT base_count FROM answers WHERE id = ?').pluck().get(sydney.id) as number;
  const answered = await post(id, { answers: [{ questionId: q.id, responses: [{ answerId: sydney.id }] }] });
  t.equal(answered.status, 200);
  const cookie = setCookies(answered.headers['set-cookie']).get('quiz_token')!;
  t.match(cookie.value, /^[A-Za-z0-9]{24}$/);
  t.ok(cookie.attributes.includes('HttpOnly'));
  t.ok(cookie.attributes.includes('SameSite=Lax'));
  t.ok(cookie.attributes.includes(`Max-Age=${SITE_COOKIE_LIFETIMES_S.quizToken}`), 'about a year');
  const view = (answered.body as QuizPageData).quiz.questions[0];
  t.ok(view.revealed);
  t.equal(view.correct, false);
  t.ok(view.answers.find((a) => a.id === canberra.id)!.right, 'the right answer is shown');
  t.ok(view.answers.find((a) => a.id === sydney.id)!.chosen);
  t.equal(view.answers.find((a) => a.id === sydney.id)!.result!.count, before + 1, 'the reader is counted');
  const sum = view.answers.reduce((s, a) => s + a.result!.percent!, 0);
  t.ok(Math.abs(sum - 100) <= 0.2, `percentages add up to about 100 (${sum})`);
  t.ok(
    view.answers.every((a) => /^\d{1,3},\d%$/.test(a.result!.percentText!)),
    'one decimal, decimal comma',
  );

  const reload = await get(id, `quiz_token=${cookie.value}`);
  const again = (reload.body as QuizPageData).quiz.questions[0];
  t.ok(again.answered && again.revealed, 'the choice is remembered on reload');
  t.ok(again.answers.find((a) => a.id === sydney.id)!.chosen);
  t.notOk(reload.headers['set-cookie'], 'a good token is kept as it is');

  const changed = await post(
    id,
    { answers: [{ questionId: q.id, responses: [{ answerId: canberra.id }] }] },
    { cookie: `quiz_token=${cookie.value}` },
  );
  t.equal(setCookies(changed.headers['set-cookie']).get('quiz_token')!.value, cookie.value, 'the same reader');
  const now = (changed.body as QuizPageData).quiz.questions[0];
  t.equal(now.correct, true);
  t.equal(
    now.answers.find((a) => a.id === sydney.id)!.result!.count,
    before,
    'changing the answer takes the old one back',
  );
});

t.test('§5 a token that is not exactly 24 characters is discarded and a new one fetched', async (t) => {
  const id = byKey('nyari-szunet');
  const q = (await get(id)).body.quiz.questions[0];
  const short = await get(id, 'quiz_token=abc');
  const cleared = setCookies(short.headers['set-cookie']).get('quiz_token')!;
  t.equal(cleared.value, '');
  t.ok(cleared.attributes.includes('Max-Age=0'), 'the bad cookie is removed');
  // Even a token the service would accept is not used when it has the wrong length.
  const bad = 'a'.repeat(23);
  quiz.db.prepare('INSERT INTO tokens (token, created_at) VALUES (?, 0)').run(bad);
  const tokens = tokenCount();
  const res = await post(
    id,
    { answers: [{ questionId: q.id, responses: [{ answerId: q.answers[0].id }] }] },
    { cookie: `quiz_token=${'a'.repeat(23)}` },
  );
  t.equal(res.status, 200);
  const fresh = setCookies(res.headers['set-cookie']).get('quiz_token')!.value;
  t.not(fresh, 'a'.repeat(23));
  t.equal(fresh.length, 24);
  t.equal(tokenCount(), tokens + 1, 'one new token from the service');
  t.equal(
    quiz.db.prepare('SELECT count(*) FROM responses WHERE token = ?').pluck().get(bad),
    0,
    'nothing stored under the bad token',
  );
  // A well-formed token the service never issued (another deployment, a reset database) is replaced too.
  const unknown = 'Z'.repeat(24);
  const stale = await get(id, `quiz_token=${unknown}`);
  t.equal(
    setCookies(stale.headers['set-cookie']).get('quiz_token')?.value,
    '',
    'an unknown token is forgotten on read',
  );
  const replaced = await post(
    id,
    { answers: [{ questionId: q.id, responses: [{ answerId: q.answers[1].id }] }] },
    { cookie: `quiz_token=${unknown}` },
  );
  t.equal(replaced.status, 200);
  t.not(setCookies(replaced.headers['set-cookie']).get('quiz_token')!.value, unknown);
  t.ok((replaced.body as QuizPageData).quiz.questions[0].answers[1].chosen);
});

t.test('§4 a closed question answers 409 with a Hungarian message and keeps the token', async (t) => {
  const id = byKey('nyari-szunet');
  const q = (await get(id)).body.quiz.questions[0];
  clock = q.activeTo! + 1;
  try {
    const closed = (await get(id)).body.quiz.questions[0];
    t.notOk(closed.active);
    t.ok(closed.revealed, 'everyone sees the results of a closed poll');
    const res = await post(id, { answers: [{ questionId: q.id, responses: [{ answerId: q.answers[0].id }] }] });
    t.equal(res.status, 409);
    t.equal(res.body.message, QUIZ_MESSAGES.closed);
    t.match(setCookies(res.headers['set-cookie']).get('quiz_token')?.value ?? '', /^[A-Za-z0-9]{24}$/);
  } finally {
    clock = TEST_NOW;
  }
});

t.test('bad input, cross-site posts and unknown quizzes', async (t) => {
  const id = byKey('fovarosok');
  const q = (await get(id)).body.quiz.questions[0];
  const good = { answers: [{ questionId: q.id, responses: [{ answerId: q.answers[0].id }] }] };
  const cross = await post(id, good, { origin: 'https://gonosz.example' });
  t.equal(cross.status, 403, "another site's page cannot answer for the reader");
  t.equal((await post(id, good, { 'sec-fetch-site': 'cross-site' })).status, 403);
  t.equal((await post(id, good, { origin: new URL(bff.url).origin })).status, 200, 'our own page can');
  const form = await request(`${bff.url}/page-data/quiz/${id}/answers`, {
    method: 'POST',
    body: 'answers=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(form.statusCode, 415, 'a plain cross-site form cannot post here');
  await form.body.dump();
  t.equal((await post(id, { answers: [] })).status, 400);
  t.equal((await post(id, { answers: [{ questionId: q.id, responses: [{ answerId: 'x<y' }] }] })).status, 400);
  t.equal((await post(id, { nope: 1 })).status, 400);
  const wrong = await post(id, { answers: [{ questionId: q.id, responses: [{ answerId: 'nincsilyenvalasz' }] }] });
  t.equal(wrong.status, 400);
  t.match(wrong.body.message, QUIZ_MESSAGES.badAnswer);
  t.equal((await post('ffffffffffffffffffffffff', good)).status, 404);
  t.equal((await get('ffffffffffffffffffffffff')).status, 404);
  t.equal((await get('bad id!')).status, 400);
  const huge = await post(id, { answers: [{ questionId: q.id, responses: [{ answerId: 'x'.repeat(40_000) }] }] });
  t.equal(huge.status, 413);
});

t.test(
  'the BFF itself never forwards a token of the wrong length; a bad token answer or a failing service is a 502',
  async (t) => {
    // A stand-in quiz service that accepts any token, so only the BFF's own §5 rule can keep a bad one out.
    const seen: (string | null)[] = [];
    let issue = 'T'.repeat(24);
    let failing = false;
    const stub = {
      _id: 'q1',
      complex: false,
      questions: [
        {
          _id: 'k1',
          question: 'Kérdés?',
          displayAs: 'poll',
          image: null,
          description: null,
          activeTo: null,
          rightAnswer: null,
          options: [],
          answers: [{ _id: 'a1', title: 'Igen', image: null, answerCount: 1, sum: 1, average: 1, description: null }],
        },
      ],
    };
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        if (req.url === '/api/functions/get-quiz-token') return res.end(issue);
        if (failing) return res.writeHead(500).end();
        seen.push((req.headers['x-quiz-token'] as string | undefined) ?? null);
        res.setHeader('content-type', 'application/json');
        if (body.includes('addOrUpdateAnswers')) return res.end(JSON.stringify({ data: { addOrUpdateAnswers: [] } }));
        res.end(JSON.stringify({ data: { quiz: stub, user: { answers: [] } } }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const other = await startBff(origin.url, {
      quizApiUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    });
    t.teardown(async () => {
      await other.close();
      fake.close();
    });
    const answer = (cookie?: string) =>
      request(`${other.url}/page-data/quiz/q1/answers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ answers: [{ questionId: 'k1', responses: [{ answerId: 'a1' }] }] }),
      });

    const read = await request(`${other.url}/page-data/quiz/q1`, {
      headers: { cookie: `quiz_token=${'b'.repeat(23)}` },
    });
    t.equal(read.statusCode, 200);
    await read.body.dump();
    t.same(seen, [null], 'a 23-character cookie is not sent to the service');
    seen.length = 0;
    const res = await answer(`quiz_token=${'b'.repeat(25)}`);
    t.equal(res.statusCode, 200);
    await res.body.dump();
    t.same(seen, ['T'.repeat(24), 'T'.repeat(24)], 'a 25-character cookie is replaced by a new token before answering');
    t.equal(setCookies(res.headers['set-cookie']).get('quiz_token')!.value, 'T'.repeat(24));

    issue = 'x'.repeat(23);
    const badToken = await answer();
    t.equal(badToken.statusCode, 502);
    t.equal(((await badToken.body.json()) as any).message, QUIZ_MESSAGES.unavailable);
    t.notOk(badToken.headers['set-cookie'], 'a 23-character token is never handed to the reader');

    failing = true;
    const down = await request(`${other.url}/page-data/quiz/q1`);
    t.equal(down.statusCode, 502);
    t.equal(((await down.body.json()) as any).message, QUIZ_MESSAGES.unavailable);

    const none = await startBff(origin.url, { quizApiUrl: null });
    t.teardown(() => none.close());
    const off = await request(`${none.url}/page-data/quiz/${byKey('fovarosok')}`);
    t.equal(off.statusCode, 503, 'no quiz service configured');
    await off.body.dump();
  },
);
