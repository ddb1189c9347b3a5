// The front page (§3, §4) and the After, G7 and Karakter fronts (§2.4, §9) through their build steps, without a
// server: block order and §9 slices, no article twice on a page, the breaking block, the automatic block and the
// podcast block, the video, books and Spotify parts, and their cache rules.
import t from 'tap';
import type { ArticleSummary, FrontpageBlock } from '../api-types.ts';
import { AFTER_FRONT, BREAKING_BLOCK_POSITION, G7_FRONT, KARAKTER_BELEOLVASO, KARAKTER_FRONT } from '../constants.ts';
import { buildFrontPage, type FrontAnswers } from './front.ts';
import type { PageOutcome } from './page-contract.ts';
import { buildSiteFrontPage, hasSiteFronts, type SiteFrontAnswers, type SiteFrontData } from './site-front.ts';
import { siteFrontConfigs } from '../sites/site-fronts.ts';
import { sites, type SiteFrontId } from '../sites/site-table.ts';
import { episode, NOW, pageContext, summary } from '../../test/helpers/page-fixtures.ts';

function pageOf<T>(outcome: PageOutcome<T>) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome;
}
const many = (n: number, over: Partial<ArticleSummary> = {}) =>
  Array.from({ length: n }, (_, i) => summary({ pubDate: NOW - i * 60, ...over }));
const box = (id: number, position: number, articles: ArticleSummary[], type = 'block'): FrontpageBlock => ({
  id,
  position,
  title: `Doboz ${id}`,
  type,
  articles,
});

function front(answers: Partial<FrontAnswers>) {
  return pageOf(
    buildFrontPage(
      { index: { boxes: [] }, auto: null, episodes: null, podcastPosition: null, ...answers },
      pageContext('/'),
    ),
  );
}

t.test(
  'front page: boxes by position, the breaking block (1000) on top as a leader, empty boxes left out',
  async (t) => {
    const page = front({
      index: {
        boxes: [
          box(3, 30, many(2)),
          box(1, 10, many(3), 'list'),
          box(9, BREAKING_BLOCK_POSITION, many(1)),
          box(5, 20, []),
        ],
      },
    });
    t.same(
      page.data.blocks.map((b) => b.key),
      ['box-1', 'box-3'],
    );
    t.equal(page.data.blocks[0].layout, 'list');
    t.same([page.data.breaking?.key, page.data.breaking?.layout], ['box-9', 'leader']);
    t.same(page.cache, { rule: 'front', purgeKeys: ['front-telex'] });
    t.equal(front({ index: { boxes: [box(1, 10, many(2))] } }).data.breaking, null);
  },
);

t.test('§4 the automatic block variant; the podcast block before the box its unique item names', async (t) => {
  const boxes = [box(1, 10, many(2)), box(2, 20, many(2)), box(3, 30, many(2))];
  const episodes = {
    items: [
      {
        id: 1,
        slug: 'e',
        title: 'Adás',
        image: null,
        duration: 1800,
        sourceUrl: '/media/a.mp3',
        podcast: { slug: 'p', name: 'Podcast', page: null },
        article: null,
      },
    ],
  } as FrontAnswers['episodes'];
  const auto = { v: 3, title: 'Ajánló', articles: many(4) };
  const page = front({ index: { boxes }, auto, episodes, podcastPosition: { position: 25 } }).data;
  t.same([page.autoBlock?.variant, page.autoBlock?.key, page.autoBlock?.articles.length], [3, 'auto-3', 4]);
  t.equal(page.podcast?.beforeBlock, 2, 'after the boxes placed before position 25');
  t.equal(
    front({ index: { boxes }, episodes, podcastPosition: 15 }).data.podcast?.beforeBlock,
    1,
    'a plain number works too',
  );
  t.equal(front({ index: { boxes }, episodes, podcastPosition: 'x' }).data.podcast, null, 'no position, no block');
  t.equal(
    front({ index: { boxes }, episodes: { items: [] }, podcastPosition: 25 }).data.podcast,
    null,
    'no episodes, no block',
  );
  t.equal(
    front({ index: { boxes }, auto: { v: 1, title: 'x', articles: [] } }).data.autoBlock,
    null,
    'an empty variant is not shown',
  );
});

t.test('decision 082: no two blocks with one title on a front', async (t) => {
  const titled = (b: FrontpageBlock, title: string) => ({ ...b, title }) as FrontpageBlock;
  const boxes = [titled(box(1, 10, many(2)), 'Gazdaság'), box(2, 20, many(2)), titled(box(3, 30, many(2)), 'gazdaság')];
  const auto = { v: 2, title: 'Gazdaság', articles: many(3) };
  const page = front({ index: { boxes }, auto }).data;
  t.equal(page.autoBlock, null, 'the automatic block is left out when a box carries its title');
  t.same(
    page.blocks.map((b) => b.title),
    ['Gazdaság', 'Doboz 2', null],
    'a later box repeating a title goes untitled',
  );
  t.equal(front({ index: { boxes: [box(1, 10, many(2))] }, auto }).data.autoBlock?.title, 'Gazdaság');
});

/** Every named search of a front filled with its own articles, and deep pools, as the origin answers them. */
function siteAnswers(front: SiteFrontId, over: Partial<SiteFrontAnswers> = {}): SiteFrontAnswers {
  return {
    named: siteFrontConfigs[front].searches.map((slug) => ({ slug, items: many(12) })),
    newest: many(40),
    episodes: Array.from({ length: 5 }, () => episode()),
    group: null,
    afterSpotifyEmbed: null,
    ...over,
  };
}
function siteFront(front: SiteFrontId, over: Partial<SiteFrontAnswers> = {}): SiteFrontData {
  return pageOf(buildSiteFrontPage(sites[front], siteAnswers(front, over), pageContext(`/${front}`))).data;
}
const sizes = (data: SiteFrontData) =>
  Object.fromEntries(data.blocks.map((b) => [b.key, b.layout === 'episodes' ? b.episodes?.length : b.articles.length]));
function noRepeats(t: { equal(a: unknown, b: unknown, m: string): void }, data: SiteFrontData) {
  const ids = data.blocks.flatMap((b) => b.articles.map((a) => a.id));
  t.equal(new Set(ids).size, ids.length, 'no article in two blocks');
}

t.test(
  '§2.4 §9 G7: leader, Friss 8, Közélet 1, Adat 1, Ne hagyd ki 5 and 3 podcasts, Pénz 1, Partnereinktől, További 6',
  async (t) => {
    const data = siteFront('g7');
    t.same(
      data.blocks.map((b) => b.title),
      [null, 'Friss', 'Közélet', 'Adat', 'Ne hagyd ki', 'Podcast', 'Pénz', 'Partnereinktől', 'További cikkek'],
    );
    t.same(sizes(data), {
      leader: 1,
      friss: G7_FRONT.carousel,
      kozelet: G7_FRONT.kozelet,
      adat: G7_FRONT.adat,
      'ne-hagyd-ki': G7_FRONT.articles,
      'ne-hagyd-ki-podcast': G7_FRONT.podcastsShown,
      penz: G7_FRONT.penz,
      partner: G7_FRONT.articles,
      tovabbi: G7_FRONT.older,
    });
    noRepeats(t, data);
  },
);

t.test(
  '§2.4 §9 After: leader, Ajánló 3, Friss hírek 8, Cikkek 5, Podcast adások 5, További 6; video; Spotify',
  async (t) => {
    const data = siteFront('after', {
      group: { id: 27, items: [{ slug: 'after-youtube', content: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }] },
      afterSpotifyEmbed: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    });
    t.same(sizes(data), {
      leader: 1,
      ajanlo: AFTER_FRONT.newest,
      friss: AFTER_FRONT.cards,
      cikkek: AFTER_FRONT.articles,
      podcast: AFTER_FRONT.podcasts,
      tovabbi: AFTER_FRONT.earlier,
    });
    t.equal(data.video?.url, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    t.match(
      data.video?.card,
      /data-embed-card="YouTube"[^>]*data-embed-src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"[\s\S]*href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"/,
      'a click-to-load card linking to the video on YouTube',
    );
    t.match(
      data.spotifyCard,
      /data-embed-card="Spotify"[^>]*data-embed-src="https:\/\/open\.spotify\.com\/embed\/playlist\/37i9dQZF1DXcBWIGoYBM5M"/,
    );
    noRepeats(t, data);
    t.equal(
      siteFront('after', { group: { id: 27, items: [{ slug: 'after-youtube', content: 'https://evil.example/v' }] } })
        .video,
      null,
      'only a YouTube video',
    );
  },
);

t.test("§2.4 §9 Karakter: every block at its slice, the books block, the editors' leader pick", async (t) => {
  const named = siteFrontConfigs.karakter.searches.map((slug) => ({ slug, items: many(12) }));
  const pick = named[3].items[5];
  const data = siteFront('karakter', {
    named,
    group: {
      id: 49,
      items: [
        { slug: 'karakter-main', content: [999999, pick.id] },
        {
          slug: 'konyvajanlo',
          content: [{ url: 'https://bolt.example/konyv', image: null, title: 'Egy könyv', price: 4990 }],
        },
      ],
    },
  });
  t.equal(data.blocks[0].articles[0].id, pick.id, 'the first pick that is loaded leads');
  t.same(sizes(data), {
    leader: 1,
    friss: KARAKTER_FRONT.friss,
    kultura: KARAKTER_FRONT.kulturaMega + KARAKTER_FRONT.kultura,
    nagyito: KARAKTER_FRONT.nagyito,
    konyvespolc: KARAKTER_FRONT.konyvespolcMega + KARAKTER_FRONT.konyvespolc,
    beleolvaso: KARAKTER_BELEOLVASO,
    telextarcak: KARAKTER_FRONT.tarcaMega + KARAKTER_FRONT.tarca,
    kritika: KARAKTER_FRONT.kritika,
    portre: KARAKTER_FRONT.portre,
    korabbi: KARAKTER_FRONT.older,
  });
  t.same(
    data.books.map((b) => [b.url, b.title]),
    [['https://bolt.example/konyv', 'Egy könyv']],
  );
  t.match(data.books[0].price, /^4\s990\sFt$/u, "§5 thousand separator, the site's currency");
  noRepeats(t, data);
});

t.test('a front with nothing to show is 404; the fronts exist on the main domain only; cache', async (t) => {
  const empty = buildSiteFrontPage(
    sites.g7,
    { named: [], newest: [], episodes: [], group: null, afterSpotifyEmbed: null },
    pageContext('/g7'),
  );
  t.same(empty, { kind: 'not-found' });
  t.ok(hasSiteFronts(sites.main));
  t.notOk(hasSiteFronts(sites.regional));
  t.same(pageOf(buildSiteFrontPage(sites.g7, siteAnswers('g7'), pageContext('/g7'))).cache, {
    rule: 'list',
    purgeKeys: ['front-g7'],
  });
});

t.test("§2.3 a front's tab bar is its site's (<site>.front.ts), its own tab the current one", async (t) => {
  const data = siteFront('g7');
  t.same(
    data.tabs.map((tab) => tab.href),
    siteFrontConfigs.g7.tabs.map((tab) => tab.href),
  );
  t.same(
    data.tabs.filter((tab) => tab.current).map((tab) => tab.href),
    ['/g7'],
  );
});

t.test('decision 082 Karakter: its books in whole rows of four', async (t) => {
  const book = (i: number) => ({ url: `https://bolt.example/${i}`, image: null, title: `Könyv ${i}`, price: 1000 });
  const books = (n: number) =>
    siteFront('karakter', {
      named: siteFrontConfigs.karakter.searches.map((slug) => ({ slug, items: many(12) })),
      group: { id: 49, items: [{ slug: 'konyvajanlo', content: Array.from({ length: n }, (_, i) => book(i)) }] },
    }).books.length;
  t.same([3, 5, 9].map(books), [3, 4, 8]);
});
