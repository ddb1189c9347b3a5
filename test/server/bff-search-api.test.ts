// The archive search's calls through the BFF: typeahead, autocomplete and search answered from the
// upstream cache (a warm typeahead never leaves the BFF), one cache entry for equivalent queries, the publisher API's
// reasons passed on, its failures hidden; and 500 hostile terms through the BFF's JSON calls and the archive page.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { request } from 'undici';
import { canonicalSearchPath } from '../../server/routes/search-api-routes.ts';
import { MAX_PATH_LENGTH } from '../../shared/request-limits.ts';
import { hostileTerms } from '../helpers/hostile-terms.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const summary = {
  id: 1,
  type: 'article',
  title: 'Cím',
  slug: 'cim',
  pubDate: 1,
  updatedAt: 1,
  version: 1,
  lead: '',
  recommender: null,
  articleAuthors: [],
  mainSuperTag: { id: 1, name: 'Belföld', slug: 'belfold', active: true, siteSlug: 'telex' },
  superTags: [],
  tags: [],
  flags: [],
  recommendedBoxImage: null,
  resizedRecommendedBoxImage: null,
  mobileImage11: null,
  mobileImage43: null,
  active: true,
  english: false,
  live: false,
  adultContent: false,
  pr: false,
  rank: 0,
  colorScheme: null,
  colorClass: null,
  originatingSite: 'telex',
  mirroringSites: [],
  parentId: null,
  ctUrl: null,
  url: '/belfold/2026/11/25/cim',
};

t.test('through a stand-in upstream: cached, canonical, anonymous', async (t) => {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { items: [summary] } };
  const upstream = createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', 'upstream=1');
    res.statusCode = answer.status;
    res.end(JSON.stringify(req.url!.startsWith('/api/frontend') ? {} : answer.body));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const bff = await startBff(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  t.teardown(async () => {
    await bff.close();
    upstream.closeAllConnections();
    upstream.close();
  });
  const searchCalls = () => seen.filter((s) => s.url.startsWith('/api/search'));

  const urls = [
    '/api/search/articles?term=kor&limit=5',
    '/api/search/articles?limit=5&term=kor',
    '/api/search/articles?term=kor&limit=5&_=123',
  ];
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      request(bff.url + urls[i % 3], {
        headers: { cookie: 'access_token=editor; tracking=x' },
      }),
    ),
  );
  for (const res of answers) {
    t.equal(res.statusCode, 200);
    // An answer to a request with a session cookie is private whatever its kind (decision 039); the BFF's upstream
    // cache still shares the one search call.
    t.equal(res.headers['cache-control'], 'private, no-store');
    t.notOk(res.headers['set-cookie'], 'no upstream cookie');
    t.same(await res.body.json(), { items: [summary] });
  }
  t.equal(searchCalls().length, 1, '30 typeahead requests, three spellings of one query: one upstream call');
  const anonymous = await request(bff.url + urls[0]);
  await anonymous.body.dump();
  t.match(anonymous.headers['cache-control'], /^public, max-age=\d+$/, 'anonymously it is public');
  t.match(String(anonymous.headers.vary), /x-site/i, 'and says it depends on the site header');
  t.equal(searchCalls()[0].url, '/api/search/articles?limit=5&term=kor', 'junk parameters dropped, names sorted');
  t.notOk(searchCalls()[0].headers.cookie, 'no cookies upstream');
  t.notOk(searchCalls()[0].headers.authorization, 'search is anonymous: cacheable for everyone');
  t.equal(searchCalls()[0].headers['x-site'], 'telex');

  answer = {
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: 'term is longer than 200 characters' },
  };
  const bad = await request(`${bff.url}/api/search?term=${'x'.repeat(300)}`);
  t.equal(bad.statusCode, 400);
  t.same(
    await bad.body.json(),
    { statusCode: 400, error: 'Bad Request', message: 'term is longer than 200 characters' },
    'the reason is passed on',
  );

  answer = {
    status: 500,
    body: { statusCode: 500, error: 'Internal Server Error', message: 'SqliteError at /srv/origin/x.ts:12' },
  };
  const failed = await request(`${bff.url}/api/search/autocomplete?term=kul`);
  t.equal(failed.statusCode, 502);
  const body = await failed.body.text();
  t.notMatch(body, /Sqlite|\.ts:\d/, 'an upstream failure shows no internals');
  t.equal(failed.headers['cache-control'], 'no-store');

  answer = { status: 200, body: { wrong: true } };
  const malformed = await request(`${bff.url}/api/search/autocomplete?term=mas`);
  t.equal(malformed.statusCode, 502, 'an answer off the contract is a gateway error');
  await malformed.body.dump();
});

t.test('canonical upstream paths keep only what each endpoint takes', async (t) => {
  t.equal(
    canonicalSearchPath(
      '/api/search',
      ['term', 'filters', 'oldal'],
      'oldal=2&term=a%20b&x=1&filters=%7B%7D&filters%5Btag%5D=k',
    ),
    '/api/search?filters=%7B%7D&filters%5Btag%5D=k&oldal=2&term=a+b',
  );
  t.equal(
    canonicalSearchPath('/api/search/articles', ['term'], 'term=%E0%A4%A&term=b'),
    '/api/search/articles?term=%EF%BF%BD%25A&term=b',
    'broken percent-encoding becomes U+FFFD, never raw bytes upstream',
  );
  t.equal(canonicalSearchPath('/api/search/articles', ['term'], ''), '/api/search/articles');
});

t.test('500 hostile terms through the BFF: 200 or 400, never 500, never a stack', async (t) => {
  const origin = await startOrigin();
  const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
  t.teardown(async () => {
    await bff.close();
    await origin.close();
  });
  const statuses = new Map<string, number>();
  for (const raw of hostileTerms(500, 2026)) {
    for (const path of [
      '/api/search?perPage=3&term=',
      '/api/search/articles?term=',
      '/api/search/autocomplete?term=',
      '/archivum?term=',
    ]) {
      const res = await request(bff.url + path + raw);
      const body = await res.body.text();
      const key = `${path.split('?')[0]} ${res.statusCode}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const label = `${path}${raw.slice(0, 50)}`;
      const url = path + raw;
      // Refusals of the HTTP layer are clear answers too: a page URL over MAX_PATH_LENGTH is 414 (the BFF's page
      // rule), a request line over Node's 16 KB header limit is 431 before any route runs.
      const refused =
        (res.statusCode === 414 && path.startsWith('/archivum') && url.length > MAX_PATH_LENGTH) ||
        (res.statusCode === 431 && url.length > 8 * 1024);
      if (res.statusCode !== 200 && res.statusCode !== 400 && !refused) t.fail(`${label}: ${res.statusCode}`);
      if (/\bat \S+:\d+:\d+|node_modules|\/work\//.test(body)) t.fail(`${label}: internals in the answer`);
      if (path.startsWith('/archivum') && res.statusCode === 200 && !body.includes('</html>'))
        t.fail(`${label}: not a whole page`);
    }
  }
  t.pass(`statuses: ${JSON.stringify([...statuses].sort())}`);
  t.notOk(
    [...statuses.keys()].some((k) => k.startsWith('/archivum') && / (400|5\d\d)$/.test(k)),
    'the archive page renders, whatever the term',
  );
});
