// Social networks show no SVG, so a page's og:image is an absolute URL of a raster picture (PNG) that answers
// 200 with its content type, through the BFF a crawler reaches: an article's own picture, and the site's share logo on a
// page without one. And /favicon.ico, which browsers ask for whatever a page links, is a real icon of the site's mark.
import t, { type Test } from 'tap';
import { request } from 'undici';
import { IMAGE_BREAKPOINTS } from '../../shared/constants.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, clock: () => TEST_NOW * 1000 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

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
  return { width, height: bytes.readUInt32BE(20), bytes };
}

/** The images an ICO holds, read from its directory. */
function icoEntries(bytes: Buffer) {
  t.equal(bytes.readUInt16LE(0), 0, 'ICO: reserved');
  t.equal(bytes.readUInt16LE(2), 1, 'ICO: an icon');
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i;
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    const png = bytes.subarray(offset, offset + size);
    return { width: bytes[at] || 256, height: bytes[at + 1] || 256, png };
  });
}

t.test("an article's og:image is a PNG that answers 200 with image/png", async (t) => {
  const { id } = origin.db
    .prepare(
      `SELECT a.id FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id
    WHERE a.active = 1 AND s.active = 1 AND a.parent_id IS NULL AND a.type = 'article' AND a.site_slug = 'telex'
    ORDER BY a.pub_date DESC LIMIT 1`,
    )
    .get() as { id: number };
  const { url } = (await (await request(`${origin.url}/api/article/${id}`)).body.json()) as { url: string };
  await checkRaster(t, await ogImageOf(url));
});

t.test("a page without a picture of its own shares the site's logo, a PNG that answers 200", async (t) => {
  for (const path of ['/', '/g7', '/after', '/karakter', '/legfrissebb']) {
    const image = await ogImageOf(path);
    t.match(new URL(image).pathname, /^\/assets\/share\/[a-z0-9]+\.png$/, `${path}: the share logo`);
    const res = await request(image, { headers: CRAWLER });
    const bytes = Buffer.from(await res.body.arrayBuffer());
    t.equal(res.statusCode, 200, image);
    t.equal(res.headers['content-type'], 'image/png');
    t.ok(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'the bytes are a PNG');
    t.same(
      [bytes.readUInt32BE(16), bytes.readUInt32BE(20)],
      [1200, 630],
      'the size social networks crop share cards to',
    );
    t.match(res.headers['cache-control'], /^public, max-age=\d+/, 'cached by the answer policy');
  }
  const unknown = await request(`${bff.url}/assets/share/nincs.png`);
  await unknown.body.dump();
  t.equal(unknown.statusCode, 404, "only the sites' own logos");
});

t.test("/favicon.ico is an icon of the main site's mark, cached", async (t) => {
  const res = await request(`${bff.url}/favicon.ico`);
  const bytes = Buffer.from(await res.body.arrayBuffer());
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'image/x-icon');
  t.match(res.headers['cache-control'], /^public, max-age=\d+/);
  const entries = icoEntries(bytes);
  t.same(
    entries.map((e) => [e.width, e.height]),
    [
      [16, 16],
      [32, 32],
      [48, 48],
    ],
  );
  for (const e of entries) {
    t.ok(e.png.subarray(0, 8).equals(PNG_SIGNATURE), `${e.width} px: a PNG inside`);
    t.same([e.png.readUInt32BE(16), e.png.readUInt32BE(20)], [e.width, e.height], `${e.width} px: its own size`);
  }
  const head = await request(`${bff.url}/favicon.ico`, { method: 'HEAD' });
  await head.body.dump();
  t.equal(head.statusCode, 200, 'HEAD too');
});
