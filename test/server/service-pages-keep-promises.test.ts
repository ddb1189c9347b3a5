// The service pages carry what they offer (§2 tax, academy, youth, impress, support), as a reader gets them through
// the page pipeline from the embedded origin: the foundation's name and tax number and how to declare the 1 %, how
// to apply to the academy and for a school's media lesson, the publisher's address, the editorial e-mail and the
// host, and for support the transfer details and how a company asks for an invoice.
import t from 'tap';
import {
  DEMO_FOUNDATION,
  DEMO_HOST,
  DEMO_PUBLISHER,
  DEMO_TRANSFER,
  TAX_DECLARATION_DEADLINE,
} from '../../shared/demo-publisher.ts';
import { httpGetter } from '../helpers/http-get.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 60 });
const bff = await startBff(origin.url);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});
const get = httpGetter(bff.url);

/** The page's main column, as text: what the page itself says, not its header, footer or boxes. */
async function main(path: string): Promise<{ html: string; text: string }> {
  const res = await get(path);
  t.equal(res.status, 200, path);
  const html = /<main[^>]*>([\s\S]*?)<\/main>/.exec(res.body)?.[1] ?? '';
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}
const mailto = (address: string) => new RegExp(`href="mailto:${address.replace(/\./g, '\\.')}[?"]`);

t.test('/egyszazalek names the foundation, its tax number, and how and by when to declare', async (t) => {
  const { text } = await main('/egyszazalek');
  t.match(text, DEMO_FOUNDATION.name);
  t.match(text, `Adószám: ${DEMO_FOUNDATION.taxNumber}`);
  t.match(text, TAX_DECLARATION_DEADLINE);
  t.match(text, /eSZJA/, 'online, in the tax return');
  t.match(text, /EGYSZA/, 'or on the NAV form');
  t.notMatch(text, /címlapon is közöljük/, 'no promise of the number elsewhere');
});

t.test('/telexakademia and /te say who may apply, by when, and where to write', async (t) => {
  const academy = await main('/telexakademia');
  t.match(academy.html, mailto(DEMO_PUBLISHER.academyEmail));
  t.match(academy.text, /augusztus 31-ig/);
  t.match(academy.text, /elmúlt 18 éves/);
  t.match(academy.text, /bemutatkozást/);
  const youth = await main('/te');
  t.match(youth.html, mailto(DEMO_PUBLISHER.schoolsEmail));
  t.match(youth.text, /9–12\. évfolyam/);
  t.match(youth.text, /három héttel/);
});

t.test('the impresszum gives the publisher’s address, the editorial e-mail and the host', async (t) => {
  const { html, text } = await main('/impresszum');
  t.match(text, `Székhely: ${DEMO_PUBLISHER.address}`);
  t.match(html, mailto(DEMO_PUBLISHER.editorialEmail));
  t.match(text, DEMO_HOST.name);
  t.match(text, DEMO_HOST.address);
  t.match(html, mailto(DEMO_HOST.email));
  t.notMatch(text, /Példa utca|kérésre elérhetők/);
});

t.test('the support page gives the transfer details and how a company asks for an invoice', async (t) => {
  const { html, text } = await main('/tamogatas');
  t.match(text, `Kedvezményezett: ${DEMO_TRANSFER.beneficiary}`);
  t.match(text, `Számlaszám: ${DEMO_TRANSFER.account}`);
  t.match(text, `IBAN: ${DEMO_TRANSFER.iban}`);
  t.match(text, `„${DEMO_TRANSFER.reference}”`);
  t.match(html, mailto(DEMO_PUBLISHER.invoiceEmail));
  t.match(text, /adószámát/, 'with what to send');
});
