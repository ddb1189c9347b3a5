// §6 ad suppression from one rule, through every page type's build step: each flag (adfree, adult-content, pr, and
// the adultContent/adfree/pr fields), each super-tag (pr-cikk, tamogatott-tartalom, tarsadalmi-celu-reklam, hirdetes,
// telextarcak: PR slots only), a video in the app — against every slot kind a page has (article body slots, the
// sidebar rectangle, the sticky bar, the list slot). Lists of sponsored sections keep PR slots only (none); fronts
// and other lists keep all. The server-level test (test/server/ad-suppression-pages.test.ts) checks the same on
// rendered 200 pages.
import t from 'tap';
import { AD_FREE_SUPER_TAGS } from './constants.ts';
import type { Article } from './api-types.ts';
import { SPONSORED_SECTIONS } from './ad-rules.ts';
import { buildArticlePage } from './pages/article.ts';
import { buildFrontPage } from './pages/front.ts';
import type { PageOutcome } from './pages/page-contract.ts';
import { buildSectionPage, planSectionPage } from './pages/section.ts';
import { buildSiteFrontPage } from './pages/site-front.ts';
import type { PageAds } from './page-ads.ts';
import { sites } from './sites/site-table.ts';
import { article, pageContext, searchResult, summary } from '../test/helpers/page-fixtures.ts';

const positions = <T extends { ads: PageAds }>(outcome: PageOutcome<T>) => {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return Object.keys(outcome.data.ads.slots).sort();
};
const ALL = ['bottom', 'content', 'pr', 'sidebar', 'sticky', 'top'];
const articlePage = (a: Article, query = '') =>
  positions(
    buildArticlePage(
      { article: a, posts: null, related: null, sponsoredLines: [] },
      { ...pageContext(a.url + query), loggedIn: false },
    ),
  );
const tag = (slug: string) => ({ id: 77, name: slug, slug, active: true, siteSlug: 'telex' });

t.test('articles: every flag removes every slot kind', async (t) => {
  t.same(articlePage(article()), ALL, 'a plain article: body slots, sidebar rectangle, sticky bar');
  for (const flag of ['adfree', 'adult-content', 'pr'])
    t.same(articlePage(article({ flags: [{ slug: flag }] })), [], `flag ${flag}`);
  t.same(articlePage(article({ adultContent: true })), [], 'adultContent');
  t.same(articlePage(article({ adfree: true })), [], 'adfree');
  t.same(articlePage(article({ pr: true })), [], 'pr');
});

t.test('articles: every §6 super-tag keeps only the PR slot, as main super-tag or any super-tag', async (t) => {
  t.equal(AD_FREE_SUPER_TAGS.length, 5);
  for (const slug of AD_FREE_SUPER_TAGS) {
    t.same(articlePage(article({ mainSuperTag: tag(slug) })), ['pr'], `main super-tag ${slug}`);
    t.same(articlePage(article({ superTags: [tag('belfold'), tag(slug)] })), ['pr'], `super-tag ${slug}`);
    t.same(
      articlePage(article({ superTags: [tag(slug)] }), '?isMobileApp=1'),
      ['pr'],
      `${slug} in the app: the app's PR slot`,
    );
  }
});

t.test('articles: a video-tagged article has no ads in the app, all on the web', async (t) => {
  const video = article({ tags: [{ slug: 'video', name: 'videó' }] });
  t.same(articlePage(video), ALL);
  t.same(articlePage(video, '?isMobileApp=1'), []);
  t.same(
    articlePage(article({ flags: [{ slug: 'video' }] }), '?isMobileApp=true'),
    [],
    'the video flag too, any parameter value',
  );
});

t.test('lists: sponsored sections keep PR slots (lists have none), other lists every kind', async (t) => {
  const list = (path: string) => {
    const url = new URL(path, 'https://x.example');
    const plan = planSectionPage(url, sites.main)!;
    return positions(
      buildSectionPage(
        plan,
        {
          result: searchResult([summary(), summary(), summary(), summary()]),
          highlights: [],
          prArticles: [],
          hikingNews: [],
          afterSpotifyEmbed: null,
        },
        pageContext(path),
      ),
    );
  };
  t.same(list('/rovat/belfold'), ['list', 'sidebar', 'sticky']);
  t.same(list('/legfrissebb'), ['list', 'sidebar', 'sticky']);
  t.same(list('/cimke/oktatas'), ['list', 'sidebar', 'sticky']);
  for (const slug of [...AD_FREE_SUPER_TAGS.filter((s) => s !== 'telextarcak'), ...SPONSORED_SECTIONS])
    t.same(list(`/rovat/${slug}`), [], `/rovat/${slug}`);
  t.same(list('/karakter/rovat/telextarcak'), [], 'the telextarcak section (under Karakter)');
  t.same(list('/rovat/belfold?isMobileApp=1'), ['list'], "in the app: the app's list slot only");
});

t.test('fronts keep every slot kind they have', async (t) => {
  const front = buildFrontPage(
    { index: { boxes: [] }, auto: null, episodes: null, podcastPosition: null },
    pageContext('/'),
  );
  t.same(positions(front), ['feed-1', 'feed-2', 'feed-3', 'sidebar', 'sticky'], 'and the in-feed slots between blocks');
  const g7 = buildSiteFrontPage(
    sites.g7,
    {
      named: [{ slug: 'g7-new', items: [summary()] }],
      newest: [summary(), summary()],
      episodes: [],
      group: null,
      afterSpotifyEmbed: null,
    },
    pageContext('/g7', sites.g7),
  );
  if (g7.kind === 'page') t.same(positions(g7), ['feed-1', 'feed-2', 'feed-3', 'sidebar', 'sticky']);
  else t.fail('the G7 front did not build');
});
