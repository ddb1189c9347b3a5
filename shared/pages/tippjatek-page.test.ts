// The prediction game's rules without a server (§2.1 tippjatek, §2.5 valasztas-2022): which paths can be a game or a
// prediction, the form and what it says about a returned prediction, a stored prediction compared with the official
// result (distance = sum of absolute differences, decision 022-prediction-distance), 404s and the cache rule.
import t from 'tap';
import type { PredictionGame, StoredPrediction } from '../prediction-game-types.ts';
import { checkTypedShares, comparePrediction, parseShare, totalProblem } from '../prediction-game.ts';
import { buildTippjatekPage, planTippjatekPage, type TippjatekPlan } from './tippjatek.ts';
import { pageContext } from '../../test/helpers/page-fixtures.ts';

const PARTIES = [
  { code: 'fidesz-kdnp', name: 'Fidesz–KDNP' },
  { code: 'egysegben', name: 'Egységben Magyarországért' },
  { code: 'mi-hazank', name: 'Mi Hazánk' },
  { code: 'mkkp', name: 'Magyar Kétfarkú Kutya Párt' },
  { code: 'egyeb', name: 'Többi lista' },
];
const RESULTS = { 'fidesz-kdnp': 54.13, egysegben: 34.44, 'mi-hazank': 5.88, mkkp: 3.27, egyeb: 2.28 };
const game = (over: Partial<PredictionGame> = {}): PredictionGame => ({
  slug: 'valasztas-2022',
  title: 'Tippjáték',
  question: 'Ki hány százalékot kap?',
  parties: PARTIES,
  results: { shares: RESULTS, source: 'NVI', publishedAt: 1_650_000_000 },
  closesAt: null,
  ...over,
});
const stored = (over: Partial<StoredPrediction> = {}): StoredPrediction => ({
  key: 'abcdefghjk',
  game: 'valasztas-2022',
  shares: { 'fidesz-kdnp': 50, egysegben: 40, 'mi-hazank': 5, mkkp: 3.5, egyeb: 1.5 },
  createdAt: Date.UTC(2026, 10, 25, 12) / 1000,
  ...over,
});
/** The messages keep a number and its unit together with a no-break space. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const build = (path: string, plan: TippjatekPlan, answers: Parameters<typeof buildTippjatekPage>[0]) =>
  buildTippjatekPage(answers, { ...pageContext(path), plan });

t.test(
  '§2.1 paths: no subSlug is the default game; a malformed subSlug or key is a 404 before any fetch',
  async (t) => {
    t.same(planTippjatekPage({}), { game: 'valasztas-2022', key: null });
    t.same(planTippjatekPage({ subSlug: 'valasztas-2022' }), { game: 'valasztas-2022', key: null });
    t.same(planTippjatekPage({ subSlug: 'valasztas-2022', key: 'abcdefghjk' }), {
      game: 'valasztas-2022',
      key: 'abcdefghjk',
    });
    for (const key of ['ABCDEFGHJK', 'abc', 'abcdefghjkm', 'abcdefghj0', 'abcdefghjl', '..%2Fetc']) {
      t.equal(planTippjatekPage({ subSlug: 'valasztas-2022', key }), null, `key ${key}`);
    }
    for (const subSlug of ['Valasztas', '-x', 'a_b', 'x'.repeat(80)])
      t.equal(planTippjatekPage({ subSlug }), null, `subSlug ${subSlug}`);
  },
);

t.test("the form: the game's parties, its own canonical, cacheable, no problems when fresh", async (t) => {
  const plan = planTippjatekPage({})!;
  const out = build('/melleklet/tippjatek', plan, { game: game() });
  t.equal(out.kind, 'page');
  if (out.kind !== 'page' || out.data.view !== 'form') return;
  t.equal(
    out.data.canonicalPath,
    '/melleklet/tippjatek/valasztas-2022',
    'the bare path is not a second canonical page',
  );
  t.equal(out.data.action, '/melleklet/tippjatek/valasztas-2022');
  t.same(out.data.game.parties, PARTIES);
  t.same(out.data.problems, []);
  t.same(out.cache, { rule: 'list', purgeKeys: ['tippjatek-valasztas-2022'] });
  t.equal(build('/melleklet/tippjatek/x', { game: 'x', key: null }, { game: null }).kind, 'not-found', 'unknown game');
});

t.test('a refused prediction comes back with its values and the reason in Hungarian', async (t) => {
  const path = '/melleklet/tippjatek/valasztas-2022?p-fidesz-kdnp=50&p-egysegben=40&p-mi-hazank=5&p-mkkp=2,5&p-egyeb=0';
  const out = build(path, { game: 'valasztas-2022', key: null }, { game: game() });
  if (out.kind !== 'page' || out.data.view !== 'form') return t.fail('a form');
  t.same(out.data.values, { 'fidesz-kdnp': '50', egysegben: '40', 'mi-hazank': '5', mkkp: '2,5', egyeb: '0' });
  t.same(
    out.data.problems.map((p) => plain(p.message)),
    ['A tippjeid összege 97,5 %, nem 100 %: még 2,5 százalékpont hiányzik.'],
  );
  const bad = build(
    '/melleklet/tippjatek/valasztas-2022?p-fidesz-kdnp=sok&p-egysegben=' + 'x'.repeat(50) + '&hiba=nem-elerheto',
    { game: 'valasztas-2022', key: null },
    { game: game() },
  );
  if (bad.kind !== 'page' || bad.data.view !== 'form') return t.fail('a form');
  t.equal(bad.data.values.egysegben.length, 8, 'a typed value is bounded');
  t.ok(bad.data.unavailable);
  t.match(bad.data.problems.map((p) => p.message).join(' '), /Fidesz–KDNP: 0 és 100 közötti.*Mi Hazánk: add meg/);
});

t.test('the 100 % rule and the readings', async (t) => {
  t.equal(parseShare('12,5'), 1250);
  t.equal(parseShare(' 7 '), 700);
  t.equal(parseShare('33.33'), 3333);
  for (const bad of ['', '-1', '1e2', '12,', ',5', '1 000', '12,345', 'NaN']) t.equal(parseShare(bad), null, bad);
  const ok = checkTypedShares(PARTIES, {
    'fidesz-kdnp': '33,3',
    egysegben: '33,3',
    'mi-hazank': '33,4',
    mkkp: '0',
    egyeb: '0',
  });
  t.same(ok.problems, [], '33,3 + 33,3 + 33,4 is exactly 100');
  t.equal(ok.total, 10_000);
  const over = checkTypedShares(PARTIES, {
    'fidesz-kdnp': '60',
    egysegben: '40',
    'mi-hazank': '5',
    mkkp: '0',
    egyeb: '0',
  });
  t.same(
    over.problems.map((p) => plain(p.message)),
    ['A tippjeid összege 105 %, nem 100 %: 5 százalékpont a többlet.'],
  );
  const twoDecimals = checkTypedShares(PARTIES, {
    'fidesz-kdnp': '59,95',
    egysegben: '40,05',
    'mi-hazank': '0',
    mkkp: '0',
    egyeb: '0',
  });
  t.equal(twoDecimals.problems.length, 2, 'one decimal at most');
  t.equal(
    checkTypedShares(PARTIES, { 'fidesz-kdnp': '100' }).problems.filter((p) => p.kind === 'total').length,
    0,
    'no total verdict on a half-filled form',
  );
  t.equal(totalProblem(10_000), null);
});

t.test('a stored prediction: its shares, the official result, the distance and its own canonical', async (t) => {
  const out = build(
    '/melleklet/tippjatek/valasztas-2022/abcdefghjk',
    { game: 'valasztas-2022', key: 'abcdefghjk' },
    { game: game(), prediction: stored() },
  );
  if (out.kind !== 'page' || out.data.view !== 'prediction') return t.fail('a prediction');
  t.equal(out.data.canonicalPath, '/melleklet/tippjatek/valasztas-2022/abcdefghjk');
  t.same(
    out.data.shares.map((s) => s.share),
    [5000, 4000, 500, 350, 150],
  );
  t.equal(out.data.createdLabel, '2026. november 25.');
  // |50−54,13| + |40−34,44| + |5−5,88| + |3,5−3,27| + |1,5−2,28| = 4,13 + 5,56 + 0,88 + 0,23 + 0,78 = 11,58
  t.equal(out.data.result?.distance, 1158);
  t.same(
    out.data.result?.parties.map((p) => p.difference),
    [-413, 556, -88, 23, -78],
  );
  t.match(out.data.result?.verdict, /A nagy képet eltaláltad/);
  t.same(out.cache, { rule: 'list', purgeKeys: ['tippjatek-valasztas-2022'] });
  const perfect = comparePrediction(
    PARTIES,
    { 'fidesz-kdnp': 5413, egysegben: 3444, 'mi-hazank': 588, mkkp: 327, egyeb: 228 },
    { 'fidesz-kdnp': 5413, egysegben: 3444, 'mi-hazank': 588, mkkp: 327, egyeb: 228 },
  );
  t.equal(perfect.distance, 0);
  const before = build(
    '/x',
    { game: 'valasztas-2022', key: 'abcdefghjk' },
    { game: game({ results: null }), prediction: stored() },
  );
  t.equal(
    before.kind === 'page' && before.data.view === 'prediction' && before.data.result,
    null,
    'no result yet: no comparison',
  );
});

t.test('unknown or mismatched keys are 404', async (t) => {
  const plan = { game: 'valasztas-2022', key: 'abcdefghjk' };
  t.equal(build('/x', plan, { game: game(), prediction: null }).kind, 'not-found');
  t.equal(build('/x', plan, { game: game(), prediction: stored({ key: 'zzzzzzzzzz' }) }).kind, 'not-found');
  t.equal(build('/x', plan, { game: game(), prediction: stored({ game: 'mas-jatek' }) }).kind, 'not-found');
  t.equal(build('/x', plan, { game: null, prediction: stored() }).kind, 'not-found');
});

t.test('§2.1 a game past its closing moment shows no form but the official result; before it, the form', async (t) => {
  const plan = planTippjatekPage({})!;
  const now = pageContext('/melleklet/tippjatek').now;
  const closedAt = (closesAt: number, over: Partial<PredictionGame> = {}) => {
    const out = build('/melleklet/tippjatek', plan, { game: game({ closesAt, ...over }) });
    return out.kind === 'page' && out.data.view === 'form' ? out.data.closed : undefined;
  };
  t.equal(closedAt(now + 1), null, 'open until its closing moment');
  const closed = closedAt(now);
  t.ok(closed, 'closed from its closing moment on');
  t.same(
    closed?.result?.shares.map((p) => [p.code, p.share]),
    [
      ['fidesz-kdnp', 5413],
      ['egysegben', 3444],
      ['mi-hazank', 588],
      ['mkkp', 327],
      ['egyeb', 228],
    ],
    'the official result in the party order, basis points',
  );
  t.equal(closedAt(now - 86_400, { results: null })?.result, null, 'closed before a result: just closed');
});
