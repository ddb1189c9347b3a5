// The embedded quiz service: the token endpoint, the exact query and mutation the BFF's QuizClient sends, add-or-update
// per reader (answering again changes the choice, never double counts), totals over every reader, the active window
// on an injected clock, and bad input answered with a clear 4xx or a coded GraphQL error — never a 500.
import t from 'tap';
import { request } from 'undici';
import { QUIZ_DISPLAY_KINDS } from '../../shared/quiz-display.ts';
import { openQuizDatabase } from '../../stand-ins/quiz/database.ts';
import { DEMO_QUIZZES, demoKinds, demoQuizId } from '../../stand-ins/quiz/seed/demo-quizzes.ts';
import { seedQuizzes } from '../../stand-ins/quiz/seed/seed-quizzes.ts';
import { startQuiz, TEST_NOW } from '../helpers/servers.ts';

let clock = TEST_NOW;
const quiz = await startQuiz({ now: () => clock });
t.teardown(() => quiz.close());

const QUERY = `query QuizWithUserAnswers($id: ID!) {
  quiz(id: $id) { _id complex questions { _id question displayAs image description activeTo rightAnswer
    options { _id title } answers { _id title image answerCount sum average description } } }
  user { answers(quizId: $id) { questionId responses { answerId optionId } } } }`;
const MUTATION = `mutation AddOrUpdateAnswers($input: UserAnswerInput!) { addOrUpdateAnswers(input: $input) { questionId responses { answerId optionId } } }`;

async function gql(body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await request(quiz.url, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { 'x-quiz-token': token } : {}), ...headers },
  });
  const text = await res.body.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, json, text };
}
async function newToken() {
  const res = await request(`${quiz.url}/api/functions/get-quiz-token`, { method: 'POST' });
  t.equal(res.statusCode, 200);
  return await res.body.text();
}
const byKey = (key: string) => DEMO_QUIZZES.find((q) => q.key === key)!;
const load = async (id: string, token?: string) => (await gql({ query: QUERY, variables: { id } }, token)).json.data;
const answerWith = (token: string, quizId: string, answers: unknown) =>
  gql({ query: MUTATION, variables: { input: { quizId, answers } } }, token);

t.test('tokens: 24 characters of [A-Za-z0-9], all different', async (t) => {
  const tokens = await Promise.all(Array.from({ length: 50 }, newToken));
  for (const tok of tokens) t.match(tok, /^[A-Za-z0-9]{24}$/);
  t.equal(new Set(tokens).size, 50);
});

t.test('every demo quiz resolves, and the catalogue covers every displayAs kind', async (t) => {
  t.same([...demoKinds()].sort(), [...QUIZ_DISPLAY_KINDS].sort());
  t.same(
    [...new Set(DEMO_QUIZZES.slice(0, 5).flatMap((q) => q.questions.map((x) => x.kind)))].sort(),
    [...QUIZ_DISPLAY_KINDS].sort(),
    'the first five already cover every kind, so small corpora show them all',
  );
  for (const q of DEMO_QUIZZES) {
    const data = await load(demoQuizId(q));
    t.equal(data.quiz._id, demoQuizId(q));
    t.match(data.quiz._id, /^[0-9a-f]{24}$/);
    t.equal(data.quiz.questions.length, q.questions.length);
    t.equal(data.user, null, 'no token: no user');
    for (const question of data.quiz.questions) {
      t.ok(question.answers.length > 0);
      t.ok(
        question.answers.every((a: any) => a.answerCount > 0 || question.displayAs === 'poll'),
        `${q.key}: seeded history`,
      );
      if (question.displayAs === 'text' || question.displayAs === 'image') {
        const right = question.answers.find((a: any) => a._id === question.rightAnswer);
        t.ok(right, 'rightAnswer names one of the answers');
        t.equal(
          Math.max(...question.answers.map((a: any) => a.answerCount)),
          right.answerCount,
          'the right answer is the most chosen',
        );
      }
      if (question.displayAs === 'estimate') t.type(question.rightAnswer, 'number');
      if (question.displayAs === 'image') t.ok(question.answers.every((a: any) => a.image?.startsWith('/media/img/')));
    }
  }
  t.equal(await load('000000000000000000000000').then((d) => d.quiz), null, 'unknown quiz: null');
});

t.test('seeding is deterministic', async (t) => {
  const dump = (seed: number) => {
    const db = openQuizDatabase(':memory:');
    seedQuizzes(db, { seed, now: TEST_NOW });
    const rows = db.prepare('SELECT id, base_count, base_sum FROM answers ORDER BY id').all();
    db.close();
    return rows;
  };
  t.same(dump(7), dump(7));
  t.notSame(dump(7), dump(8));
});

t.test('add or update: answering again changes the choice and never double counts', async (t) => {
  const id = demoQuizId(byKey('fovarosok'));
  const before = await load(id);
  const q = before.quiz.questions[0];
  const [a, b] = q.answers;
  const token = await newToken();
  const first = await answerWith(token, id, [{ questionId: q._id, responses: [{ answerId: a._id }] }]);
  t.equal(first.status, 200);
  t.same(first.json.data.addOrUpdateAnswers, [{ questionId: q._id, responses: [{ answerId: a._id, optionId: null }] }]);
  const again = await answerWith(token, id, [{ questionId: q._id, responses: [{ answerId: a._id }] }]);
  t.equal(again.status, 200);
  let now = await load(id, token);
  t.equal(now.quiz.questions[0].answers[0].answerCount, a.answerCount + 1, 'the same answer twice counts once');
  const changed = await answerWith(token, id, [{ questionId: q._id, responses: [{ answerId: b._id }] }]);
  t.equal(changed.status, 200);
  now = await load(id, token);
  t.equal(now.quiz.questions[0].answers[0].answerCount, a.answerCount, 'the old choice is taken back');
  t.equal(now.quiz.questions[0].answers[1].answerCount, b.answerCount + 1);
  t.same(
    now.user.answers,
    [{ questionId: q._id, responses: [{ answerId: b._id, optionId: null }] }],
    "the reader's answers come back",
  );
  // Another reader adds to the same totals.
  const other = await newToken();
  await answerWith(other, id, [{ questionId: q._id, responses: [{ answerId: b._id }] }]);
  now = await load(id, other);
  t.equal(now.quiz.questions[0].answers[1].answerCount, b.answerCount + 2, 'totals reflect every reader');
  t.equal(now.quiz.questions[0].answers[1].sum, b.sum + 2);
  t.same(now.user.answers.length, 1, 'each reader sees only their own answers');
});

t.test('scale and estimate: options carry values into sum and average', async (t) => {
  const scaleQuiz = demoQuizId(byKey('streaming'));
  const s = (await load(scaleQuiz)).quiz.questions[0];
  const token = await newToken();
  const five = s.options.find((o: any) => o.title === '5');
  const one = s.options.find((o: any) => o.title === '1');
  t.equal(
    (
      await answerWith(token, scaleQuiz, [
        { questionId: s._id, responses: [{ answerId: s.answers[0]._id, optionId: five._id }] },
      ])
    ).status,
    200,
  );
  // Rating a second statement later keeps the first rating.
  const res = await answerWith(token, scaleQuiz, [
    { questionId: s._id, responses: [{ answerId: s.answers[1]._id, optionId: one._id }] },
  ]);
  t.same(
    res.json.data.addOrUpdateAnswers[0].responses.map((r: any) => r.optionId),
    [five._id, one._id],
  );
  const after = (await load(scaleQuiz)).quiz.questions[0];
  t.equal(after.answers[0].answerCount, s.answers[0].answerCount + 1);
  t.equal(after.answers[0].sum, s.answers[0].sum + 5);
  t.ok(Math.abs(after.answers[0].average - after.answers[0].sum / after.answers[0].answerCount) < 1e-9);

  const estQuiz = demoQuizId(byKey('becsles'));
  const e = (await load(estQuiz)).quiz.questions[0];
  const ninety = e.options.find((o: any) => o.title === '90');
  t.equal(
    (
      await answerWith(token, estQuiz, [
        { questionId: e._id, responses: [{ answerId: e.answers[0]._id, optionId: ninety._id }] },
      ])
    ).status,
    200,
  );
  const est = (await load(estQuiz)).quiz.questions[0];
  t.equal(est.answers[0].sum, e.answers[0].sum + 90);
  t.equal(est.rightAnswer, 96);
});

t.test('§4 a question past activeTo takes no answers: a coded GraphQL error, not a 500', async (t) => {
  const id = demoQuizId(byKey('nyari-szunet'));
  const q = (await load(id)).quiz.questions[0];
  t.ok(q.activeTo > clock, 'the poll is open now');
  const token = await newToken();
  t.equal(
    (await answerWith(token, id, [{ questionId: q._id, responses: [{ answerId: q.answers[0]._id }] }])).status,
    200,
  );
  clock = q.activeTo;
  try {
    const late = await answerWith(token, id, [{ questionId: q._id, responses: [{ answerId: q.answers[1]._id }] }]);
    t.equal(late.status, 200);
    t.equal(late.json.errors[0].extensions.code, 'QUESTION_CLOSED');
    t.match(late.json.errors[0].message, /closed at .* takes no more answers/);
    t.same(
      (await load(id, token)).user.answers[0].responses[0].answerId,
      q.answers[0]._id,
      'the earlier answer stands',
    );
  } finally {
    clock = TEST_NOW;
  }
  const closed = demoQuizId(byKey('belvarosi-sebesseg'));
  const c = (await load(closed)).quiz.questions[0];
  t.ok(c.activeTo < clock);
  const res = await answerWith(token, closed, [{ questionId: c._id, responses: [{ answerId: c.answers[0]._id }] }]);
  t.equal(res.json.errors[0].extensions.code, 'QUESTION_CLOSED');
});

t.test('bad answers are coded errors that change nothing', async (t) => {
  const id = demoQuizId(byKey('fovarosok'));
  const quizData = (await load(id)).quiz;
  const [q1, q2] = quizData.questions;
  const token = await newToken();
  const code = async (answers: unknown, tok: string | null = token, quizId = id) => {
    const res = await gql({ query: MUTATION, variables: { input: { quizId, answers } } }, tok ?? undefined);
    t.equal(res.status, 200);
    return res.json.errors?.[0]?.extensions?.code;
  };
  t.equal(await code([{ questionId: q1._id, responses: [{ answerId: q1.answers[0]._id }] }], null), 'UNAUTHENTICATED');
  t.equal(
    await code([{ questionId: q1._id, responses: [{ answerId: q1.answers[0]._id }] }], 'x'.repeat(24)),
    'UNAUTHENTICATED',
    'an unknown token',
  );
  t.equal(
    await code(
      [{ questionId: q1._id, responses: [{ answerId: q1.answers[0]._id }] }],
      token,
      'ffffffffffffffffffffffff',
    ),
    'NOT_FOUND',
  );
  t.equal(await code([{ questionId: 'nincs', responses: [{ answerId: q1.answers[0]._id }] }]), 'NOT_FOUND');
  t.equal(
    await code([{ questionId: q1._id, responses: [{ answerId: q2.answers[0]._id }] }]),
    'BAD_USER_INPUT',
    'an answer of another question',
  );
  t.equal(
    await code([{ questionId: q1._id, responses: [{ answerId: q1.answers[0]._id }, { answerId: q1.answers[1]._id }] }]),
    'BAD_USER_INPUT',
    'two picks',
  );
  t.equal(
    await code([{ questionId: q1._id, responses: [{ answerId: q1.answers[0]._id, optionId: 'x' }] }]),
    'BAD_USER_INPUT',
    'an option on a single choice',
  );
  t.equal(await code([{ questionId: q1._id, responses: [] }]), 'BAD_USER_INPUT');
  t.equal(await code([]), 'BAD_USER_INPUT');
  t.equal(
    await code([
      { questionId: q1._id, responses: [{ answerId: q1.answers[0]._id }] },
      { questionId: q1._id, responses: [{ answerId: q1.answers[1]._id }] },
    ]),
    'BAD_USER_INPUT',
    'a question twice',
  );
  // All or nothing: a good answer next to a bad one is not stored.
  t.equal(
    await code([
      { questionId: q1._id, responses: [{ answerId: q1.answers[0]._id }] },
      { questionId: q2._id, responses: [{ answerId: 'nincs' }] },
    ]),
    'BAD_USER_INPUT',
  );
  t.same((await load(id, token)).user.answers, []);
  const scale = (await load(demoQuizId(byKey('streaming')))).quiz.questions[0];
  t.equal(
    await code(
      [{ questionId: scale._id, responses: [{ answerId: scale.answers[0]._id }] }],
      token,
      demoQuizId(byKey('streaming')),
    ),
    'BAD_USER_INPUT',
    'a scale needs an option',
  );
  t.same(
    (await load(id)).quiz.questions[0].answers.map((a: any) => a.answerCount),
    quizData.questions[0].answers.map((a: any) => a.answerCount),
    'no totals moved',
  );
});

t.test('request errors: clear 4xx with a reason', async (t) => {
  const wrongType = await gql({ query: QUERY, variables: { id: { nested: true } } });
  t.equal(wrongType.status, 400, 'a variable of the wrong type');
  t.match(wrongType.json.errors[0].message, /\$id/);
  t.equal((await gql({ query: QUERY })).status, 400, 'a required variable missing');
  const syntax = await gql({ query: '{ quiz(id: "x") { _id ' });
  t.equal(syntax.status, 400);
  t.equal(syntax.json.errors[0].extensions.code, 'GRAPHQL_PARSE_FAILED');
  const unknownField = await gql({ query: '{ quiz(id: "x") { nincs } }' });
  t.equal(unknownField.status, 400);
  t.equal(unknownField.json.errors[0].extensions.code, 'GRAPHQL_VALIDATION_FAILED');
  const deep = await gql({
    query: '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
  });
  t.equal(deep.status, 400);
  t.equal(deep.json.errors[0].extensions.code, 'QUERY_TOO_DEEP');
  const aliases = Array.from({ length: 120 }, (_, i) => `a${i}: quiz(id: "x") { _id complex }`).join(' ');
  const wide = await gql({ query: `{ ${aliases} }` });
  t.equal(wide.status, 400);
  t.ok(wide.json.errors.some((e: any) => e.extensions.code === 'QUERY_TOO_COMPLEX'));
  const cyclic = await gql({
    query:
      '{ quiz(id: "x") { ...A } } fragment A on Quiz { questions { ...B } } fragment B on Question { _id } fragment C on Quiz { ...C }',
  });
  t.equal(cyclic.status, 400, 'a fragment cycle is refused, not looped over');
  t.equal((await gql('{"query": ')).status, 400, 'malformed JSON');
  t.match((await gql('{"query": ')).json.message, /JSON/);
  t.equal((await gql([{ query: QUERY }])).status, 400, 'batches are refused');
  t.equal((await gql({ query: 42 })).status, 400);
  t.equal((await gql({ query: QUERY, variables: [1] })).status, 400);
  t.equal(
    (await gql({ query: QUERY, variables: { id: 'x' }, operationName: 'Nincs' })).status,
    400,
    'an unknown operation',
  );
  const huge = await gql({ query: `{ quiz(id: "${'x'.repeat(100_000)}") { _id } }` });
  t.equal(huge.status, 413, 'a huge body');
  const plain = await request(quiz.url, { method: 'POST', body: 'query', headers: { 'content-type': 'text/plain' } });
  t.equal(plain.statusCode, 415);
  await plain.body.dump();
  const get = await request(quiz.url);
  t.equal(get.statusCode, 405);
  t.equal(get.headers.allow, 'POST');
  await get.body.dump();
  const tokens = await request(`${quiz.url}/api/functions/get-quiz-token`);
  t.equal(tokens.statusCode, 404, 'the token endpoint is POST only');
  await tokens.body.dump();
  const health = await request(`${quiz.url}/healthz`);
  t.equal(health.statusCode, 200);
  await health.body.dump();
});
