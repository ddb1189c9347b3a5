// Starting a checkout makes a session at the payment provider, so a stranger can make us work: one client
// address starts at most the 'support-checkout' limit in its window (counted in the workers' shared store); past it
// the form comes back to the support page's error state with the reason and a Retry-After instead of the provider's
// page, and another client is not held back.
import t from 'tap';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import { supportOutcomeUrl } from '../../shared/support-forms.ts';
import { send } from '../helpers/form-client.ts';
import { startSupportServers } from '../helpers/servers.ts';

// trustProxy: each request names its client by X-Forwarded-For, as the shipped proxy in front would.
const { bff, pay } = await startSupportServers(t, 60, { payments: true, bff: { trustProxy: 'loopback' } });
const LIMIT = DEFAULT_ATTEMPT_LIMITS['support-checkout'].address.max;

const start = (client: string) =>
  send(bff.url, 'POST', '/tamogatas/fizetes', {
    form: { gyakorisag: 'egyszeri', osszeg: '5000' },
    headers: { origin: bff.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': client },
  });

t.test('one client past the limit is told why; another is not held back', async (t) => {
  const answers = [];
  for (let i = 0; i < LIMIT; i++) answers.push(await start('198.51.100.7'));
  t.ok(
    answers.every((a) => a.status === 303 && a.location?.startsWith(pay!.config.checkoutOrigin)),
    `${LIMIT} checkouts from one client go to the provider's page`,
  );
  t.equal(new Set(answers.map((a) => a.location)).size, LIMIT, 'each on a session of its own at the provider');

  const over = await start('198.51.100.7');
  t.equal(over.status, 303, 'one more is answered');
  t.equal(over.location, supportOutcomeUrl('fizetes-korlat'), 'back on the support page, told why');
  t.ok(Number(over.headers['retry-after']) > 0, 'with a Retry-After');

  const other = await start('198.51.100.8');
  t.ok(other.location?.startsWith(pay!.config.checkoutOrigin), 'another client still starts a checkout');
});
