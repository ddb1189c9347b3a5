// Which form posts count as sent from another site: the browser's Sec-Fetch-Site and Origin, with the `Origin: null`
// a same-origin post carries under our no-referrer policy.
import t from 'tap';
import type { FastifyRequest } from 'fastify';
import { isCrossSiteForm } from './cross-site-form.ts';

const SITE = 'https://telex.hu';
const req = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

t.test('our own posts pass', async (t) => {
  t.notOk(isCrossSiteForm(req({ origin: SITE, 'sec-fetch-site': 'same-origin' }), SITE));
  t.notOk(
    isCrossSiteForm(req({ origin: 'null', 'sec-fetch-site': 'same-origin' }), SITE),
    'no-referrer: Origin null, same-origin',
  );
  t.notOk(isCrossSiteForm(req({ origin: SITE }), SITE), 'a browser without Sec-Fetch-Site');
  t.notOk(isCrossSiteForm(req({}), SITE), 'no header at all: left to the form’s cookies and token');
});

t.test('posts from elsewhere are refused', async (t) => {
  t.ok(isCrossSiteForm(req({ origin: 'https://evil.example' }), SITE));
  t.ok(isCrossSiteForm(req({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), SITE));
  t.ok(isCrossSiteForm(req({ 'sec-fetch-site': 'cross-site' }), SITE));
  t.ok(
    isCrossSiteForm(req({ 'sec-fetch-site': 'same-site', origin: 'https://ro.telex.hu' }), SITE),
    'another host of the same site',
  );
  t.ok(
    isCrossSiteForm(req({ origin: 'null' }), SITE),
    'an opaque origin the browser does not vouch for (a sandboxed frame)',
  );
  t.ok(isCrossSiteForm(req({ origin: 'null', 'sec-fetch-site': 'cross-site' }), SITE));
  t.ok(isCrossSiteForm(req({ origin: 'http://telex.hu', 'sec-fetch-site': 'same-origin' }), SITE), 'the scheme counts');
});
