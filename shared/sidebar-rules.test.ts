// §2.6 the sidebar per route, as one table; and the section-link rule.
import t from 'tap';
import { sectionPath } from './section-url.ts';
import { sidebarPlan, type SidebarBox } from './sidebar-rules.ts';

type Row = [pathname: string, domain: 'main' | 'regional', spotify: boolean, boxes: SidebarBox[]];
const rows: Row[] = [
  ['/', 'main', false, ['latest', 'rectangle-ad', 'link-box']],
  ['/legfrissebb', 'main', false, ['rectangle-ad', 'link-box']],
  ['/english', 'main', false, ['rectangle-ad', 'link-box']],
  ['/after', 'main', false, ['rectangle-ad', 'link-box']],
  ['/after', 'main', true, ['spotify', 'rectangle-ad', 'link-box']],
  ['/after/legfrissebb', 'main', true, ['spotify', 'rectangle-ad', 'link-box']],
  ['/after/eletmod/2026/01/02/cikk', 'main', true, ['latest', 'rectangle-ad', 'link-box']],
  ['/rovat/szepkilatas', 'main', false, ['latest', 'hiking-news', 'rectangle-ad', 'link-box']],
  ['/g7', 'main', false, ['latest', 'rectangle-ad']],
  ['/g7/adat', 'main', false, ['latest', 'rectangle-ad']],
  ['/g7/penz/2026/01/02/cikk', 'main', false, ['latest', 'rectangle-ad']],
  ['/karakter', 'main', false, ['latest', 'rectangle-ad', 'link-box']],
  ['/', 'regional', false, ['latest', 'rectangle-ad']],
  ['/melleklet/valasztas-2024', 'main', false, ['latest', 'election-links', 'rectangle-ad', 'link-box']],
  ['/melleklet/ep-2024/adatok', 'main', false, ['latest', 'election-links', 'eu-notice', 'rectangle-ad', 'link-box']],
  ['/melleklet/eb-2024', 'main', false, ['latest', 'rectangle-ad', 'link-box']],
];

for (const [pathname, domain, spotifyConfigured, boxes] of rows) {
  t.test(`${domain} ${pathname}${spotifyConfigured ? ' (spotify)' : ''}`, async (t) => {
    t.same(sidebarPlan({ pathname, domain, spotifyConfigured }).boxes, boxes);
  });
}

t.test('the latest box is titled Latest on English content', async (t) => {
  t.equal(sidebarPlan({ pathname: '/english/x', domain: 'main', spotifyConfigured: false }).latestTitle, 'Latest');
  t.equal(sidebarPlan({ pathname: '/', domain: 'main', spotifyConfigured: false }).latestTitle, 'Friss hírek');
});

t.test('section links', async (t) => {
  t.equal(sectionPath('', 'belfold'), '/rovat/belfold');
  t.equal(sectionPath('telex', 'belfold'), '/rovat/belfold');
  t.equal(sectionPath('{product}', 'belfold'), '/rovat/belfold');
  t.equal(sectionPath('karakter', 'kultura'), '/karakter/rovat/kultura');
  t.equal(sectionPath('g7', 'penz'), '/g7/rovat/penz');
  // the regional edition is its own domain's root site: its sections are at that root
  t.equal(sectionPath('transtelex', 'erdely'), '/rovat/erdely');
});
