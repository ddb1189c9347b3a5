// The shared URL builders and the one parse and format of `oldal`: the URLs they build are the ones the
// site has always served, byte for byte, and the sub-site list is the site table's.
import t from 'tap';
import { archivePath, archivePathMatch } from './archive-url.ts';
import { articlePath } from './article-url.ts';
import { authorPath } from './author-url.ts';
import { isRedundantFirstPage, pageFromQuery, pageHref, pageOf, setPageParam } from './page-param.ts';
import { sectionRssPath, siteRssPath } from './rss-url.ts';
import { sectionPath, sectionPathParts } from './section-url.ts';
import { isSubSiteSlug, SUB_SITE_ALTERNATION, siteList, sites, subSiteSlugs } from './sites/site-table.ts';
import { tagPath } from './tag-url.ts';

t.test("the sub-sites are the main domain's prefixed sites of the site table", async (t) => {
  t.same(subSiteSlugs, ['after', 'g7', 'karakter']);
  t.equal(SUB_SITE_ALTERNATION, 'after|g7|karakter');
  t.same(
    siteList.map((s) => isSubSiteSlug(s.slug)),
    [false, true, true, true, false],
    'main, after, g7, karakter, regional',
  );
  t.notOk(isSubSiteSlug('english'));
  t.notOk(isSubSiteSlug(undefined));
});

t.test('author, tag, section, RSS and archive URLs', async (t) => {
  t.equal(authorPath('nagy-anna'), '/szerzo/nagy-anna');
  t.equal(tagPath('eb-2024'), '/cimke/eb-2024');
  t.equal(sectionRssPath('belfold'), '/rss/rovat/belfold');
  t.same(siteList.map(siteRssPath), ['/rss', '/rss/rovat/after', '/rss/rovat/g7', '/rss/rovat/karakter', '/rss']);
  t.same(
    siteList.map((s) => sectionPath(s.slug, 'x')),
    ['/rovat/x', '/after/rovat/x', '/g7/rovat/x', '/karakter/rovat/x', '/rovat/x'],
  );
  t.same(siteList.map(archivePath), [
    '/archivum',
    '/after/archivum',
    '/g7/archivum',
    '/karakter/archivum',
    '/archivum',
  ]);
  t.same(archivePathMatch('/archivum'), { subSite: undefined });
  t.same(archivePathMatch('/g7/archivum'), { subSite: 'g7' });
  t.equal(archivePathMatch('/english/archivum'), null);
  t.equal(archivePathMatch('/archivum/x'), null);
  t.equal(sites.karakter.slug, 'karakter');
});

t.test('a section path read back: its sub-site, its section and what follows', async (t) => {
  for (const s of siteList)
    t.same(sectionPathParts(sectionPath(s.slug, 'belfold')), {
      site: s.path ? s.slug : null,
      section: 'belfold',
      rest: '',
    });
  t.same(sectionPathParts('/rovat/sport/foci'), { site: null, section: 'sport', rest: '/foci' });
  t.same(sectionPathParts('/rovat/belfold/'), { site: null, section: 'belfold', rest: '/' });
  for (const other of [
    '/rovat',
    '/rovat/',
    '/english/rovat/x',
    '/x/rovat/y',
    '/rovat/Belfold',
    '/cimke/x',
    '//rovat/x',
  ])
    t.equal(sectionPathParts(other), null, other);
});

t.test('oldal: one parse, one format', async (t) => {
  t.same(
    ['', '0', '1', '2', '007', '999999', '1000000', '-2', '2.5', ' 2', 'x'].map(pageFromQuery),
    [1, 1, 1, 2, 7, 999999, 1, 1, 1, 1, 1],
  );
  t.equal(pageFromQuery(null), 1);
  t.equal(pageOf(new URLSearchParams('oldal=3&oldal=4')), 3, 'the first value counts');
  t.equal(setPageParam(new URLSearchParams('a=1&oldal=5'), 1).toString(), 'a=1', 'page 1 has no oldal');
  t.equal(setPageParam(new URLSearchParams('a=1'), 4).toString(), 'a=1&oldal=4');
  t.equal(pageHref('/rovat/belfold', '?oldal=3&tab=x', 1), '/rovat/belfold?tab=x');
  t.equal(pageHref('/rovat/belfold', '', 2), '/rovat/belfold?oldal=2');
  t.ok(isRedundantFirstPage(new URLSearchParams('oldal=1')));
  t.notOk(
    isRedundantFirstPage(new URLSearchParams('oldal=01')),
    'only the literal 1 is dropped by the redirect; the page reads junk as 1',
  );
  t.notOk(isRedundantFirstPage(new URLSearchParams('oldal=2')));
});

t.test('§2.1 article URLs: the super-tag segment, left out when it would repeat the site path', async (t) => {
  // 2026-11-24 23:30 UTC is already the 25th in Budapest
  const at = Date.UTC(2026, 10, 24, 23, 30) / 1000;
  const url = (site: string, mstag: string) =>
    articlePath({ slug: 'cikk', pubDate: at, originatingSite: site, mainSuperTag: { slug: mstag } });
  t.equal(url('telex', 'belfold'), '/belfold/2026/11/25/cikk');
  t.equal(url('g7', 'penz'), '/g7/penz/2026/11/25/cikk');
  t.equal(url('g7', 'g7'), '/g7/2026/11/25/cikk', 'not /g7/g7/…');
  t.equal(url('after', 'after'), '/after/2026/11/25/cikk', 'not /after/after/…');
  t.equal(url('karakter', 'karakter'), '/karakter/2026/11/25/cikk');
  t.equal(
    url('telex', 'after-pr'),
    '/after-pr/2026/11/25/cikk',
    'a main-site section named like a site keeps its segment',
  );
  t.equal(url('transtelex', 'erdely'), '/erdely/2026/11/25/cikk');
});
