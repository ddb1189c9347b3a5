// A payment's page (/tamogatas/siker) and the way back from the provider ask the payment provider about the session
// the reader's checkout cookie names, and anyone can make up that cookie: each request is a call to the provider. One
// client address has at most the 'support-checkout-read' limit of such reads in its window (the workers' shared
// store); past it the provider is not asked and the reader is told the outcome is not known yet, while another client
// is not held back. The limit is lowered here to keep the test short; the rule is the same.
import t from 'tap';
import { SITE_COOKIES } from '../../server/policy/site-cookies.ts';
import { SUPPORT_FORM_PATHS, SUPPORT_PATH, supportOutcomeUrl } from '../../shared/support-forms.ts';
import { send } from '../helpers/form-client.ts';
import { startSupportServers } from '../helpers/servers.ts';

const LIMIT = 3;
const { bff } = await startSupportServers(t, 60, {
  payments: true,
  // trustProxy: each request names its client by X-Forwarded-For, as the shipped proxy in front would.
  bff: {
    trustProxy: 'loopback',
    attemptLimits: { 'support-checkout-read': { address: { max: LIMIT, windowMs: 15 * 60_000 } } },
  },
});

let made = 0;
/** A read of a made-up session from `client`: where the answer sends the reader. */
const read = async (client: string, path: string) => {
  made += 1;
  const cookie = `${SITE_COOKIES.supportCheckout}=cs_madeup${String(made).padStart(8, '0')}`;
  const answer = await send(bff.url, 'GET', path, { headers: { cookie, 'x-forwarded-for': client } });
  return { status: answer.status, location: answer.location };
};

t.test('made-up checkout cookies: the provider is asked up to the limit, then not', async (t) => {
  const first = [];
  for (let i = 0; i < LIMIT; i++) first.push(await read('198.51.100.7', `${SUPPORT_PATH}/siker`));
  t.same(
    first,
    Array(LIMIT).fill({ status: 302, location: SUPPORT_PATH }),
    `${LIMIT} reads: the provider knows no such session, the reader is sent to the support page`,
  );
  t.same(
    await read('198.51.100.7', `${SUPPORT_PATH}/siker`),
    { status: 302, location: supportOutcomeUrl('fizetes-ismeretlen') },
    'one more: the provider is not asked, the outcome is not known yet',
  );
  const back = await read('198.51.100.7', SUPPORT_FORM_PATHS.checkoutReturn);
  t.equal(back.location, supportOutcomeUrl('fizetes-ismeretlen'), 'the way back from the provider counts too');
  t.same(
    await read('198.51.100.8', `${SUPPORT_PATH}/siker`),
    { status: 302, location: SUPPORT_PATH },
    'another client is still answered from the provider',
  );
});
