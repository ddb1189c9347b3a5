// Every rule of the section page (§2.3, §2.8, §5, §9), through its plan and build steps (shared/pages/section.ts),
// without a server: which section a path is, what it asks the publisher for, and what the page shows.
import t from 'tap';
import { toCard } from '../card-article.ts';
import { buildSectionPage, planSectionPage, type SectionAnswers, type SectionPageData } from './section.ts';
import type { PageOutcome } from './page-contract.ts';
import { sites } from '../sites/site-table.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import { pageContext, searchResult, summary } from '../../test/helpers/page-fixtures.ts';

const plan = (path: string, site: SiteConfig = sites.main) => planSectionPage(new URL(path, 'https://x.example'), site);
const query = (path: string) => new URLSearchParams(plan(path)!.list.split('?')[1]);

function build(path: string, answers: Partial<SectionAnswers> = {}, site: SiteConfig = sites.main) {
  const p = plan(path, site);
  if (!p) throw new Error(`no section for ${path}`);
  return buildSectionPage(
    p,
    {
      result: searchResult(Array.from({ length: 10 }, () => summary())),
      highlights: [],
      prArticles: [],
      hikingNews: [],
      afterSpotifyEmbed: null,
      ...answers,
    },
    pageContext(path, site),
  );
}
function pageOf(outcome: PageOutcome<SectionPageData>) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome;
}

t.test('§2.8 a path is a section or a 404', async (t) => {
  for (const path of [
    '/legfrissebb',
    '/legfontosabb',
    '/kedvenceink',
    '/english',
    '/rovat/belfold',
    '/g7/rovat/penz',
    '/cimke/oktatas',
    '/szerzo/kiss-anna',
    '/melleklet/eb-2024',
    '/after/legfrissebb',
    '/g7/adat',
  ]) {
    t.ok(plan(path), path);
  }
  // The archive and the prediction game are pages of their own (archive.ts, tippjatek.ts)
  for (const path of [
    '/rovat/',
    '/rovat/Nagy',
    '/melleklet/nincs-ilyen',
    '/melleklet/tippjatek',
    '/cimke/a/b',
    '/szerzo/',
    '/foo/archivum',
    '/archivum',
    '/g7/archivum',
  ]) {
    t.equal(plan(path), null, path);
  }
  t.equal(plan('/after/legfrissebb', sites.regional), null, 'the sub-brands live on the main domain only');
});

t.test('§2.3 what each list asks for: sites, page size, filters, the search field', async (t) => {
  t.same(Object.fromEntries(query('/legfrissebb')), { oldal: '1', perPage: '10', sites: 'telex|after|g7|karakter' });
  t.same(
    JSON.parse(query('/rovat/belfold').get('filters')!),
    { mstag: ['belfold'] },
    'section routes search by main super-tag',
  );
  t.same(JSON.parse(query('/legfontosabb').get('filters')!), { flag: ['legfontosabb'] }, 'lists by flag');
  t.equal(query('/g7/rovat/penz').get('perPage'), '10', '§9 sub-brand lists: 10 a page');
  t.equal(query('/after').get('sites'), 'after');
  t.equal(query('/rovat/belfold?oldal=3').get('oldal'), '3');
  t.equal(query('/rovat/belfold?oldal=junk').get('oldal'), '1', 'junk oldal is page 1');
  t.equal(query('/legfrissebb').get('sites'), 'telex|after|g7|karakter');
  t.equal(
    new URLSearchParams(planSectionPage(new URL('https://x/legfrissebb'), sites.regional)!.list.split('?')[1]).get(
      'sites',
    ),
    'transtelex',
  );
});

t.test(
  '§2.3 szépkilátás: the tab filters the exact difficulty tag, trip news are left out, the Túra hírek box',
  async (t) => {
    const p = plan('/rovat/szepkilatas?tab=hard')!;
    t.same(JSON.parse(new URLSearchParams(p.list.split('?')[1]).get('filters')!), {
      mstag: ['szepkilatas'],
      tag: ['nehez-tura'],
      notTag: ['turahirek'],
    });
    t.match(p.hikingNews, /filters\[tag\]=turahirek/);
    t.same(
      JSON.parse(new URLSearchParams(p.highlights!.split('?')[1]).get('filters')!),
      { mstag: ['szepkilatas'], tag: ['nehez-tura'], notTag: ['turahirek'] },
      'the highlight block follows the tab: no off-topic cards above the hiking list',
    );
    t.same(
      JSON.parse(query('/rovat/szepkilatas?tab=nope').get('filters')!),
      { mstag: ['szepkilatas'], notTag: ['turahirek'] },
      'unknown tab: all',
    );
    const { data } = pageOf(
      build('/rovat/szepkilatas?tab=hard', { result: searchResult([summary()], { title: null }) }),
    );
    t.same(
      data.tabs!.map((x) => [x.label, x.current]),
      [
        ['Összes', false],
        ['Könnyű', false],
        ['Közepes', false],
        ['Nehéz', true],
        ['Extrém', false],
      ],
    );
    t.equal(data.tabs![0].href, '/rovat/szepkilatas');
    t.equal(data.tabs![3].href, '/rovat/szepkilatas?tab=hard');
    t.equal(data.section.title, 'Szép kilátás', "the section's name stays");
    t.equal(data.special, 'hike');
  },
);

t.test(
  "§5 zero results are 404 (the archive search answers 'Nincs találat' instead: shared/pages/archive-page.test.ts)",
  async (t) => {
    const none = { result: searchResult([]) };
    t.same(build('/rovat/belfold', none), { kind: 'not-found' });
    t.same(build('/legfrissebb?oldal=9', none), { kind: 'not-found' });
    t.same(build('/cimke/oktatas?term=x', none), { kind: 'not-found' }, 'a term does not make a section a search');
    t.notOk(
      new URLSearchParams(
        plan('/rovat/belfold?term=x&filters=%7B%22tag%22%3A%5B%22y%22%5D%7D')!.list.split('?')[1],
      ).has('term'),
      'only the archive searches',
    );
  },
);

t.test("§2.3 titles: fixed, the section's, the author's; §5 first letter capitalised; RSS", async (t) => {
  t.equal(pageOf(build('/legfrissebb')).data.section.title, 'Legfrissebb');
  const sectionPage = pageOf(
    build('/rovat/belfold', { result: searchResult([summary()], { title: 'belföld', rss: '/rss/rovat/belfold' }) }),
  ).data;
  t.equal(sectionPage.section.title, 'Belföld');
  t.equal(sectionPage.section.rss, '/rss/rovat/belfold');
  const author = pageOf(build('/szerzo/kiss-anna', { result: searchResult([summary()]) })).data.section;
  t.same([author.header, author.title, author.author?.name], ['author', 'Kiss Anna', 'Kiss Anna']);
  t.equal(pageOf(build('/after')).data.section.header, 'logo');
});

t.test('§9 the latest list: a PR article at position 4 on page 1 of the main site only', async (t) => {
  const pr = toCard(summary({ pr: true, title: 'PR' }));
  t.equal(pageOf(build('/legfrissebb', { prArticles: [pr] })).data.articles[3].id, pr.id);
  t.equal(pageOf(build('/legfrissebb', { prArticles: [pr] })).data.articles.length, 11, 'nothing is dropped');
  t.notOk(plan('/legfrissebb?oldal=2')!.pr, 'not on page 2');
  t.notOk(planSectionPage(new URL('https://x/legfrissebb'), sites.regional)!.pr, 'not on the regional edition');
  t.notOk(plan('/rovat/belfold')!.pr, 'not on other lists');
});

t.test(
  "§9 highlights: the block needs exactly 4, shown on page 1 of section lists, left out of every page's list; the highlighted item moves with the page",
  async (t) => {
    t.ok(plan('/rovat/belfold')!.highlights);
    t.ok(plan('/rovat/belfold?oldal=2')!.highlights, 'asked on every page: every page of the list leaves them out');
    t.match(plan('/rovat/belfold?oldal=2')!.nextList, /oldal=3/, 'the next page fills the list up');
    t.equal(plan('/rovat/kozlemeny')!.highlights, null, 'non-magazine lists have none');
    t.equal(plan('/legfrissebb')!.highlights, null);
    // Newest first, as the publisher lists them: the block holds the 2nd and the 5th, and two that page 1 does not reach.
    const section = Array.from({ length: 30 }, (_, i) => summary({ pubDate: 2_000_000 - i * 60 }));
    const shown = [section[1], section[4], section[12], section[25]].map(toCard);
    const answers = (page: number) => ({
      result: searchResult(section.slice((page - 1) * 10, page * 10), { page, totalPages: 3, totalItems: 30 }),
      next: searchResult(section.slice(page * 10, (page + 1) * 10), { page: page + 1, totalPages: 3, totalItems: 30 }),
      highlights: shown,
    });
    const one = pageOf(build('/rovat/belfold', answers(1))).data;
    t.same(
      one.highlights!.map((a) => a.id),
      shown.map((a) => a.id),
    );
    t.same(
      one.articles.map((a) => a.id),
      section
        .filter((a) => !shown.some((s) => s.id === a.id))
        .slice(0, 10)
        .map((a) => a.id),
      'page 1 without the block, still 10',
    );
    const two = pageOf(build('/rovat/belfold?oldal=2', answers(2))).data;
    t.same(two.highlights, [], 'the block is on page 1 only');
    t.same(
      two.articles.map((a) => a.id),
      section
        .filter((a) => !shown.some((s) => s.id === a.id))
        .slice(10, 20)
        .map((a) => a.id),
      'page 2 goes on where page 1 stopped',
    );
    t.equal(two.totalItems, 26);
    t.equal(two.totalPages, 3);
    t.same(
      pageOf(build('/rovat/belfold', { ...answers(1), highlights: shown.slice(0, 3) })).data.highlights,
      [],
      'three are no block',
    );
    t.same(
      pageOf(build('/rovat/belfold', { highlights: shown })).data.highlights,
      [],
      'without the next page, no block: the list could not fill up',
    );
    t.equal(pageOf(build('/rovat/belfold')).data.highlightIndex, 3 + (1 % 4));
    t.equal(
      pageOf(
        build('/rovat/belfold?oldal=2', {
          result: searchResult(
            Array.from({ length: 10 }, () => summary()),
            { page: 2, totalPages: 3 },
          ),
        }),
      ).data.highlightIndex,
      5,
    );
    t.equal(pageOf(build('/legfrissebb')).data.highlightIndex, null, 'only section lists');
    t.ok(pageOf(build('/rovat/belfold')).data.mainFirst, 'the first item is main on page 1 of a section list');
    t.ok(pageOf(build('/english')).data.mainFirst, 'and of the English list');
    t.notOk(pageOf(build('/cimke/oktatas')).data.mainFirst);
  },
);

t.test(
  '§2.3 tabs of the magazine lists and the fact-check methodology; the After Spotify embed on After routes only',
  async (t) => {
    t.same(
      pageOf(build('/g7/adat'))
        .data.tabs!.filter((x) => x.current)
        .map((x) => x.href),
      ['/g7/adat'],
    );
    t.same(
      pageOf(build('/rovat/ellenorzo')).data.tabs!.map((x) => x.label),
      ['Cikkek', 'Módszertan'],
    );
    t.equal(pageOf(build('/rovat/belfold')).data.tabs, null);
    const spotify = 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M';
    t.match(
      pageOf(build('/after/legfrissebb', { afterSpotifyEmbed: spotify })).data.spotifyCard,
      /data-embed-src="https:\/\/open\.spotify\.com\/embed\/playlist\/37i9dQZF1DXcBWIGoYBM5M"[^>]*data-embed-height="400"/,
    );
    t.equal(pageOf(build('/g7/adat', { afterSpotifyEmbed: spotify })).data.spotifyCard, null);
  },
);

t.test('cache: lists are kept by the list rule, purged with their section, tag or author', async (t) => {
  t.same(pageOf(build('/rovat/belfold')).cache, { rule: 'list', purgeKeys: ['list-mstag', 'section-belfold'] });
  t.same(pageOf(build('/cimke/oktatas')).cache.purgeKeys, ['list-tag', 'tag-oktatas']);
  t.same(pageOf(build('/szerzo/kiss-anna')).cache.purgeKeys, ['list-author', 'author-kiss-anna']);
});
