// One typed file per site (shared/sites/): a sixth site from one new file (test/helpers/test-site.ts) is in the site
// tables, and the BFF renders its front with no other change: its route, loader, header, menu and tabs all come from
// the tables. The table is read as the app's modules load, so the site goes in before they are imported.
import t from 'tap';
import { request } from 'undici';
import { withSites } from '../../shared/sites/extra-sites.ts';
import { testSite, testSiteFront, testSiteProfile } from '../helpers/test-site.ts';

withSites([{ site: testSite, profile: testSiteProfile, front: testSiteFront }]);
const { startBff, startOrigin } = await import('../helpers/servers.ts');
const { siteList, resolveSite } = await import('../../shared/sites/site-table.ts');

const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

t.test('the table has six sites, the sixth at its own path on the main domain', async (t) => {
  t.same(
    siteList.map((s) => s.id),
    ['main', 'after', 'g7', 'karakter', 'regional', 'proba'],
  );
  t.equal(resolveSite('main', '/proba/legfrissebb').id, 'proba');
});

t.test("the BFF renders the sixth site's front: its name in the title, header and tab bar", async (t) => {
  const res = await request(`${bff.url}/proba`);
  const html = await res.body.text();
  t.equal(res.statusCode, 200);
  t.match(html, '<html lang="hu" class="site-proba">', "the site's style class");
  t.match(html, `<title>${testSite.name} | Telex</title>`, "the site's name in the title");
  t.match(html, /class="logo-text">Próbaoldal<\/span>/, "the site's name in the header");
  t.match(html, /href="\/proba\/legfrissebb"/, "the site's menu and tabs");
  t.match(html, /class="front-block__title"[^>]*>Ajánló</, "the blocks of the site's front plan");
});

t.test('the five sites still render their fronts', async (t) => {
  for (const path of ['/', '/after', '/g7', '/karakter']) {
    const res = await request(`${bff.url}${path}`);
    await res.body.dump();
    t.equal(res.statusCode, 200, path);
  }
});
