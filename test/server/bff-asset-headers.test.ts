// Static assets carry only the headers a file needs (server/policy/asset-headers.ts); a page under /assets/ — the
// 404 page for a file that does not exist — is a document and keeps the document's policies (CSP, frame, referrer
// and permissions policies), which an outside review found missing there.
import t from 'tap';
import { request } from 'undici';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 40 });
const bff = await startBff(origin.url);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const DOCUMENT_POLICIES = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy'];

async function get(path: string) {
  const res = await request(bff.url + path);
  const body = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body };
}

t.test('a script is served as a file: its type, and none of the document policies', async (t) => {
  const front = await get('/');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(front.body)?.[1];
  t.ok(script, `the front loads ${script}`);
  const res = await get(script!);
  t.equal(res.status, 200);
  t.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
  t.equal(res.headers['x-content-type-options'], 'nosniff');
  for (const name of DOCUMENT_POLICIES) t.notOk(res.headers[name], `no ${name}`);
});

t.test('the 404 page under /assets/ is a document with every policy', async (t) => {
  for (const path of ['/assets/x', '/assets/nincs-ilyen.js', '/assets/']) {
    const res = await get(path);
    t.equal(res.status, 404, `${path} → 404`);
    t.match(String(res.headers['content-type']), /^text\/html/, 'an HTML page');
    for (const name of DOCUMENT_POLICIES) t.ok(res.headers[name], `${path} carries ${name}`);
  }
});
