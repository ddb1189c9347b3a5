// Every podcast link resolves (decision 021-podcast-urls): the fronts of every site (main, After, G7,
// Karakter and the regional edition) and the podcast lists are walked through the real BFF; each episode title and
// podcast name they render is followed and must answer 200 itself (no 404, no detour through a redirect), and so
// on for the podcast pages found there. An episode's article carries the play button.
import t, { type Test } from 'tap';
import { startSeededSite } from '../helpers/seeded-site.ts';

const { get } = await startSeededSite();
const REGIONAL = 'ro.localhost';

/** The links an HTML page's episode cards, episode blocks and an episode article's player box carry. */
function podcastLinks(html: string): { episodes: string[]; podcasts: string[] } {
  const episodes = new Set<string>();
  const podcasts = new Set<string>();
  for (const [card] of html.matchAll(/<article class="episode"[\s\S]*?<\/article>/g)) {
    const title = /class="episode__title"><a href="([^"]+)"/.exec(card)?.[1];
    const podcast = /class="episode__podcast"><a href="([^"]+)"/.exec(card)?.[1];
    if (!title) throw new Error(`an episode card without its title link: ${card.slice(0, 300)}`);
    episodes.add(title);
    // a podcast's own page does not name it on every card
    if (podcast) podcasts.add(podcast);
  }
  // the blocks' titles ('Podcastok', 'Podcast adások' …) and the podcast index's list
  for (const m of html.matchAll(/<h2 class="front-block__title"[^>]*><a href="(\/podcast[^"]*)"/g)) podcasts.add(m[1]);
  for (const m of html.matchAll(/class="podcast-links__link" href="([^"]+)"/g)) podcasts.add(m[1]);
  return { episodes: [...episodes], podcasts: [...podcasts] };
}

const decode = (href: string) => href.replace(/&amp;/g, '&');

interface Walk {
  episodes: Set<string>;
  podcasts: Set<string>;
  articles: number;
}

/** Follows every podcast link from the start pages, and the podcast pages it finds, on one host. */
async function walk(t: Test, starts: string[], host?: string): Promise<Walk> {
  const seen: Walk = { episodes: new Set(), podcasts: new Set(), articles: 0 };
  const queue = [...starts];
  const visited = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const page = await get(path, host);
    t.equal(
      page.status,
      200,
      `${host ?? 'main'} ${path} answers 200${page.status >= 300 && page.status < 400 ? ` (not a redirect to ${page.headers.location})` : ''}`,
    );
    if (page.status !== 200) continue;
    if (seen.episodes.has(path) && !path.startsWith('/podcast/')) {
      // an episode's title led to its article: the reader can play it there
      seen.articles++;
      t.match(
        page.body,
        /class="article-listen"[\s\S]*?aria-label="Lejátszás: /,
        `${path}: the episode's article has its play button`,
      );
      // the bar will show the episode's own title: the box names it when the headline says something else
      const episodeTitle = /class="article-listen"[\s\S]*?aria-label="Lejátszás: ([^"]*)"/.exec(page.body)?.[1];
      const headline = /<h1 class="article__title">([^<]*)<\/h1>/.exec(page.body)?.[1];
      const named = /class="article-listen__title">([^<]*)</.exec(page.body)?.[1];
      if (episodeTitle !== headline) t.equal(named, episodeTitle, `${path}: the box names the episode it plays`);
      else t.equal(named, undefined, `${path}: the headline is the episode's title; the box does not repeat it`);
    }
    const links = podcastLinks(page.body);
    for (const href of links.episodes.map(decode)) {
      seen.episodes.add(href);
      queue.push(href);
    }
    for (const href of links.podcasts.map(decode)) {
      seen.podcasts.add(href);
      queue.push(href);
    }
  }
  return seen;
}

t.test('main domain: every episode and podcast link of the fronts and the podcast lists answers 200', async (t) => {
  const found = await walk(t, [
    '/',
    '/after',
    '/g7',
    '/karakter',
    '/g7/podcast',
    '/after/rovat/after-podcast',
    '/podcast',
    '/podcast/g7-podcast?oldal=2',
  ]);
  t.ok(found.episodes.size >= 20, `walked ${found.episodes.size} episode links`);
  t.ok(found.articles >= 1, `${found.articles} of them lead to the episode's article`);
  t.ok(
    [...found.episodes].some((e) => e.startsWith('/podcast/')),
    'and the others to their episode pages',
  );
  for (const podcast of [
    '/podcast/telex-podcast',
    '/podcast/egy-perc',
    '/podcast/after-podcast',
    '/podcast/g7-podcast',
    '/podcast/karakter-podcast',
  ]) {
    t.ok(found.podcasts.has(podcast), `${podcast} is linked`);
  }
  t.notOk(found.podcasts.has('/podcast/transtelex-podcast'), 'the regional podcast is not offered on the main domain');
});

t.test('the regional edition: its front and podcast pages link only to pages that exist there', async (t) => {
  const front = podcastLinks((await get('/', REGIONAL)).body);
  t.ok(front.episodes.length > 0, 'the regional front shows its podcast block');
  const found = await walk(t, ['/', '/podcast'], REGIONAL);
  t.same([...found.podcasts].filter((p) => p !== '/podcast').sort(), ['/podcast/transtelex-podcast']);
  t.equal(
    (await get('/podcast/telex-podcast', REGIONAL)).status,
    404,
    'a main-domain podcast is 404 on the regional domain',
  );
});

t.test("the G7 podcast tab starts with the podcast's newest episodes; its second page does not", async (t) => {
  const first = podcastLinks((await get('/g7/podcast')).body);
  t.equal(first.episodes.length, 4, '§9 episodes default 4');
  t.same(first.podcasts, ['/podcast/g7-podcast']);
  t.equal(podcastLinks((await get('/g7/podcast?oldal=2')).body).episodes.length, 0);
});

t.test("the After and G7 fronts list their own podcast's episodes, playable in place", async (t) => {
  for (const [front, podcast, count] of [
    ['/after', 'after-podcast', 5],
    ['/g7', 'g7-podcast', 3],
  ] as const) {
    const links = podcastLinks((await get(front)).body);
    t.equal(links.episodes.length, count, `${front}: ${count} episodes (§9)`);
    t.same(links.podcasts, [`/podcast/${podcast}`], `${front}: the block and every card name the ${podcast} page`);
  }
});
