// No Permissions-Policy header limited what a page, and every frame in it, may use: a CMS iframe's
// `allow="camera *; microphone *; geolocation *"` was all it took. Every answer now refuses those powers (the streamed
// page, the complete one, the cached one, JSON), and a script does not carry the document's header.
import t from 'tap';
import { request } from 'undici';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const POWERS = ['camera', 'microphone', 'geolocation', 'display-capture', 'payment', 'usb'];

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(bff.url + path, { headers });
  const body = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body };
}

function refusedPowers(header: unknown): string[] {
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((d) => d.trim())
    .filter((d) => /^[a-z-]+=\(\)$/.test(d))
    .map((d) => d.slice(0, -3));
}

t.test('a page refuses camera, microphone, geolocation and the other powers to itself and its frames', async (t) => {
  const answers = {
    streamed: await get('/'),
    complete: await get('/', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    }),
    'from the page cache': await get('/'),
    'page data': await get('/page-data?path=%2F'),
    'the JSON API': await get('/api/frontend/init'),
    'a refusal': await get('/api/nincs-ilyen'),
  };
  for (const [kind, res] of Object.entries(answers)) {
    t.ok(res.status < 500, `${kind}: answered (${res.status})`);
    t.same(
      POWERS.filter((p) => !refusedPowers(res.headers['permissions-policy']).includes(p)),
      [],
      `${kind}: every power refused`,
    );
  }
});

t.test("a script carries no Permissions-Policy: it is the document's header", async (t) => {
  const page = await get('/');
  const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  t.type(script, 'string', 'the page names its entry script');
  const res = await get(script!);
  t.equal(res.status, 200);
  t.equal(res.headers['permissions-policy'], undefined);
});
