// The return from the OpenID provider had no attempt limit: a browser writes its own flow cookie, so 70 forged returns
// with self-made cookies all reached the publisher's check (an outside review's finding). The return now counts
// against the external sign-in's per-address limit (docs/security.md) before anything is checked.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { request } from 'undici';
import { OAUTH_STATE_LENGTH } from '../../shared/constants.ts';
import { EXTERNAL_SIGN_IN_CALLBACK_PATH } from '../../shared/external-sign-in.ts';
import { OIDC_FLOW_COOKIE } from '../../server/auth/oidc-flow.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const LIMIT = 5;
const origin = await startOrigin({ articles: 20 });
const bff = await startBff(origin.url, {
  oidc: { issuer: 'http://127.0.0.1:9/provider', clientId: 'hirportal' },
  attemptLimits: { 'editor-external': { address: { max: LIMIT, windowMs: 15 * 60_000 } } },
});
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

/** A return from "the provider" with a flow cookie the caller made up, its state matching. */
async function forgedReturn() {
  const state = 'A'.repeat(OAUTH_STATE_LENGTH - 6) + randomBytes(3).toString('hex').toUpperCase();
  const b64 = () => randomBytes(32).toString('base64url');
  const res = await request(`${bff.url}${EXTERNAL_SIGN_IN_CALLBACK_PATH}?state=${state}&code=${b64()}`, {
    headers: { cookie: `${OIDC_FLOW_COOKIE}=${state}.${b64()}.${b64()}` },
  });
  await res.body.dump();
  return { status: res.statusCode, location: String(res.headers.location), retryAfter: res.headers['retry-after'] };
}

t.test(`forged returns from one address: ${LIMIT} reach the check, the rest are held`, async (t) => {
  const answers = [];
  for (let i = 0; i < LIMIT + 3; i++) answers.push(await forgedReturn());
  const checked = answers.slice(0, LIMIT);
  const held = answers.slice(LIMIT);
  t.ok(
    checked.every((a) => a.status === 302 && a.location.includes('hiba=kulso')),
    `the first ${LIMIT} are checked and refused`,
  );
  t.ok(
    held.every((a) => a.status === 302 && a.location.includes('hiba=korlat') && Number(a.retryAfter) > 0),
    'the rest are held with Retry-After',
  );
});
