// The editors' write for the shared 15 s data (PATCH /admin/frontend/{site}): what it changes reaches the next
// /api/frontend/refresh (and init) of that site and no other; bad input is a 400 with the reason; only loopback callers
// with the admin token may write.
import t from 'tap';
import { originFixture } from '../helpers/origin-fixture.ts';

const ADMIN = 'frontend-admin-token';
const f = await originFixture({ adminToken: ADMIN });
t.teardown(() => f.close());
const auth = { authorization: `Bearer ${ADMIN}` };
const patch = (site: string, payload: unknown, headers: Record<string, string> = auth, remoteAddress?: string) =>
  f.inject({
    method: 'PATCH',
    url: `/admin/frontend/${site}`,
    headers,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const refresh = async (site = 'telex') => (await f.get('/api/frontend/refresh', { 'x-site': site })).body;
const tagSlugs = (limit: number) =>
  f.db.prepare('SELECT slug FROM tags ORDER BY slug LIMIT ?').pluck().all(limit) as string[];

t.test(
  'trending tags and promoted links reach the next refresh of that site only; weather and a flood warning every site of its domain',
  async (t) => {
    const [first, second] = tagSlugs(2);
    const before = await refresh('g7');
    const regionalBefore = await refresh('transtelex');
    const res = await patch('telex', {
      trendingTags: [second, first],
      weatherData: [{ city: 'Budapest', temperature: -2, icon: 'snow' }],
      floodingData: {
        title: 'Árvízi készültség',
        text: 'Harmadfokú készültség a Duna budapesti szakaszán.',
        url: '/cimke/arviz',
      },
      widgets: [{ title: 'Választás 2026', url: '/melleklet/valasztas-2026', label: 'Élő' }],
    });
    t.equal(res.statusCode, 200, res.body);
    t.same(res.json(), { site: 'telex', updated: ['trendingTags', 'weatherData', 'floodingData', 'widgets'] });
    t.equal(res.headers['cache-control'], 'private, no-store');
    const now = await refresh();
    t.same(
      now.trendingTags.map((tag: { slug: string }) => tag.slug),
      [second, first],
      'in the order given, with their names',
    );
    t.ok(now.trendingTags.every((tag: { name: string }) => tag.name.length > 0));
    t.same(now.weatherData, [{ city: 'Budapest', temperature: -2, icon: 'snow' }]);
    t.same(now.floodingData, {
      title: 'Árvízi készültség',
      text: 'Harmadfokú készültség a Duna budapesti szakaszán.',
      url: '/cimke/arviz',
    });
    t.same(now.widgets, [{ title: 'Választás 2026', url: '/melleklet/valasztas-2026', label: 'Élő' }]);
    const g7 = await refresh('g7');
    t.same(
      { ...g7, weatherData: before.weatherData, floodingData: before.floodingData },
      before,
      'another site keeps its own tags and links',
    );
    t.same(g7.weatherData, now.weatherData, 'the weather is a fact: the same on another site of the domain');
    t.same(g7.floodingData, now.floodingData, 'so is the flood warning');
    t.same(await refresh('transtelex'), regionalBefore, 'the regional edition keeps its own cities');
    t.equal((await patch('karakter', { floodingData: null })).statusCode, 200);
    for (const site of ['telex', 'after', 'g7', 'karakter'])
      t.equal((await refresh(site)).floodingData, null, `the warning is lifted on ${site}`);
  },
);

t.test('placeholders come with init; a setup flag changes alone', async (t) => {
  t.equal(
    (await patch('telex', { searchPlaceholders: ['Keress rá: árvíz'], componentSetup: { refreshQuiz: '0' } }))
      .statusCode,
    200,
  );
  const init = (await f.get('/api/frontend/init')).body;
  t.same(init.searchPlaceholders, ['Keress rá: árvíz']);
  t.same(init.componentSetup, { donations: '0', refreshQuiz: '0' }, 'donations kept');
  t.equal((await patch('telex', { componentSetup: { refreshQuiz: '1' } })).statusCode, 200);
  t.same((await refresh()).componentSetup, { donations: '0', refreshQuiz: '1' });
});

t.test('bad input: a 400 with the reason, and nothing changes', async (t) => {
  const before = await refresh();
  const cases: [unknown, RegExp][] = [
    [{}, /nothing to change/],
    [{ trendingTags: ['nincs-ilyen-cimke'] }, /unknown tags: nincs-ilyen-cimke/],
    [{ trendingTags: ['Rossz Slug'] }, /trendingTags/],
    [{ weatherData: [{ city: 'Budapest', temperature: 900, icon: 'sunny' }] }, /temperature/],
    [{ weatherData: [{ city: 'Budapest', temperature: 9, icon: 'tornado' }] }, /icon/],
    [{ widgets: [{ title: 'Rossz', url: 'javascript:alert(1)' }] }, /url/],
    [{ widgets: [{ title: 'Máshol', url: '//evil.example/x' }] }, /url/],
    [{ floodingData: { title: 'Szöveg nélkül' } }, /text/],
    [{ componentSetup: { refreshQuiz: 'igen' } }, /refreshQuiz/],
    [{ unknownField: 1 }, /nothing to change/], // unknown fields are dropped (Fastify's removeAdditional)
  ];
  for (const [payload, reason] of cases) {
    const res = await patch('telex', payload);
    t.equal(res.statusCode, 400, JSON.stringify(payload));
    t.match(res.json().message, reason);
  }
  t.equal((await patch('nincs', { trendingTags: [] })).statusCode, 404, 'an unknown site');
  t.same(await refresh(), before, 'nothing changed');
});

t.test('loopback callers with the admin token only', async (t) => {
  const before = await refresh();
  t.equal((await patch('telex', { trendingTags: [] }, auth, '10.0.0.9')).statusCode, 403);
  t.equal((await patch('telex', { trendingTags: [] }, { authorization: 'Bearer rossz' })).statusCode, 403);
  t.equal((await patch('telex', { trendingTags: [] }, {})).statusCode, 403);
  t.same(await refresh(), before);
});
