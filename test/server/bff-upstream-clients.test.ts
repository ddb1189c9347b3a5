// The CRM, quiz and livescore clients against stand-ins for those services: typed answers, a clear error naming
// the field when an answer is malformed, time budgets, caching of public answers, the §5 quiz-token rule.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { CrmClient } from '../../server/upstream/crm-client.ts';
import { LivescoreClient } from '../../server/upstream/livescore-client.ts';
import { QuizClient } from '../../server/upstream/quiz-client.ts';
import { ResponseCache } from '../../server/upstream/response-cache.ts';
import { UpstreamClient } from '../../server/upstream/upstream-client.ts';
import { FixtureList } from '../../shared/livescore-types.ts';

let quizToken = 'a'.repeat(24);
let malformed = false;
const seen: { url: string; auth?: string; site?: string; body: string }[] = [];
const fixture = {
  fixture: {
    id: 7,
    date: '2024-06-14T19:00:00.000Z',
    timestamp: 1718391600,
    status: { long: 'Match Finished', short: 'FT', elapsed: 90 },
    venue: { name: 'Allianz Arena' },
    referee: null,
  },
  league: { id: 4, name: 'Euro 2024', country: 'Európa', logo: null, season: 2024, round: 'Group Stage - 1' },
  teams: { home: { id: 1, name: 'Németország', logo: null }, away: { id: 2, name: 'Skócia', logo: null } },
  goals: { home: 5, away: 1 },
  score: {
    halftime: { home: 3, away: 0 },
    fulltime: { home: 5, away: 1 },
    extratime: { home: null, away: null },
    penalty: { home: null, away: null },
  },
};
const quiz = {
  _id: 'q1',
  complex: false,
  questions: [
    {
      _id: 'k1',
      question: 'Melyik a főváros?',
      displayAs: 'text',
      image: null,
      description: null,
      activeTo: null,
      rightAnswer: 'o1',
      options: [{ _id: 'o1', title: 'Budapest' }],
      answers: [{ _id: 'a1', title: 'Budapest', image: null, answerCount: 3, sum: 3, average: 1, description: null }],
    },
  ],
};
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    seen.push({ url: req.url!, auth: req.headers.authorization, site: req.headers['x-site'] as string, body });
    const json = (status: number, v: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(v));
    };
    if (req.url!.startsWith('/api/v2/user/info')) {
      if (!req.headers.authorization) return json(401, { message: 'Missing accessToken, use your refreshToken!' });
      return json(
        200,
        malformed
          ? { user: { email: 'a@b.hu', name: null, newsletters: 'nope', payments: [] }, page: 1, totalPages: 1 }
          : {
              user: {
                email: 'a@b.hu',
                name: 'Olvasó Anna',
                newsletters: [{ code: 'napi', subscribed: true }],
                payments: [],
              },
              page: 1,
              totalPages: 1,
            },
      );
    }
    if (req.url === '/api/v2/user/token') return json(200, { success: true });
    if (req.url!.startsWith('/livescore/football/fixtures/7')) return json(200, { response: [fixture] });
    if (req.url!.startsWith('/livescore/football/fixtures/8')) return; // hangs
    if (req.url === '/api/functions/get-quiz-token') {
      res.end(quizToken);
      return;
    }
    if (req.url === '/' && req.method === 'POST') {
      const { query } = JSON.parse(body) as { query: string };
      if (query.includes('addOrUpdateAnswers'))
        return json(200, {
          data: { addOrUpdateAnswers: [{ questionId: 'k1', responses: [{ answerId: 'a1', optionId: 'o1' }] }] },
        });
      return json(200, { data: { quiz, user: { answers: [] } } });
    }
    json(404, { message: 'not found' });
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// Answered calls get budgets no busy machine outlasts; the hanging call its own short one.
const budgets = { primary: 10_000, secondary: 5_000 };
const HANG_BUDGET_MS = 300;
t.teardown(() => {
  server.closeAllConnections();
  server.close();
});

t.test('CRM: personal, typed, and a malformed answer names its field', async (t) => {
  const crm = new CrmClient(base, budgets);
  t.teardown(() => crm.close());
  const info = await crm.userInfo('tok', 1, { site: 'telex' });
  t.equal(info.user.name, 'Olvasó Anna');
  t.equal(seen.at(-1)!.auth, 'Bearer tok');
  t.equal(seen.at(-1)!.site, 'telex');
  malformed = true;
  await t.rejects(crm.userInfo('tok', 1, { site: 'telex' }), {
    status: 502,
    message: /malformed answer at \/user\/newsletters/,
  });
  malformed = false;
  await t.rejects(crm.userInfo('', 1, { site: 'telex' }), { name: 'UpstreamError', status: 401 });
  t.same(await crm.requestToken('a@b.hu', { site: 'telex' }), { success: true });
  t.same(JSON.parse(seen.at(-1)!.body), { email: 'a@b.hu' });
});

t.test('livescore: public answers are cached; a hanging call ends at its budget', async (t) => {
  const live = new LivescoreClient(base, budgets, new ResponseCache({ maxBytes: 1e6 }));
  t.teardown(() => live.close());
  const before = seen.length;
  const a = await live.fixture('football', 7, 'telex');
  const b = await live.fixture('football', 7, 'telex');
  t.equal(a.response[0].teams.home.name, 'Németország');
  t.same(a, b);
  t.equal(seen.length - before, 1, 'the second read came from the cache');
  const tight = new LivescoreClient(
    base,
    { primary: HANG_BUDGET_MS, secondary: HANG_BUDGET_MS },
    new ResponseCache({ maxBytes: 1e6 }),
  );
  t.teardown(() => tight.close());
  const started = performance.now();
  await t.rejects(tight.fixture('football', 8, 'telex'), {
    name: 'UpstreamError',
    status: 504,
    message: /timed out after 300 ms/,
  });
  // the budget's timer, not undici's 300 s (the bound leaves room for a busy machine's event loop)
  t.ok(performance.now() - started < HANG_BUDGET_MS + 4_700, 'ended at its budget');
});

t.test('a view of an answer is what the cache keeps, made once per answer, under its own key', async (t) => {
  const client = new UpstreamClient('views', base, budgets, new ResponseCache({ maxBytes: 1e6 }));
  t.teardown(() => client.close());
  let made = 0;
  const home = { name: 'home', of: (a: FixtureList) => ({ team: a.response[0].teams.home.name, n: ++made }) };
  const opts = { site: 'telex', schema: FixtureList };
  const before = seen.length;
  const first = await client.get('/livescore/football/fixtures/7', opts, home);
  const again = await client.get('/livescore/football/fixtures/7', opts, home);
  t.same(first, { team: 'Németország', n: 1 });
  t.equal(again, first, 'the second read is the cached view itself');
  t.equal(seen.length - before, 1, 'one upstream call');
  const whole = await client.get('/livescore/football/fixtures/7', opts);
  t.equal(whole.response.length, 1, 'without the view the whole answer, cached under a key of its own');
  t.equal(seen.length - before, 2);
  t.equal(made, 1, 'the view was made once');
});

t.test("a timeout is a timeout whichever timer fires first: undici's own header timer counts as one", async (t) => {
  // On a busy machine undici's headersTimeout (the same budget) can beat our AbortSignal.timeout.
  const client = new UpstreamClient('timers', base, budgets);
  t.teardown(() => client.close());
  (client as unknown as { pool: { request(): Promise<never> } }).pool.request = async () => {
    throw Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' });
  };
  await t.rejects(client.get('/livescore/football/fixtures/7', { site: 'telex', schema: FixtureList }), {
    name: 'UpstreamError',
    status: 504,
    message: /timed out after/,
  });
});

t.test('quiz: GraphQL answers validated; the token must be exactly 24 characters', async (t) => {
  const q = new QuizClient(base, budgets);
  t.teardown(() => q.close());
  const data = await q.quizWithAnswers('q1', null, 'telex');
  t.equal(data.quiz?.questions[0].options[0].title, 'Budapest');
  const saved = await q.addOrUpdateAnswers(
    { quizId: 'q1', answers: [{ questionId: 'k1', responses: [{ answerId: 'a1', optionId: 'o1' }] }] },
    't'.repeat(24),
    'telex',
  );
  t.equal(saved.addOrUpdateAnswers[0].questionId, 'k1');
  t.equal(await q.quizToken('telex'), 'a'.repeat(24));
  quizToken = 'a'.repeat(23);
  t.equal(await q.quizToken('telex'), null, 'a 23-character token is discarded');
  quizToken = 'a'.repeat(25);
  t.equal(await q.quizToken('telex'), null, 'a 25-character token is discarded');
});
