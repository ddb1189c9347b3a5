// An editor in preview mode, in a real browser (§4 Preview mode, §6 Login): sent to /login from an inactive article,
// signs in with password and one-time code and lands on that article, signs out; and signs in through the local
// OpenID provider's pages instead, landing on the remembered article too.
import t from 'tap';
import { request } from 'undici';
import { callbackUris, startOidcProvider } from '../../stand-ins/oidc-provider/main.ts';
import { totpCode } from '../../stand-ins/origin/security/totp.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { launchBrowser, clickToNewDocument } from '../helpers/browser.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

/** Load shedding is tested in operations.test.ts; on a saturated shared machine its first sample reads as overload. */

const SECRET = 'browser-sign-in-secret';
const CLIENT = { clientId: 'hirportal-bongeszo', clientSecret: 'bongeszo-titok-1' };
const PASSWORD = 'Bongeszo-Jelszo-2026';
const PROVIDER_PASSWORD = 'Szolgaltatoi-Jelszo-2026';
const provider = await startOidcProvider({
  clients: [],
  accounts: [{ email: 'bongeszo@example.hu', password: PROVIDER_PASSWORD, name: 'Böngésző Szerkesztő' }],
});
const origin = await startOrigin({ articles: 150, jwtSecret: SECRET, oidc: { issuer: provider.issuer, ...CLIENT } });
const bff = await startBff(origin.url, {
  previewMode: true,
  oidc: { issuer: provider.issuer, clientId: CLIENT.clientId },
});
provider.registerClient({ ...CLIENT, redirectUris: callbackUris([bff.url]) });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
  await provider.close();
});

const editor = createUser(origin.db, { email: 'bongeszo@example.hu', password: PASSWORD });
const inactiveId = origin.db
  .prepare(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
  .pluck()
  .get() as number;
const inactive = (await (
  await request(`${origin.url}/api/article/${inactiveId}`, {
    headers: { authorization: `Bearer ${issueTestToken(editor, SECRET)}` },
  })
).body.json()) as { url: string; title: string };
const pathname = (url: string) => new URL(url).pathname;

t.test('password and code, the inactive article, then sign out', async (t) => {
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(bff.url + inactive.url, { waitUntil: 'load' });
  t.equal(pathname(page.url()), '/login', 'preview mode sends the reader to /login');
  await page.type('#login-email', editor.email);
  await page.type('#login-password', PASSWORD);
  await clickToNewDocument(page, '.login__submit');
  t.equal(new URL(page.url()).search, '?lepes=kod', 'the code step');
  await page.type('#login-code', totpCode(editor.totpSecret));
  await clickToNewDocument(page, '.login__submit');
  t.equal(pathname(page.url()), inactive.url, 'back on the article the reader wanted');
  await page.waitForSelector('h1.article__title', { timeout: 15_000 });
  t.equal(
    await page.$eval('h1.article__title', (h) => h.textContent?.replace(/\u00a0/g, ' ')),
    inactive.title,
    'the inactive article, previewed',
  );
  // The sign-out page's button posts the form (the GET alone ends nothing).
  await page.goto(`${bff.url}/auth/logout`, { waitUntil: 'load' });
  await clickToNewDocument(page, 'form[action="/auth/logout"] button');
  await page.goto(bff.url + inactive.url, { waitUntil: 'load' });
  t.equal(pathname(page.url()), '/login', 'signed out: /login again');
});

t.test('through the local OpenID provider', async (t) => {
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(bff.url + inactive.url, { waitUntil: 'load' });
  t.equal(pathname(page.url()), '/login');
  // The link's way to the provider is a chain (the router's own navigation, then the BFF's redirects): the wait is for
  // where the chain ends, not for the first navigation along it (which once resolved while still on the site).
  await page.click('a[href="/login/kulso"]');
  await page.waitForFunction((issuer: string) => location.origin === issuer, { timeout: 20_000 }, provider.issuer);
  t.equal(new URL(page.url()).origin, provider.issuer, 'at the provider');
  await page.waitForSelector('#email');
  await page.type('#email', 'bongeszo@example.hu');
  await page.type('#password', PROVIDER_PASSWORD);
  await Promise.all([
    page.waitForFunction((p) => location.pathname === p, { timeout: 20_000 }, inactive.url),
    page.click('#belepes'),
  ]);
  t.equal(new URL(page.url()).origin, new URL(bff.url).origin, 'back at the site');
  await page.waitForSelector('h1.article__title', { timeout: 15_000 });
  t.equal(
    await page.$eval('h1.article__title', (h) => h.textContent?.replace(/\u00a0/g, ' ')),
    inactive.title,
    'signed in, on the remembered article',
  );
});
