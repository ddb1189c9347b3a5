// Issue 30: social networks show no SVG, so a page's og:image is an absolute URL of a raster picture (PNG) that answers
// 200 with its content type, through the BFF a crawler reaches — an article's own picture.
import t, { type Test } from 'tap';
import { request } from 'undici';
import { IMAGE_BREAKPOINTS } from '../../shared/constants.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, clock: () => TEST_NOW * 1000 });
t.teardown(async () => { await bff.close(); await origin.close(); });

const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function ogImageOf(path: string): Promise<string> {
  const res = await request(bff.url + path, { headers: CRAWLER });
  t.equal(res.statusCode, 200, path);
  const body = await res.body.text();
  const m = body.match(/<meta property="og:image" content="([^"]+)"/);
  t.ok(m, `${path} has an og:image`);
  return m?.[1].replace(/&amp;/g, '&') ?? '';
}

/** Fetches the picture as a crawler would and checks it is a PNG of a breakpoint's width; returns its size. */
async function checkRaster(t: Test, imageUrl: string) {
  const url = new URL(imageUrl);
  t.match(url.protocol, /^https?:$/, `absolute: ${imageUrl}`);
  t.equal(url.origin, new URL(bff.url).origin, 'on our own public origin');
  const res = await request(imageUrl, { headers: CRAWLER });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  t.equal(res.statusCode, 200, imageUrl);
  t.equal(res.headers['content-type'], 'image/png');
  t.ok(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'the bytes are a PNG');
  const width = bytes.readUInt32BE(16);
  t.ok((Object.values(IMAGE_BREAKPOINTS) as number[]).includes(width), `${width} px wide: a §9 breakpoint`);
  t.ok(width >= 600, 'wide enough for a large share card');
}

t.test('an article\'s og:image is a PNG that answers 200 with image/png', async (t) => {
  const { id } = origin.db.prepare(`SELECT a.id FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id
    WHERE a.active = 1 AND s.active = 1 AND a.parent_id IS NULL AND a.type = 'article' AND a.site_slug = 'telex'
    ORDER BY a.pub_date DESC LIMIT 1`).get() as { id: number };
  const { url } = (await (await request(`${origin.url}/api/article/${id}`)).body.json()) as { url: string };
  await checkRaster(t, await ogImageOf(url));
});
