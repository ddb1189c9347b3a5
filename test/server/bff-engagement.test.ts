// Engagement through the running BFF over the real origin and quiz service, what needs a server: the quiz in an
// article's first paint (and the page without it when the quiz service is gone), the shared 15 s data under the
// header and in the secondary part the browser refetches, the newsletter prompt and the newsletter page's forms in
// the HTML (working as plain form posts), and the minutes counter on the support page. Browser behaviour is in
// test/browser/engagement-*.test.ts.
import t from 'tap';
import { request } from 'undici';
import { counterTotals, minutesCounterConfig } from '../../shared/minutes-counter.ts';
import { NEWSLETTER_LISTS } from '../../shared/newsletter-lists.ts';
import { formatNumber } from '../../shared/format-number.ts';
import { cachePolicyFor } from '../../server/upstream/cache-policy.ts';
import { startBff, startOrigin, startQuiz, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
const quiz = await startQuiz({ now: () => TEST_NOW });
let clockOffsetMs = 0;
const clock = () => TEST_NOW * 1000 + clockOffsetMs;
const bff = await startBff(origin.url, { quizApiUrl: quiz.url, pageCacheTtlMs: 0, clock });
t.teardown(async () => {
  await bff.close();
  await quiz.close();
  await origin.close();
});

const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
async function html(path: string, to = bff.url) {
  const res = await request(to + path, { headers: BOT });
  // React's text separators (<!-- -->) say nothing a reader sees.
  return { status: res.statusCode, headers: res.headers, body: (await res.body.text()).replace(/<!-- -->/g, '') };
}
/** The <input> of a form field with this name (and value), attributes in any order. */
const input = (body: string, name: string, value?: string) =>
  body.match(new RegExp(`<input(?=[^>]*name="${name}")${value ? `(?=[^>]*value="${value}")` : ''}[^>]*>`))?.[0] ?? '';
const articleUrl = async (id: number) =>
  ((await (await request(`${origin.url}/api/article/${id}`)).body.json()) as { url: string }).url;
// On the main site: the shared data patched below and the newsletter list ticked in its prompt are the main site's.
const quizArticle = origin.db
  .prepare(
    `SELECT a.id, a.quiz_id FROM articles a WHERE a.quiz_id IS NOT NULL AND a.active = 1 AND a.parent_id IS NULL
  AND a.site_slug = 'telex' AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1) ORDER BY a.id LIMIT 1`,
  )
  .get() as { id: number; quiz_id: string };
const stale = () => {
  clockOffsetMs += 10 * 60_000;
};

t.test(
  '§4 an article with a quiz: the first paint is the quiz as everyone sees it, cached like the article',
  async (t) => {
    const url = await articleUrl(quizArticle.id);
    const page = await html(url);
    t.equal(page.status, 200);
    t.match(String(page.headers['cache-control']), /public/, 'shared: nothing of a reader in it');
    const served = (await (
      await request(`${quiz.url}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query($id: ID!) { quiz(id: $id) { questions { question activeTo answers { title } } } }',
          variables: { id: quizArticle.quiz_id },
        }),
      })
    ).body.json()) as {
      data: { quiz: { questions: { question: string; activeTo: number | null; answers: { title: string }[] }[] } };
    };
    const section = page.body.slice(
      page.body.indexOf('<section class="article-quiz"'),
      page.body.indexOf('</section>', page.body.indexOf('<section class="article-quiz"')),
    );
    for (const q of served.data.quiz.questions) {
      t.ok(
        section.includes(q.question.replace(/"/g, '&quot;')) || section.includes(q.question),
        `the question: ${q.question}`,
      );
      for (const a of q.answers) t.ok(section.includes(a.title), `its answer: ${a.title}`);
    }
    const open = served.data.quiz.questions.filter((q) => q.activeTo === null || q.activeTo > TEST_NOW).length;
    t.equal((section.match(/class="quiz-question /g) ?? []).length, served.data.quiz.questions.length);
    if (open === served.data.quiz.questions.length) {
      t.notMatch(
        section,
        /quiz-answer__percent|helyes|quiz-answer--chosen/,
        "open questions give nothing away and show nobody's choice",
      );
    }
    t.notMatch(page.headers['set-cookie'] ?? '', /quiz_token/, 'no quiz cookie on a page');
  },
);

t.test('every kind of question reaches a first paint', async (t) => {
  const rows = origin.db
    .prepare(
      `SELECT a.id FROM articles a WHERE a.quiz_id IS NOT NULL AND a.active = 1 AND a.parent_id IS NULL
    AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1) ORDER BY a.id`,
    )
    .all() as { id: number }[];
  const kinds = new Set<string>();
  for (const { id } of rows) {
    for (const m of (await html(await articleUrl(id))).body.matchAll(/class="quiz-question quiz-question--(\w+)"/g))
      kinds.add(m[1]);
  }
  t.same([...kinds].sort(), ['estimate', 'image', 'poll', 'scale', 'text']);
});

t.test('the quiz service gone: the article still answers 200, without the quiz', async (t) => {
  const lost = await startQuiz();
  const bff2 = await startBff(origin.url, { quizApiUrl: lost.url, pageCacheTtlMs: 0 });
  await lost.close();
  const page = await html(await articleUrl(quizArticle.id), bff2.url);
  t.equal(page.status, 200);
  t.match(page.body, /<section class="article-quiz"/);
  t.notMatch(page.body, /class="quiz"/);
  await bff2.close();
});

t.test(
  '§3 shared data under the header: trending tags from the publisher, in the HTML and in the part the browser refetches',
  async (t) => {
    const [tag] = origin.db
      .prepare(
        `SELECT slug, name FROM tags WHERE slug NOT IN (SELECT value FROM json_each(
    (SELECT trending_tags FROM frontend_state WHERE site_slug = 'telex'))) ORDER BY id LIMIT 1`,
      )
      .all() as { slug: string; name: string }[];
    const res = await request(`${origin.url}/admin/frontend/telex`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        trendingTags: [tag.slug],
        floodingData: { text: 'Harmadfokú árvízvédelmi készültség a Dunán.', url: '/cimke/arviz' },
        weatherData: [{ city: 'Budapest', temperature: 7, icon: 'fog' }],
      }),
    });
    t.equal(res.statusCode, 200);
    stale(); // past the BFF's cache of /api/frontend/refresh (10 s)
    t.ok(10 * 60_000 > cachePolicyFor('/api/frontend/refresh').ttlMs + cachePolicyFor('/api/frontend/refresh').swrMs);
    const front = await html('/');
    t.match(
      front.body,
      new RegExp(`<a class="trending__tag" data-tag="${tag.slug}" href="/cimke/${tag.slug}"[^>]*>${tag.name}</a>`),
    );
    t.match(
      front.body,
      /class="flood-notice"[\s\S]*Harmadfokú árvízvédelmi készültség a Dunán\.[\s\S]*href="\/cimke\/arviz"/,
    );
    t.match(front.body, /Budapest <strong>7°<\/strong>/);
    const part = await request(`${bff.url}/page-data/secondary/common?site=telex`);
    const data = (await part.body.json()) as {
      trendingTags: { slug: string }[];
      flood: { text: string };
      weather: { icon: string }[];
    };
    t.same(
      data.trendingTags.map((x) => x.slug),
      [tag.slug],
    );
    t.equal(data.flood.text, 'Harmadfokú árvízvédelmi készültség a Dunán.');
    t.equal(data.weather[0].icon, 'fog');
    const article = await html(await articleUrl(quizArticle.id));
    t.match(article.body, new RegExp(`data-tag="${tag.slug}"`), 'every page carries it');
    await request(`${origin.url}/admin/frontend/telex`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ floodingData: null }),
    });
    stale();
    t.notMatch((await html('/')).body, /flood-notice/, 'no warning, no banner');
  },
);

t.test('§4 the newsletter prompt is in the HTML of the front page and of articles, as plain forms', async (t) => {
  const front = (await html('/')).body;
  const article = (await html(await articleUrl(quizArticle.id))).body;
  for (const [body, page] of [
    [front, 'front'],
    [article, 'article'],
  ] as const) {
    const prompt = body.slice(
      body.indexOf('<aside id="hirlevel"'),
      body.indexOf('</aside>', body.indexOf('<aside id="hirlevel"')),
    );
    t.match(prompt, new RegExp(`class="nl-prompt nl-prompt--${page}"`));
    t.match(prompt, /<form class="nl-form"[^>]*action="\/hirlevel\/feliratkozas#hirlevel" method="post">/);
    for (const field of ['email', 'lastName', 'firstName']) t.match(prompt, new RegExp(`name="${field}"`));
    t.match(input(prompt, 'listCodes', 'napi'), /checked=""/, "the site's own list ticked");
    t.notMatch(input(prompt, 'listCodes', 'heti'), /checked/);
    t.match(prompt, new RegExp(`name="page" value="${page}"[\\s\\S]*name="kind" value="temporary"[\\s\\S]*Most nem`));
    t.match(prompt, /name="kind" value="permanent"[\s\S]*Ne mutasd többé/);
  }
  t.notMatch((await html('/dokumentum/adatvedelem')).body, /nl-prompt/, 'not on other pages');
});

t.test("a plain form post comes back to the page with the server's messages next to the fields", async (t) => {
  const url = await articleUrl(quizArticle.id);
  const posted = await request(`${bff.url}/hirlevel/feliratkozas`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ email: 'nem-email', firstName: '', lastName: 'Kovács', back: url }).toString(),
  });
  t.equal(posted.statusCode, 303);
  const back = String(posted.headers.location);
  t.match(back, /hirlevel=hiba/);
  const page = (await html(back)).body;
  t.match(page, /class="nl-prompt nl-prompt--article nl-prompt--result"/, 'shown even to a reader who hid it');
  t.match(input(page, 'email'), /aria-invalid="true"/);
  t.match(input(page, 'email'), /aria-describedby="nl-prompt-article-email-hiba"/);
  t.match(page, /<p class="nl-form__error" id="nl-prompt-article-email-hiba">Ez nem érvényes e-mail-cím/);
  t.match(page, /id="nl-prompt-article-firstName-hiba">Add meg a keresztnevedet\./);
  t.match(page, /id="nl-prompt-article-listCodes-hiba">Válassz legalább egy hírlevelet\./);
  t.notMatch(page, /nl-prompt-article-lastName-hiba/, 'a good field has no message');
});

t.test('the newsletter page: every list, and the push-notification settings', async (t) => {
  const page = await html('/dokumentum/hirlevel');
  t.equal(page.status, 200);
  for (const list of NEWSLETTER_LISTS) {
    t.ok(input(page.body, 'listCodes', list.code), list.code);
    t.ok(page.body.includes(list.name), list.name);
  }
  t.match(page.body, /action="\/hirlevel\/feliratkozas#feliratkozas"/);
  t.match(page.body, /<section class="push-settings" id="ertesitesek"[^>]*data-push-state="checking"/);
  t.match(
    page.body,
    /<button type="button" class="push-settings__enable" disabled="">Értesítések bekapcsolása<\/button>/,
    "no browser state on the server: the button waits for the page's script, which never asks before a click",
  );
  t.equal(
    (await request(`${bff.url}/hirlevel`)).statusCode,
    404,
    'the page is the document; /hirlevel itself is not a page',
  );
});

t.test(
  '§3 §9 the minutes counter on the support page: the supporters since 2025-03-28, recurring ×10, one-time ×1',
  async (t) => {
    const counts = (await (await request(`${origin.url}/api/counter?from=2025-03-28`)).body.json()) as {
      recurring: number;
      onetime: number;
    };
    const totals = counterTotals(minutesCounterConfig(), counts);
    t.equal(totals.minutes, 300_000 * 60 + counts.recurring * 10 + counts.onetime);
    const page = (await html('/tamogatas')).body;
    t.match(
      page,
      new RegExp(
        `<span class="minutes-counter__hours" data-minutes-hours="${totals.hours}">${formatNumber(totals.hours)}</span> óra`,
      ),
    );
    t.match(page, /2025\. március 28\. óta/);
    t.match(formatNumber(totals.hours), /^\d{3}\u00a0\d{3}$/, 'a space every three digits');
    const part = (await (await request(`${bff.url}/page-data/secondary/minutes?site=telex`)).body.json()) as {
      counts: unknown;
      config: { from: string; hours: number; refreshMs: number };
    };
    t.same(part.counts, { recurring: counts.recurring, onetime: counts.onetime });
    t.same([part.config.from, part.config.hours, part.config.refreshMs], ['2025-03-28', 300_000, 60_000]);
  },
);
