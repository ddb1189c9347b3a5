// Bad input never answers 500: 400 with a reason, 404 for unknown things, clamping where allowed.
import t from 'tap';
import { MAX_PAGE_SIZE } from '../../shared/constants.ts';
import { originFixture } from '../helpers/origin-fixture.ts';

const f = await originFixture();
t.teardown(() => f.close());

const badRequests: [string, RegExp][] = [
  ['/api/articles?page=-1', /page/],
  ['/api/articles?page=0', /page/],
  ['/api/articles?page=abc', /page/],
  ['/api/articles?perPage=abc', /perPage/],
  ['/api/articles?perPage=0', /perPage/],
  ['/api/search?oldal=x', /oldal/],
  ['/api/search?filters={broken', /filters is not valid JSON/],
  ['/api/search?filters=[1,2]', /filters/],
  ['/api/search?filters={"nincs":["x"]}', /unknown filter 'nincs'/],
  ['/api/articles?filters[nincs]=x', /unknown filter 'nincs'/],
  ['/api/articles?filters[parent]=abc', /parent/],
  ['/api/search?filters={"tag":{"a":1}}', /tag/],
  ['/api/index/auto-block?v=5', /v/],
  ['/api/index/auto-block?v=0', /v/],
  ['/api/recommended/mstag/all?v=21', /v/],
  ['/api/recommended/mstag/all?v=x', /v/],
  ['/api/exchange?currency=XXX', /currency/],
  ['/api/exchange?currency=EUR&range=2y', /range/],
  ['/api/exchange', /currency/],
  ['/api/minutes?day=2025-02-30', /day/],
  ['/api/minutes?day=tegnap', /day/],
  ['/api/counter?from=2025/01/01', /from/],
  ['/api/unique-groups/abc', /id/],
  ['/api/subscriptions', /clientToken/],
  ['/api/search/autocomplete', /term/],
  // Prototype keys, which an object lookup would resolve to Object's own members.
  ['/api/search?filters={"__proto__":{"x":1}}', /__proto__/],
  ['/api/search?filters={"constructor":{"x":1}}', /constructor/],
  ['/api/search?filters={"tag":["a"],"prototype":1}', /prototype/],
  ['/api/articles?filters[__proto__]=x', /__proto__/],
  ['/api/articles?filters[constructor]=x', /constructor/],
  ['/api/search/autocomplete?term=a&filters={"constructor":"x"}', /constructor/],
  ['/api/search/highlights?filters[toString]=x', /unknown filter 'toString'/],
];

t.test('400 with a reason', async (t) => {
  for (const [url, reason] of badRequests) {
    const res = await f.get(url);
    t.equal(res.status, 400, url);
    t.match(res.body, { statusCode: 400, error: 'Bad Request', message: reason }, url);
  }
});

t.test('perPage beyond the maximum is clamped', async (t) => {
  const res = await f.get('/api/articles?perPage=10000');
  t.equal(res.status, 200);
  t.equal(res.body.items.length, MAX_PAGE_SIZE);
  t.equal(res.body.totalPages, Math.ceil(res.body.totalItems / MAX_PAGE_SIZE));
});

t.test('404 for unknown things and routes', async (t) => {
  for (const url of [
    '/api/articles/nincs-ilyen-cikk',
    '/api/docs/nincs-ilyen',
    '/api/unique/nincs-ilyen',
    '/api/unique-groups/999999',
    '/api/index/mstag/nincs-ilyen',
    '/api/episodes/nincs-ilyen',
    '/api/minutes?day=1999-01-01',
    '/media/audio/x.mp3',
    '/media/img/..%2Fetc.svg',
    '/nincs/ilyen/utvonal',
  ]) {
    const res = await f.get(url);
    t.equal(res.status, 404, url);
    t.equal(res.body.statusCode, 404, url);
    t.equal(res.body.error, 'Not Found', url);
    t.type(res.body.message, 'string');
  }
});

t.test('malformed bodies are 400, not 500', async (t) => {
  for (const payload of [
    '{"email":',
    'null',
    '[]',
    '"x"',
    '{"email":"a@b.hu","listCodes":"nincs-tomb"}',
    '{"email":"a@b.hu","listCodes":[]}',
  ]) {
    const res = await f.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    t.ok(
      res.statusCode === 400 || res.statusCode === 200 || res.statusCode === 201,
      `newsletter ${payload}: ${res.statusCode}`,
    );
    t.not(res.statusCode, 500);
    if (payload.includes('[]') || payload === 'null' || payload === '"x"' || payload === '{"email":')
      t.equal(res.statusCode, 400, payload);
  }
  for (const payload of [
    '{"email":"a@b.hu","listCodes":["napi"],"__proto__":{"admin":true}}',
    '{"email":"a@b.hu","listCodes":["napi"],"constructor":{"prototype":{"x":1}}}',
    '{"email":"a@b.hu","listCodes":["napi"],"constructor":"x"}',
  ]) {
    const res = await f.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload,
      headers: { 'content-type': 'application/json', 'x-site': 'telex' },
    });
    t.equal(res.statusCode, 400, `prototype keys in a body: ${payload}`);
  }
  const xml = await f.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: '<x/>',
    headers: { 'content-type': 'application/xml' },
  });
  t.ok(xml.statusCode >= 400 && xml.statusCode < 500);
});
