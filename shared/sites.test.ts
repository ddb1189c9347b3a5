import t from 'tap';
import { siteProfiles } from './site-profiles.ts';
import { domainSiteSlugs, homeSiteOf, resolveSite, siteBySlug, siteList, sites } from './sites.ts';

t.test('every site has every §3 field, non-empty', async (t) => {
  const fields = Object.keys(sites.main) as (keyof typeof sites.main)[];
  const profileFields = Object.keys(siteProfiles.main) as (keyof typeof siteProfiles.main)[];
  t.equal(siteList.length, 5);
  for (const site of siteList) {
    t.same(Object.keys(site).sort(), [...fields].sort(), `${site.id} has the same fields as main`);
    for (const f of fields) {
      if (f === 'path') continue; // '' is the root path
      t.ok(String(site[f]).length > 0, `${site.id}.${f} is set`);
    }
    const profile = siteProfiles[site.id];
    t.same(Object.keys(profile).sort(), [...profileFields].sort(), `${site.id} has a full profile`);
    for (const f of profileFields) t.ok(String(profile[f]).length > 0, `${site.id}.${f} is set`);
  }
});

t.test('currencies and facebook interaction counts per §1 and §9', async (t) => {
  for (const s of siteList.filter((s) => s.domain === 'main')) {
    t.equal(s.currency, 'HUF');
    t.equal(s.currencySign, 'Ft');
    t.equal(siteProfiles[s.id].facebookInteractionCount, 300);
  }
  t.equal(sites.regional.currency, 'RON');
  t.equal(sites.regional.currencySign, 'Lei');
  t.equal(siteProfiles.regional.facebookInteractionCount, 100);
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
