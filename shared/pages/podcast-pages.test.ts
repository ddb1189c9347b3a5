// The podcast pages' build steps (shared/pages/podcasts.ts, podcast.ts, episode.ts, and the episode parts
// of the article and front pages): which URL each link takes, 404s, redirects to the one URL of an episode, the §5
// Spotify rule with §9 heights, §9 title lengths, paging, and the cache rules.
import t from 'tap';
import { TRUNCATE } from '../constants.ts';
import { toEpisodeCard } from '../episode-card.ts';
import { buildArticlePage } from './article.ts';
import { buildEpisodePage, episodeSlugsOf } from './episode.ts';
import type { PageOutcome } from './page-contract.ts';
import { buildPodcastPage, planPodcastPage } from './podcast.ts';
import { buildPodcastsPage } from './podcasts.ts';
import { mayBeEpisodeArticle } from '../article-episode.ts';
import { buildSectionPage, planSectionPage } from './section.ts';
import { sites } from '../sites/site-table.ts';
import { article, episode, ORIGIN, pageContext, summary } from '../../test/helpers/page-fixtures.ts';

function pageOf<T>(outcome: PageOutcome<T>) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome;
}
const G7 = {
  slug: 'g7-podcast',
  name: 'G7 Podcast',
  page: '/podcast/g7-podcast',
  spotifyUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
};
const CTX = pageContext('/podcast');
const list = (items: ReturnType<typeof episode>[], over = {}) => ({
  items,
  page: 1,
  totalPages: 3,
  totalItems: 25,
  ...over,
});

t.test(
  'an episode card: the title to its article or its episode page, the name to the podcast page, §9 60 characters',
  async (t) => {
    const withArticle = toEpisodeCard(episode({ id: 1, article: summary({ url: '/g7/g7-podcast/2026/11/20/adas' }) }));
    t.equal(withArticle.url, '/g7/g7-podcast/2026/11/20/adas');
    const long = 'Hosszú cím, amely jóval hosszabb a podcastadások címeinek hatvan karakteres határánál';
    const plain = toEpisodeCard(
      episode({ id: 2, slug: 'masodik', title: long, podcast: { ...G7, page: 'https://elsewhere.example/x' } }),
    );
    t.same(
      [plain.url, plain.podcastUrl, plain.src],
      ['/podcast/g7-podcast/masodik', '/podcast/g7-podcast', '/media/audio/adas-2.wav'],
      "the publisher's page field is not used: our podcast page exists",
    );
    t.ok(plain.title.length <= TRUNCATE.titlePodcastEpisode && plain.title.endsWith('…'));
  },
);

t.test(
  '/podcast/{podcast}: its episodes ten a page, its Spotify embed; unknown, malformed or past the end is 404',
  async (t) => {
    const plan = planPodcastPage(new URL('/podcast/g7-podcast?oldal=2', ORIGIN), 'g7-podcast')!;
    t.same(plan, { slug: 'g7-podcast', page: 2, episodesPath: '/api/episodes?podcast=g7-podcast&perPage=10&page=2' });
    t.equal(planPodcastPage(new URL('/podcast/X', ORIGIN), 'Rossz_Slug'), null);
    const built = pageOf(
      buildPodcastPage(plan, { podcasts: [G7], episodes: list([episode(), episode()], { page: 2 }) }, CTX),
    );
    t.same(built.data.podcast, { slug: 'g7-podcast', name: 'G7 Podcast', url: '/podcast/g7-podcast' });
    t.match(
      built.data.spotifyCard,
      /data-embed-src="https:\/\/open\.spotify\.com\/embed\/playlist\/37i9dQZF1DXcBWIGoYBM5M" data-embed-title="G7 Podcast a Spotify-on" data-embed-height="155"/,
    );
    t.same([built.data.episodes.length, built.data.page, built.data.totalPages], [2, 2, 3]);
    t.same(built.cache, { rule: 'list', purgeKeys: ['podcast-g7-podcast'] });
    t.same(
      buildPodcastPage(plan, { podcasts: [], episodes: list([episode()]) }, CTX),
      { kind: 'not-found' },
      "not one of the domain's podcasts",
    );
    t.same(buildPodcastPage(plan, { podcasts: [G7], episodes: null }, CTX), { kind: 'not-found' });
    t.same(
      buildPodcastPage(plan, { podcasts: [G7], episodes: list([], { page: 2 }) }, CTX),
      { kind: 'not-found' },
      'past the last page',
    );
    const first = planPodcastPage(new URL('/podcast/g7-podcast', ORIGIN), 'g7-podcast')!;
    t.equal(
      pageOf(
        buildPodcastPage(
          first,
          { podcasts: [{ ...G7, spotifyUrl: 'https://evil.example/x' }], episodes: list([]) },
          CTX,
        ),
      ).data.spotifyCard,
      null,
      'a podcast without episodes yet still has its page; an off-rule Spotify link embeds nothing',
    );
  },
);

t.test(
  '/podcast/{podcast}/{episode}: an episode without an article; with one it moves there; the wrong podcast moves to the right one',
  async (t) => {
    t.same(episodeSlugsOf('g7-podcast', 'adas-1'), { podcast: 'g7-podcast', episode: 'adas-1' });
    t.equal(episodeSlugsOf('g7-podcast', '../x'), null);
    const e = episode({ id: 7, slug: 'adas-7', spotifyUrl: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' });
    const more = list([
      episode({ id: 8 }),
      e,
      episode({ id: 9 }),
      episode({ id: 10 }),
      episode({ id: 11 }),
      episode({ id: 12 }),
    ]);
    const built = pageOf(buildEpisodePage({ episode: e, more }, pageContext('/podcast/g7-podcast/adas-7')));
    t.match(
      built.data.spotifyCard,
      /data-embed-src="https:\/\/open\.spotify\.com\/embed\/episode\/4rOoJ6Egrf8K2IrywzwOMk"[^>]*data-embed-height="233"/,
      '§9 an episode embed is 233 high',
    );
    t.same(
      built.data.more.map((m) => m.id),
      [8, 9, 10, 11],
      "the podcast's other newest four",
    );
    t.same(built.cache.purgeKeys, ['episode-adas-7', 'podcast-g7-podcast']);
    t.same(buildEpisodePage({ episode: e, more: null }, pageContext('/podcast/after-podcast/adas-7?x=1')), {
      kind: 'redirect',
      location: '/podcast/g7-podcast/adas-7?x=1',
      status: 301,
    });
    const withArticle = episode({ id: 13, article: summary({ url: '/g7/g7-podcast/2026/11/20/adas' }) });
    t.same(
      buildEpisodePage({ episode: withArticle, more: null }, pageContext('/podcast/g7-podcast/adas-13')),
      { kind: 'redirect', location: '/g7/g7-podcast/2026/11/20/adas', status: 301 },
      'one URL per episode: its article',
    );
  },
);

t.test("/podcast: the domain's podcasts and the newest episodes; a domain without podcasts has none", async (t) => {
  const built = pageOf(buildPodcastsPage({ podcasts: [G7], latest: list([episode(), episode()]) }, CTX));
  t.same(built.data.podcasts, [{ slug: 'g7-podcast', name: 'G7 Podcast', url: '/podcast/g7-podcast' }]);
  t.equal(built.data.latest.length, 2);
  t.equal(
    pageOf(buildPodcastsPage({ podcasts: [G7], latest: null }, CTX)).data.latest.length,
    0,
    'the newest are optional',
  );
  t.same(buildPodcastsPage({ podcasts: [], latest: null }, CTX), { kind: 'not-found' });
});

t.test("an episode's article carries the episode to play; which articles ask for one", async (t) => {
  const a = article({ tags: [{ slug: 'podcast', name: 'Podcast' }] });
  t.ok(mayBeEpisodeArticle(a));
  t.ok(
    mayBeEpisodeArticle(
      article({ mainSuperTag: { id: 3, name: 'Podcast', slug: 'g7-podcast', active: true, siteSlug: 'g7' } }),
    ),
  );
  t.notOk(mayBeEpisodeArticle(article()), 'a plain article asks for nothing');
  const e = episode({ article: summary({ id: a.id, url: a.url }) });
  const ctx = { ...pageContext(a.url), loggedIn: false };
  const built = pageOf(
    buildArticlePage({ article: a, posts: null, related: null, sponsoredLines: [], episode: e }, ctx),
  );
  t.same([built.data.episode?.id, built.data.episode?.url, built.data.episode?.src], [e.id, a.url, e.sourceUrl]);
  t.notOk(
    'episode' in pageOf(buildArticlePage({ article: a, posts: null, related: null, sponsoredLines: [] }, ctx)).data,
    "a plain article's data does not grow",
  );
});

t.test(
  "a podcast section's list (the G7 podcast tab) starts with its podcast's newest episodes, on page 1 only",
  async (t) => {
    const plan = planSectionPage(new URL('/g7/podcast', ORIGIN), sites.main)!;
    t.equal(plan.episodes, '/api/episodes?podcast=g7-podcast&perPage=4');
    const two = planSectionPage(new URL('/g7/podcast?oldal=2', ORIGIN), sites.main)!;
    t.equal(two.episodes, plan.episodes, 'asked on every page: every page of the list leaves their articles out');
    const pageTwo = {
      result: { items: [summary()], totalItems: 11, page: 2, totalPages: 2, title: null, rss: null },
      next: null,
      highlights: [],
      prArticles: [],
      hikingNews: [],
      afterSpotifyEmbed: null,
    };
    t.notOk(
      'episodes' in
        pageOf(
          buildSectionPage(
            two,
            { ...pageTwo, episodes: list([episode({ id: 33 })]) },
            pageContext('/g7/podcast?oldal=2'),
          ),
        ).data,
      'shown on page 1 only',
    );
    t.equal(planSectionPage(new URL('/g7/penz', ORIGIN), sites.main)!.episodes, null, 'other lists ask for nothing');
    const answers = {
      result: { items: [summary()], totalItems: 1, page: 1, totalPages: 1, title: null, rss: null },
      highlights: [],
      prArticles: [],
      hikingNews: [],
      afterSpotifyEmbed: null,
    };
    const built = pageOf(
      buildSectionPage(
        plan,
        { ...answers, episodes: list([episode({ id: 31 }), episode({ id: 32 })]) },
        pageContext('/g7/podcast'),
      ),
    );
    t.same(built.data.episodes?.podcast, { name: 'G7 Podcast', url: '/podcast/g7-podcast' });
    t.same(
      built.data.episodes?.items.map((e) => e.id),
      [31, 32],
    );
    t.notOk(
      'episodes' in pageOf(buildSectionPage(plan, { ...answers, episodes: null }, pageContext('/g7/podcast'))).data,
      'unavailable: left out',
    );
  },
);
