import t from 'tap';
import { frontOf, siteFrontConfigs } from './site-fronts.ts';
import { profileOf, siteProfiles } from './site-profiles.ts';
import { domainSiteSlugs, homeSiteOf, resolveSite, siteBySlug, siteFronts, siteList, sites } from './site-table.ts';

t.test('every site has every §3 field, non-empty, and its id is its key in the table', async (t) => {
  const fields = Object.keys(sites.main).sort();
  const profileFields = Object.keys(siteProfiles.main).sort();
  t.equal(siteList.length, 5);
  t.same(Object.keys(siteProfiles), Object.keys(sites), 'a profile for every site');
  for (const [key, site] of Object.entries(sites)) {
    t.equal(site.id, key);
    t.same(Object.keys(site).sort(), fields, `${site.id} has the same fields as main`);
    t.same(Object.keys(profileOf(site)).sort(), profileFields, `${site.id} has a full profile`);
    for (const [f, v] of [...Object.entries(site), ...Object.entries(profileOf(site))]) {
      if (f === 'path' || v === null) continue; // '' is the root path; null: the site has none
      t.ok(typeof v === 'object' || String(v).length > 0, `${site.id}.${f} is set`);
    }
  }
  t.equal(new Set(siteList.map((s) => s.slug)).size, siteList.length, 'slugs are unique');
});

t.test('currencies and facebook interaction counts per §1 and §9', async (t) => {
  for (const s of siteList.filter((s) => s.domain === 'main')) {
    t.equal(s.currency, 'HUF');
    t.equal(s.currencySign, 'Ft');
    t.equal(profileOf(s).facebookInteractionCount, 300);
  }
  t.equal(sites.regional.currency, 'RON');
  t.equal(sites.regional.currencySign, 'Lei');
  t.equal(profileOf(sites.regional).facebookInteractionCount, 100);
});

t.test('site choice: longest path prefix wins, default main (§4)', async (t) => {
  t.equal(resolveSite('main', '/').id, 'main');
  t.equal(resolveSite('main', '/g7').id, 'g7');
  t.equal(resolveSite('main', '/g7/penz/2026/01/02/x').id, 'g7');
  t.equal(resolveSite('main', '/g7x').id, 'main', 'a prefix must end at a segment boundary');
  t.equal(resolveSite('main', '/karakter/rovat/kultura').id, 'karakter');
  t.equal(resolveSite('main', '/after').id, 'after');
  t.equal(resolveSite('regional', '/after').id, 'regional', 'the regional domain has no sub-sites');
  t.equal(siteBySlug('transtelex')?.id, 'regional');
  t.same(domainSiteSlugs(sites.g7).sort(), ['after', 'g7', 'karakter', 'telex']);
});

t.test("a domain's home site is its site at the root path", async (t) => {
  for (const domain of ['main', 'regional'] as const) {
    const home = homeSiteOf(domain);
    t.equal(home.domain, domain);
    t.equal(home.path, '', `${domain}: ${home.slug} has the root path`);
    t.equal(resolveSite(domain, '/'), home, 'the site resolveSite picks for /');
  }
});

t.test('§2.4 the sub-brands have fronts; a front is the first tab of its tab bar', async (t) => {
  t.same(
    siteFronts.map((s) => s.id),
    ['after', 'g7', 'karakter'],
  );
  t.same(Object.keys(siteFrontConfigs), ['after', 'g7', 'karakter'], 'a front plan (<site>.front.ts) for each');
  for (const s of siteFronts) {
    t.equal(s.domain, 'main', `${s.id}: on the main domain`);
    t.equal(frontOf(s).tabs[0].href, s.path, `${s.id}: its front is its first tab`);
    t.ok(frontOf(s).searches.length > 0, `${s.id}: its front asks for its named searches`);
  }
});
