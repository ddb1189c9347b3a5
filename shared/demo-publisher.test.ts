// The demo publisher's numbers are well-formed, so nothing on a page looks made up at a glance: Hungarian tax numbers
// (8-1-2, the eighth digit a check digit), the giro account's check digits and the IBAN's mod-97 check.
import t from 'tap';
import { DEMO_FOUNDATION, DEMO_PUBLISHER, DEMO_TRANSFER } from './demo-publisher.ts';

/** The check digit of a block, weights 9, 7, 3, 1 repeated (tax numbers and bank account numbers alike). */
const checkDigit = (digits: string) =>
  (10 - ([...digits].reduce((sum, d, i) => sum + Number(d) * [9, 7, 3, 1][i % 4], 0) % 10)) % 10;
const checked = (block: string) => checkDigit(block.slice(0, -1)) === Number(block.at(-1));

t.test('tax numbers: 8-1-2, a foundation without VAT, a company with it, both with their check digit', async (t) => {
  t.match(DEMO_FOUNDATION.taxNumber, /^18\d{6}-1-\d{2}$/);
  t.match(DEMO_PUBLISHER.taxNumber, /^\d{8}-2-\d{2}$/);
  for (const n of [DEMO_FOUNDATION.taxNumber, DEMO_PUBLISHER.taxNumber]) t.ok(checked(n.slice(0, 8)), n);
  t.notOk(checked('18742058'), 'a wrong digit fails the check');
});

t.test('the account: 3 × 8 digits with their check digits, and the IBAN of the same account', async (t) => {
  const [first, ...rest] = DEMO_TRANSFER.account.split('-');
  t.match(DEMO_TRANSFER.account, /^\d{8}-\d{8}-\d{8}$/);
  t.ok(checked(first), 'bank and branch');
  t.ok(checked(rest.join('')), 'the account');
  const iban = DEMO_TRANSFER.iban.replace(/ /g, '');
  t.match(iban, /^HU\d{26}$/);
  t.equal(iban.slice(4), DEMO_TRANSFER.account.replace(/-/g, ''));
  const numeric = [...(iban.slice(4) + iban.slice(0, 4))].map((c) => parseInt(c, 36)).join('');
  t.equal(BigInt(numeric) % 97n, 1n, 'mod 97');
});
