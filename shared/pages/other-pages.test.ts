// The rules of the smaller pages through their build steps, without a server: document pages and the regional 404s
// (§5), the support page's states and donations flag (§5), the sign-in page (§4), the exchange page's currencies,
// the app's pages; and the route table every side builds from (§2.1).
import t from 'tap';
import { pageModuleFiles } from '../../client/page-module-files.ts';
import { buildAppWebviewPage } from './app-webview.ts';
import { buildDocPage, docSlugFor } from './doc.ts';
import { buildEmptyPage } from './empty.ts';
import { buildReaderListPage } from './reader-list.ts';
import { buildExchangePage } from './exchange.ts';
import { buildImpressPage } from './impress.ts';
import { buildLoginPage } from './login.ts';
import { CHROMELESS_PAGES, pageRoutes, pageTypeOf } from './route-table.ts';
import { buildSupportPage, supportStateOf } from './support.ts';
import { sites } from '../sites/site-table.ts';
import { frontendInit, pageContext, summary } from '../../test/helpers/page-fixtures.ts';

t.test('§2.1 document pages; §5 academy, youth and tax are 404 on the regional edition', async (t) => {
  t.equal(docSlugFor('doc', 'adatvedelem', sites.main), 'adatvedelem');
  t.equal(docSlugFor('doc', 'Nagy Betu', sites.main), null, 'a malformed slug');
  t.equal(docSlugFor('doc', undefined, sites.main), null);
  t.equal(docSlugFor('academy', undefined, sites.main), 'telexakademia');
  t.equal(docSlugFor('youth', 'whatever', sites.main), 'te', 'fixed routes ignore the slug');
  t.equal(docSlugFor('tax', undefined, sites.main), 'egyszazalek');
  for (const id of ['academy', 'youth', 'tax'] as const)
    t.equal(docSlugFor(id, undefined, sites.regional), null, `${id} on the regional edition`);
  t.equal(docSlugFor('doc', 'impresszum', sites.regional), 'impresszum', 'documents themselves exist there');
  const doc = { slug: 'adatvedelem', title: 'Adatvédelem', content: '<p>x</p>', updatedAt: 1 };
  t.same(buildDocPage(doc), {
    kind: 'page',
    data: { kind: 'doc', doc, signUp: false },
    cache: { rule: 'list', purgeKeys: ['doc-adatvedelem'] },
  });
  const newsletter = buildDocPage({ ...doc, slug: 'hirlevel', title: 'Hírlevél' });
  t.equal(
    newsletter.kind === 'page' && newsletter.data.signUp,
    true,
    'the newsletter document carries the sign-up form and the push settings',
  );
  const impress = buildImpressPage({ ...doc, slug: 'impresszum' }, [{ name: 'A', role: 'B', group: 'C' }]);
  t.equal(impress.kind === 'page' && impress.data.staff.length, 1);
});

t.test(
  '§2.1 §5 the support page: its four states; 404 on the regional edition and while the donations flag is 1',
  async (t) => {
    t.equal(supportStateOf(undefined, sites.main), null);
    for (const s of ['belepes', 'profil', 'hiba', 'siker']) t.equal(supportStateOf(s, sites.main), s);
    t.equal(supportStateOf('nincs', sites.main), undefined);
    t.equal(supportStateOf(undefined, sites.regional), undefined);
    t.equal(
      buildSupportPage({ init: frontendInit() }, { ...pageContext('/tamogatas/hiba'), state: 'hiba', signedIn: false })
        .kind,
      'page',
    );
    t.same(
      buildSupportPage(
        { init: frontendInit({ donations: '1' }) },
        { ...pageContext('/tamogatas'), state: null, signedIn: false },
      ),
      { kind: 'not-found' },
    );
  },
);

t.test('§4 the sign-in page: only in preview mode and only for a reader who is not signed in', async (t) => {
  const ctx = (path: string, preview: boolean, signedIn = false) => ({ ...pageContext(path), preview, signedIn });
  t.same(buildLoginPage(ctx('/login', false)), { kind: 'redirect', location: '/', status: 302 });
  t.same(buildLoginPage(ctx('/login', true, true)), { kind: 'redirect', location: '/', status: 302 });
  const page = buildLoginPage(ctx('/login?lepes=kod&hiba=kod', true));
  t.same(page.kind === 'page' && page.data, { kind: 'login', step: 'code', error: 'kod' });
  t.equal(page.kind === 'page' && page.cache.rule, 'private', 'never shared');
  const junk = buildLoginPage(ctx('/login?lepes=x&hiba=<script>', true));
  t.same(junk.kind === 'page' && junk.data, { kind: 'login', step: 'password', error: null });
});

t.test("the exchange page in the site's own currency", async (t) => {
  const series = [
    { currency: 'EUR', exchange: { base: 'RON', currency: 'EUR', items: [{ date: '2026-11-24', rate: 4.97, x: 1 }] } },
  ];
  const page = buildExchangePage(series as never, sites.regional);
  t.same(page.kind === 'page' && page.data, {
    kind: 'exchange',
    base: 'RON',
    series: [{ currency: 'EUR', items: [{ date: '2026-11-24', rate: 4.97 }] }],
  });
});

t.test("the app's pages", async (t) => {
  t.same(buildEmptyPage(), { kind: 'page', data: { kind: 'empty' }, cache: { rule: 'list', purgeKeys: [] } });
  const widget = buildAppWebviewPage({ items: [summary({ id: 77 })], page: 1, totalPages: 1, totalItems: 1 });
  t.same(widget.kind === 'page' && widget.data.articles.map((a) => a.id), [77]);
});

t.test("the reader's own lists: the same page for everyone, shared by the rule for them (decision 089)", async (t) => {
  for (const list of ['saved', 'followed'] as const)
    t.same(buildReaderListPage(list), {
      kind: 'page',
      data: { kind: 'reader-list', list },
      cache: { rule: 'readerShell', purgeKeys: [] },
    });
  t.equal(pageTypeOf('saved-articles'), 'reader-list');
  t.equal(pageTypeOf('followed-topics'), 'reader-list');
});

t.test('§2.1 the route table: unique ids, every page type routed, chromeless app pages', async (t) => {
  const ids = pageRoutes.map((r) => r[0]);
  t.equal(new Set(ids).size, ids.length, 'route ids are unique');
  t.same(new Set(pageRoutes.map((r) => r[2])).size, Object.keys(pageModuleFiles).length, 'every page type has a route');
  t.equal(pageTypeOf('liveblog'), 'article');
  t.equal(pageTypeOf('archivum-on-site'), 'archive');
  t.equal(pageTypeOf('not-found'), null);
  t.same([...CHROMELESS_PAGES].sort(), ['app-webview', 'empty']);
  t.ok(ids.indexOf('archivum-on-site') < ids.indexOf('g7'), '/g7/archivum ranks as the archive, not a G7 tab');
  t.equal(pageTypeOf('football'), 'football', '§2.7 the football page has its own route in the sport section');
  t.equal(pageTypeOf('formula1'), 'formula1');
});
