// The return from the OpenID provider had no attempt limit: a browser writes its own flow cookie, so 70 forged returns
// with self-made cookies all reached the publisher's check (an outside review's finding). The return now counts
// against the external sign-in's per-address limit (docs/security.md) before anything is checked, and per state: a
// flow is started once and returns once, so a state seen more often is held before its cookie is even read.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { request } from 'undici';
import { OAUTH_STATE_LENGTH } from '../../shared/constants.ts';
import { EXTERNAL_SIGN_IN_CALLBACK_PATH } from '../../shared/external-sign-in.ts';
import { OIDC_FLOW_ATTEMPTS } from '../../server/auth/attempt-limits.ts';
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

const newState = () => 'A'.repeat(OAUTH_STATE_LENGTH - 6) + randomBytes(3).toString('hex').toUpperCase();

/** A return from "the provider" with a flow cookie the caller made up, its state matching. */
async function forgedReturn(state = newState(), url = bff.url) {
  const b64 = () => randomBytes(32).toString('base64url');
  const res = await request(`${url}${EXTERNAL_SIGN_IN_CALLBACK_PATH}?state=${state}&code=${b64()}`, {
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

t.test(`one state returned again and again: held after ${OIDC_FLOW_ATTEMPTS} attempts`, async (t) => {
  const roomy = await startBff(origin.url, { oidc: { issuer: 'http://127.0.0.1:9/provider', clientId: 'hirportal' } });
  t.teardown(() => roomy.close());
  const state = newState();
  const answers = [];
  for (let i = 0; i < OIDC_FLOW_ATTEMPTS + 2; i++) answers.push(await forgedReturn(state, roomy.url));
  t.ok(
    answers.slice(0, OIDC_FLOW_ATTEMPTS).every((a) => a.location.includes('hiba=kulso')),
    `the first ${OIDC_FLOW_ATTEMPTS} are looked at (and refused)`,
  );
  t.ok(
    answers.slice(OIDC_FLOW_ATTEMPTS).every((a) => a.location.includes('hiba=korlat') && Number(a.retryAfter) > 0),
    'the rest are held with Retry-After',
  );
  t.ok((await forgedReturn(newState(), roomy.url)).location.includes('hiba=kulso'), 'another state is still looked at');
});
