// The JavaScript an article page loads is a budget, not a report (issue 3): every script the browser fetches for
// an article — the entry, its chunks, the route's chunks, the colour-mode script and whatever loads after
// hydration, including the deferred behaviours every reader loads with their first scroll — counted as the gzip
// bytes the server sends. Over the budget, the build fails.
import t from 'tap';
import { request } from 'undici';
import { launchBrowser } from '../helpers/browser.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

export const ARTICLE_PAGE_JS_BUDGET_GZIP = 105 * 1024;

const origin = await startOrigin({ articles: 300 });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
const browser = await launchBrowser();
t.teardown(async () => { await browser.cleanup(); await bff.close(); await origin.close(); });

t.test('an article page loads at most 105 KB of gzipped JavaScript', async (t) => {
  // A plain article (no live blog, quiz or livescore block): the common case the budget is about.
  const row = origin.db.prepare(`SELECT slug FROM articles a WHERE type = 'article' AND active = 1 AND parent_id IS NULL
    AND quiz_id IS NULL AND livescore_id IS NULL AND site_slug = 'telex'
    AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh'))
    ORDER BY id LIMIT 1 OFFSET 20`).get() as { slug: string };
  const res = await request(`${origin.url}/api/articles/${row.slug}`);
  const article = (await res.body.json()) as { url: string };
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.add(r.url()); });
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + article.url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('html[data-hydrated="true"]');
  // Every reader scrolls an article: the first interaction loads the deferred behaviours (client/entry-client.tsx).
  await page.mouse.wheel({ deltaY: 600 });
  await page.waitForSelector('html[data-behaviours="ready"]', { timeout: 15_000 });
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.close();
  let total = 0;
  for (const url of scripts) {
    const r = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await r.body.arrayBuffer());
    t.equal(r.headers['content-encoding'], 'gzip', `${new URL(url).pathname} is served compressed`);
    total += body.length;
    t.comment(`${body.length} ${new URL(url).pathname}`);
  }
  t.comment(`article page JS: ${scripts.size} files, ${total} bytes (${(total / 1024).toFixed(1)} KB) gzip as served`);
  t.ok(scripts.size > 3, 'the measurement saw the page\'s scripts');
  t.ok(total <= ARTICLE_PAGE_JS_BUDGET_GZIP, `${(total / 1024).toFixed(1)} KB ≤ 105 KB`);
});
