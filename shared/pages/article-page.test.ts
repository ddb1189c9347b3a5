// Every rule of the article page, through its build step (shared/pages/article.ts), without a server: access (§4),
// the canonical URL (§2.2), each article type's layout, live blogs and live-blog posts (§4, §9), §6 ad suppression,
// the §3 sponsored line, JSON-LD, OpenGraph, notices, and the one live rule deciding the cache.
import t from 'tap';
import type { Article } from '../api-types.ts';
import { ARTICLE_AD_POSITIONS } from '../page-ads.ts';
import { buildArticlePage, type ArticleAnswers, type ArticleContext, type ArticlePageData } from './article.ts';
import type { PageOutcome } from './page-contract.ts';
import { sites } from '../sites/site-table.ts';
import {
  article,
  NOW,
  ORIGIN,
  pageContext,
  post,
  sponsoredLine,
  subItems,
  summary,
} from '../../test/helpers/page-fixtures.ts';

const f = (...slugs: string[]) => slugs.map((slug) => ({ slug }));
const DAY = 24 * 3600;

function build(
  a: Article,
  opts: { query?: string; loggedIn?: boolean; answers?: Partial<ArticleAnswers>; path?: string } = {},
) {
  const ctx: ArticleContext = {
    ...pageContext((opts.path ?? a.url) + (opts.query ?? '')),
    loggedIn: opts.loggedIn ?? false,
  };
  return buildArticlePage({ article: a, posts: null, related: null, sponsoredLines: [], ...opts.answers }, ctx);
}

function pageOf(outcome: PageOutcome<ArticlePageData>) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome;
}

/** The positions the page placed a slot at (body, sidebar rectangle, sticky bar). */
const adNames = (outcome: PageOutcome<ArticlePageData>) => Object.keys(pageOf(outcome).data.ads.slots);
const ALL_SLOTS: string[] = [...ARTICLE_AD_POSITIONS];

t.test('a plain article: its page, every ad slot, JSON-LD NewsArticle, OpenGraph article tags', async (t) => {
  const a = article({ tags: [{ slug: 'oktatas', name: 'oktatás' }] });
  const { data } = pageOf(build(a));
  t.equal(data.kind, 'article');
  t.notOk('subArticles' in data.article, 'sub-articles never travel with the page');
  for (const field of ['recommendedBoxImage', 'mobileImage43', 'coverImageSet', 'facebookEngagement', 'superTags'])
    t.notOk(field in data.article, `the page does not carry the upstream's ${field}, which it never reads`);
  t.equal(data.ads.policy, 'all');
  t.same(
    data.ads.targeting,
    { type: 'article', slug: a.slug, tags: ['oktatas'] },
    'what the ad service is told about the page',
  );
  t.same(adNames(build(a)).sort(), [...ALL_SLOTS].sort(), 'every slot');
  t.same(data.layout, { transparent: false, wide: false });
  t.equal(data.jsonLd['@type'], 'NewsArticle');
  t.equal(data.jsonLd.url, `${ORIGIN}${a.url}`, 'absolute URL on the public origin');
  t.same(
    data.articleMeta.map(([p]) => p),
    ['article:published_time', 'article:modified_time', 'article:section', 'article:tag', 'article:author'],
  );
  t.equal(data.articleMeta[0][1], new Date(a.pubDate * 1000).toISOString());
  t.equal(data.articleMeta[4][1], `${ORIGIN}/szerzo/kiss-anna`);
  t.match(data.coverSrcset, /\?w=375 375w/, '§9 srcset of the cover');
  t.equal(data.noticesHtml, null, 'no notices unless asked for');
  t.same(pageOf(build(article({ coverImage: null }))).data.coverSrcset, null, 'no cover, no srcset');
});

t.test('§4 access: inactive article or main super-tag is 404 for readers, the page for an editor', async (t) => {
  t.same(build(article({ active: false })), { kind: 'not-found' });
  const inactiveSection = article({
    mainSuperTag: { id: 9, name: 'archív', slug: 'archiv', active: false, siteSlug: 'telex' },
  });
  t.same(build(inactiveSection), { kind: 'not-found' });
  t.equal(build(article({ active: false }), { loggedIn: true }).kind, 'page');
  t.equal(build(inactiveSection, { loggedIn: true }).kind, 'page');
});

t.test('§2.2 a non-canonical URL moves to the canonical one, query kept', async (t) => {
  const a = article();
  t.same(build(a, { path: `/g7${a.url}`, query: '?oldal=2&x=%C3%A1' }), {
    kind: 'redirect',
    location: `${a.url}?oldal=2&x=%C3%A1`,
    status: 301,
  });
  t.same(build(a, { path: a.url.replace(/\/2026\//, '/2025/') }), { kind: 'redirect', location: a.url, status: 301 });
});

t.test(
  'types: longform and g7-hero get the transparent header; longform and articleWidthCover a wide cover',
  async (t) => {
    t.same(pageOf(build(article({ type: 'longform' }))).data.layout, { transparent: true, wide: true });
    t.same(pageOf(build(article({ flags: f('g7-hero') }))).data.layout, { transparent: true, wide: false });
    const wide = pageOf(build(article({ articleWidthCover: true }))).data;
    t.same(wide.layout, { transparent: false, wide: true });
    t.not(wide.coverSizes, pageOf(build(article())).data.coverSizes, 'a wide cover has its own sizes');
  },
);

t.test(
  'a live blog: pinned posts first on page 1 only, 30 a page, oldal beyond the last is 404, LiveBlogPosting',
  async (t) => {
    const blog = article({ type: 'liveblog' });
    const pinned = [post({ id: 1 }), post({ id: 2 })];
    const items = Array.from({ length: 30 }, (_, i) => post({ id: 100 + i }));
    const first = pageOf(build(blog, { answers: { posts: subItems({ items, pinned, totalPages: 3 }) } })).data;
    t.same(
      first.posts!.pinned.map((p) => p.id),
      [1, 2],
    );
    t.equal(first.posts!.items.length, 30);
    for (const field of ['tags', 'superTags', 'mainSuperTag', 'flags', 'recommendedBoxImage', 'type'])
      t.notOk(
        field in first.posts!.items[0],
        `a post does not carry the upstream's ${field}, which the page never reads`,
      );
    t.same(
      Object.keys(first.posts!.items[0]).sort(),
      ['articleAuthors', 'content', 'id', 'lead', 'pubDate', 'title', 'updatedAt', 'url', 'version'],
      'a post carries what it shows, its version and its JSON-LD update',
    );
    t.same([first.posts!.page, first.posts!.totalPages], [1, 3]);
    t.equal(first.jsonLd['@type'], 'LiveBlogPosting');
    t.equal((first.jsonLd.liveBlogUpdate as unknown[]).length, 32, 'every shown post is an update');
    const second = pageOf(
      build(blog, { query: '?oldal=2', answers: { posts: subItems({ items, pinned, page: 2, totalPages: 3 }) } }),
    ).data;
    t.same(second.posts!.pinned, [], 'pinned posts only on page 1');
    t.equal(second.posts!.page, 2);
    t.same(build(blog, { query: '?oldal=4', answers: { posts: subItems({ items: [], totalPages: 3 }) } }), {
      kind: 'not-found',
    });
    t.equal(
      pageOf(build(blog, { query: '?oldal=abc', answers: { posts: subItems({ items }) } })).data.posts!.page,
      1,
      'junk oldal is page 1',
    );
    t.equal(pageOf(build(blog, { query: '?oldal=0', answers: { posts: subItems({ items }) } })).data.posts!.page, 1);
    t.equal(
      pageOf(build(blog, { answers: { posts: subItems({ items: [], totalPages: 0 }) } })).data.posts!.totalPages,
      1,
      'an empty blog has one page',
    );
    t.equal(
      pageOf(build(blog, { answers: { posts: subItems({ items: [post({ id: 7, content: undefined })] }) } })).data
        .posts!.items[0].content,
      '',
      'a post without a body',
    );
  },
);

t.test(
  '§4 a live-blog post: up to 4 other items of its parent, pinned first, article types only, never itself',
  async (t) => {
    const me = article({ id: 50, type: 'liveblogpost', parentId: 40 });
    const pinned = [post({ id: 41 }), post({ id: 50 })];
    const items = [
      post({ id: 42 }),
      { ...post({ id: 43 }), type: 'liveblogpost' as const },
      post({ id: 44 }),
      post({ id: 45 }),
      post({ id: 46 }),
    ];
    const sub = subItems({ items, pinned });
    sub.items[3] = { type: 'ad', document: sub.items[3].document };
    const { related } = pageOf(
      build(me, {
        answers: { related: { parent: { title: 'A live blog', url: '/belfold/2026/11/25/elo' }, items: sub } },
      }),
    ).data;
    t.same(related!.parent, { title: 'A live blog', url: '/belfold/2026/11/25/elo' });
    t.same(
      related!.items.map((i) => i.id),
      [41, 42, 43, 44],
      'pinned first, the post itself and a non-article item left out, 4 at most',
    );
    t.same(
      Object.keys(related!.items[0]).sort(),
      ['id', 'pubDate', 'title', 'url'],
      'a sibling travels as the link and time it shows, without its body or the rest of its summary',
    );
    t.equal(pageOf(build(me)).data.related, null, 'no siblings when the parent did not answer');
  },
);

t.test(
  '§6 ads: none for adfree, adult-content and pr; only PR slots on sponsored super-tags; none for video in the app',
  async (t) => {
    for (const flag of ['adfree', 'adult-content', 'pr']) {
      const outcome = build(article({ flags: f(flag) }));
      t.equal(pageOf(outcome).data.ads.policy, 'none', flag);
      t.same(adNames(outcome), [], `no slot with ${flag}, the sidebar rectangle and the sticky bar included`);
    }
    t.ok(pageOf(build(article())).data.ads.slots.sidebar, 'a plain article has the sidebar rectangle');
    t.same(adNames(build(article({ adultContent: true }))), [], 'adultContent');
    t.same(adNames(build(article({ adfree: true }))), [], 'adfree');
    t.same(adNames(build(article({ pr: true }))), [], 'pr');
    for (const slug of ['pr-cikk', 'tamogatott-tartalom', 'tarsadalmi-celu-reklam', 'hirdetes', 'telextarcak']) {
      const tag = { id: 5, name: slug, slug, active: true, siteSlug: 'telex' };
      t.same(adNames(build(article({ mainSuperTag: tag }))), ['pr'], `main super-tag ${slug}: the PR slot only`);
      t.same(adNames(build(article({ superTags: [tag] }))), ['pr'], `super-tag ${slug}`);
    }
    const video = article({ tags: [{ slug: 'video', name: 'videó' }] });
    t.same(adNames(build(video)).length, ALL_SLOTS.length, 'a video on the web has ads');
    t.same(adNames(build(video, { query: '?isMobileApp=1' })), [], 'none in the app');
    t.same(
      adNames(build(article(), { query: '?isMobileApp=1' })),
      ['top', 'content', 'pr', 'bottom'],
      'the app has its own units: no sticky bar, no sidebar',
    );
  },
);

t.test(
  '§3 the sponsored line: by section or tag, inside its date window; none when the lines did not answer',
  async (t) => {
    const a = article();
    const line = sponsoredLine({ mainSuperTags: ['belfold'], cssClass: 'partner' });
    t.same(pageOf(build(a, { answers: { sponsoredLines: [line] } })).data.sponsoredLine, {
      ctLink: line.ctLink,
      description: line.description,
      cssClass: 'partner',
    });
    t.equal(
      pageOf(
        build(a, { answers: { sponsoredLines: [sponsoredLine({ mainSuperTags: ['belfold'], dateTo: NOW - 1 })] } }),
      ).data.sponsoredLine,
      null,
      'expired',
    );
    t.equal(
      pageOf(build(a, { answers: { sponsoredLines: [sponsoredLine({ tags: ['oktatas'] })] } })).data.sponsoredLine
        ?.ctLink,
      line.ctLink,
      'by tag',
    );
    t.equal(pageOf(build(a, { answers: { sponsoredLines: null } })).data.sponsoredLine, null);
  },
);

t.test('notices: the 18+ notice, the help lines', async (t) => {
  t.match(pageOf(build(article({ flags: f('adult-content') }))).data.noticesHtml, /article-adult[\s\S]*18\+/);
  t.match(pageOf(build(article({ adultContent: true }))).data.noticesHtml, /18\+/);
  const help = pageOf(build(article({ spiritualHelp: true, drugProblem: true }))).data.noticesHtml!;
  t.match(help, /116-123/);
  t.match(help, /06-80-505-678/);
});

t.test('one live rule: live, refresh-flagged, live blogs get the live cache rule; others by age', async (t) => {
  const rule = (a: Article) => pageOf(build(a)).cache.rule;
  t.equal(
    rule(article({ flags: f('refresh') })),
    'live',
    'a refresh-flagged article polls every 15 s, so it is cached as live',
  );
  t.equal(rule(article({ flags: f('live') })), 'live');
  t.equal(rule(article({ live: true })), 'live');
  t.equal(rule(article({ type: 'liveblog' })), 'live');
  t.equal(rule(article({ pubDate: NOW - DAY })), 'recentArticle');
  t.equal(rule(article({ pubDate: NOW - 3 * DAY })), 'olderArticle');
});

t.test(
  'the page reads "live" from the build step: the same articles show the live label and poll, no others',
  async (t) => {
    const live = (a: Article) => pageOf(build(a)).data.live;
    t.same(
      [
        article({ flags: f('refresh') }),
        article({ flags: f('live') }),
        article({ live: true }),
        article({ type: 'liveblog' }),
      ].map(live),
      [true, true, true, true],
    );
    t.equal(live(article({ pubDate: NOW - DAY })), false, 'a young article is not live');
  },
);

t.test("purge keys: the article, its section, and a live-blog post's live blog", async (t) => {
  t.same(pageOf(build(article({ id: 7 }))).cache.purgeKeys, ['article-7', 'section-belfold']);
  t.same(pageOf(build(article({ id: 8, type: 'liveblogpost', parentId: 3 }))).cache.purgeKeys, [
    'article-8',
    'section-belfold',
    'article-3',
  ]);
});

t.test("the publisher name and logo in JSON-LD are the site's", async (t) => {
  const a = article();
  const outcome = buildArticlePage(
    { article: a, posts: null, related: null, sponsoredLines: [] },
    { ...pageContext(a.url, sites.regional), loggedIn: false },
  );
  const ld = pageOf(outcome).data.jsonLd as { publisher: { name: string; logo: { url: string } } };
  t.equal(ld.publisher.name, 'Transtelex');
  t.equal(ld.publisher.logo.url, `${ORIGIN}/assets/share/transtelex.png`);
  t.equal(summary().type, 'article');
});

t.test("§4 the quiz of an article: its first paint holds no reader's data and gives no answer away", async (t) => {
  const quizId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
  const answer = (id: string, title: string, answerCount: number) => ({
    _id: id,
    title,
    image: null,
    description: null,
    answerCount,
    sum: answerCount,
    average: 1,
  });
  const quiz = {
    _id: quizId,
    complex: true,
    questions: [
      {
        _id: 'q-open',
        question: 'Nyitott?',
        displayAs: 'text',
        image: null,
        description: null,
        activeTo: null,
        rightAnswer: 'a1',
        options: [],
        answers: [answer('a1', 'Igen', 3), answer('a2', 'Nem', 1)],
      },
      {
        _id: 'q-closed',
        question: 'Lezárt?',
        displayAs: 'poll',
        image: null,
        description: null,
        activeTo: NOW - 60,
        rightAnswer: null,
        options: [],
        answers: [answer('b1', 'Egy', 1), answer('b2', 'Kettő', 2)],
      },
    ],
  };
  const a = article({ quizId });
  const { data } = pageOf(build(a, { answers: { quiz } }));
  const [open, closed] = data.quiz!.questions;
  t.equal(open.active, true);
  t.equal(open.revealed, false, 'an open question shows no results before the reader answers');
  t.same(
    open.answers.map((x) => [x.chosen, x.right, x.result]),
    [
      [false, false, null],
      [false, false, null],
    ],
    'nor the right answer',
  );
  t.equal(open.rightAnswer, null);
  t.equal(closed.active, false, '§4 past activeTo');
  t.same(
    closed.answers.map((x) => x.result?.percentText),
    ['33,3%', '66,7%'],
    'a closed question shows its results to everyone, one decimal (§5)',
  );
  t.ok(
    data.quiz!.questions.every((q) => !q.answered),
    "nobody's answers: the page is cached for everyone",
  );
  t.equal(pageOf(build(a)).data.quiz, null, "without the quiz service's answer the page has no quiz");
  t.equal(
    pageOf(build(a, { answers: { quiz: { ...quiz, _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' } } })).data.quiz,
    null,
    'only the quiz the article names',
  );
  t.equal(pageOf(build(article(), { answers: { quiz } })).data.quiz, null, 'an article without quizId shows none');
});

t.test('reading time from the body, in the page language; none on a live article', async (t) => {
  const words = (n: number) => `<p>${'szó '.repeat(n)}</p>`;
  t.equal(pageOf(build(article({ content: words(950) }))).data.readingTime, '5 perc olvasás');
  t.equal(pageOf(build(article({ content: words(950), english: true }))).data.readingTime, '5 min read');
  t.equal(pageOf(build(article({ flags: f('live') }))).data.readingTime, null);
});

t.test('share: the canonical URL and title in plain links, the words in the page language', async (t) => {
  const a = article({ title: 'Árvíz & aszály: mi jön?' });
  const { share } = pageOf(build(a)).data;
  t.equal(share.url, `${ORIGIN}${a.url}`);
  t.equal(share.title, a.title);
  const url = encodeURIComponent(share.url);
  t.same(
    share.links.map((l) => [l.name, l.href]),
    [
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
      ['X', `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(a.title)}`],
      ['E-mail', `mailto:?subject=${encodeURIComponent(a.title)}&body=${url}`],
    ],
  );
  t.equal(share.copy, 'Link másolása');
  t.equal(pageOf(build(article({ english: true }))).data.share.copy, 'Copy link');
});
