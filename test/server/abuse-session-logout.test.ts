// Logout CSRF: GET /auth/logout ends nothing (it shows the page with the sign-out button); the button's
// same-origin POST ends this browser's session only (its refresh-token family), not the editor's other devices; a
// cross-site POST is refused; and the access token of the ended session is refused at once, not 300 s later, also
// by the preview gate that kept its verdict on it.
import t from 'tap';
import {
  CROSS_SITE,
  meAtOrigin,
  newEditor,
  refreshAtOrigin,
  sameOrigin,
  send,
  signIn,
} from '../helpers/editor-sign-in.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

let nowS = 1_900_000_000;
const origin = await startOrigin({ articles: 50, authNow: () => nowS });
const bff = await startBff(origin.url);
const preview = await startBff(origin.url, { previewMode: true });
t.teardown(async () => {
  await bff.close();
  await preview.close();
  await origin.close();
});

/** The same editor on two devices (a code counts once, so the second signs in one step later). */
async function twoDevices() {
  const editor = newEditor(origin.db);
  const laptop = await signIn(bff.url, editor, nowS);
  nowS += 30;
  const phone = await signIn(bff.url, editor, nowS);
  return { laptop, phone };
}

t.test('GET /auth/logout ends nothing: it shows the sign-out button', async (t) => {
  const { laptop } = await twoDevices();
  const before = { ...laptop };
  const page = await send(bff.url, 'GET', '/auth/logout', { jar: laptop, headers: { 'sec-fetch-site': 'cross-site' } });
  t.equal(page.status, 200);
  t.same(laptop, before, 'no cookie changed');
  t.match(page.body, /<form[^>]*method="post"[^>]*action="\/auth\/logout"/, 'a button that posts');
  t.equal(page.headers['cache-control'], 'private, no-store');
  t.equal(await meAtOrigin(origin.url, laptop), 200, 'the access token still works');
  t.equal(await refreshAtOrigin(origin.url, laptop), 200, 'and so does the refresh token');
});

t.test('a cross-site POST /auth/logout is refused and ends nothing', async (t) => {
  const { laptop } = await twoDevices();
  const forged = await send(bff.url, 'POST', '/auth/logout', { jar: { ...laptop }, headers: CROSS_SITE });
  t.equal(forged.status, 403);
  t.equal(forged.cookies.size, 0, 'no cookie cleared');
  t.equal(await refreshAtOrigin(origin.url, laptop), 200, 'the session lives on');
});

t.test('POST /auth/logout ends this session only; the other device stays signed in', async (t) => {
  const { laptop, phone } = await twoDevices();
  const spent = { ...laptop };
  const out = await send(bff.url, 'POST', '/auth/logout', { jar: laptop, headers: sameOrigin(bff.url) });
  t.equal(out.status, 303);
  t.notOk(laptop.access_token, 'this browser’s access cookie is cleared');
  t.notOk(laptop.refresh_token, 'and its refresh cookie');
  t.equal(await refreshAtOrigin(origin.url, spent), 401, 'this session’s refresh token is revoked');
  t.equal(await meAtOrigin(origin.url, phone), 200, 'the other device’s access token works');
  t.equal(await refreshAtOrigin(origin.url, phone), 200, 'and its refresh token too');
});

t.test('an access token is refused right after logout', async (t) => {
  const { laptop } = await twoDevices();
  const spent = { ...laptop };
  t.equal(await meAtOrigin(origin.url, spent), 200, 'valid before');
  await send(bff.url, 'POST', '/auth/logout', { jar: laptop, headers: sameOrigin(bff.url) });
  t.equal(await meAtOrigin(origin.url, spent), 401, 'refused at once, long before its 300 s are up');
});

t.test('in preview mode a signed-out token opens no page of this BFF, not even for the verdict it kept', async (t) => {
  const editor = newEditor(origin.db);
  nowS += 30;
  const browser = await signIn(preview.url, editor, nowS);
  const spent = { ...browser };
  // The signed-out browser's old cookies, sent again (a copy of the jar the logout does not clear).
  const feed = async () => (await send(preview.url, 'GET', '/rss', { jar: { ...spent } })).status;
  t.equal(await feed(), 200, 'the editor reads the feed (the gate keeps its verdict on the token)');
  await send(preview.url, 'POST', '/auth/logout', { jar: browser, headers: sameOrigin(preview.url) });
  t.equal(await feed(), 401, 'the same token right after signing out: refused, not 30 s later');
});
