// What the worker keeps: article pages the answer policy marked shareable, with their same-site files.
import t from 'tap';
import { articleFacts, isKeepable } from './offline-copies.ts';

const ORIGIN = 'https://telex.hu';
const page = (type: string) =>
  `<!DOCTYPE html><html lang="hu"><head><meta property="og:type" content="${type}"/>` +
  '<meta property="og:title" content="Árvíz &amp; aszály | Telex"/><link rel="stylesheet" href="/assets/site-A1.css"/>' +
  '<script src="/assets/theme.js"></script></head><body><img alt="" src="/media/img/hid-1.png"/>' +
  '<img alt="" src="https://cdn.example.org/x.png"/></body></html>';

t.test('an article page: its title and the same-site files it needs', async (t) => {
  t.same(articleFacts(page('article'), ORIGIN), {
    title: 'Árvíz & aszály | Telex',
    lang: 'hu',
    assets: [`${ORIGIN}/assets/site-A1.css`, `${ORIGIN}/assets/theme.js`, `${ORIGIN}/media/img/hid-1.png`],
  });
  t.equal(articleFacts(page('website'), ORIGIN), null, 'any other page is not kept');
});

t.test('only what the answer policy lets anyone keep', async (t) => {
  const answer = (cacheControl: string, status = 200, type = 'text/html; charset=utf-8') =>
    Object.defineProperty(
      new Response('', { status, headers: { 'cache-control': cacheControl, 'content-type': type } }),
      'type',
      {
        value: 'basic',
      },
    );
  t.ok(isKeepable(answer('public, max-age=5, s-maxage=10')));
  t.notOk(isKeepable(answer('private, no-store')), 'a personal answer');
  t.notOk(isKeepable(answer('no-store')));
  t.notOk(isKeepable(answer('public, max-age=5', 404)), 'a refusal');
  t.notOk(isKeepable(answer('public, max-age=5', 200, 'application/json')), 'not a document');
});
