import t from 'tap';
import { formatAmount } from './money.ts';
import { quoteRate } from './rate-quote.ts';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

t.test('the forint is quoted per 100 Ft on the regional edition, others per one by code', async (t) => {
  t.equal(plain(quoteRate('HUF', 0.0124, 'RON').text), '100 Ft = 1,24 Lei');
  t.equal(plain(quoteRate('HUF', 0.012437, 'RON').price), '1,24 Lei');
  t.equal(plain(quoteRate('EUR', 4.97123, 'RON').text), 'EUR 4,9712 Lei');
  t.equal(plain(quoteRate('EUR', 395.2, 'HUF').text), 'EUR 395,20 Ft');
});

t.test('an amount carries the sign Ft (capital F) after a no-break space', async (t) => {
  t.equal(formatAmount(5000, 'HUF'), '5\u00a0000\u00a0Ft');
  t.equal(formatAmount(25, 'RON'), '25\u00a0Lei');
  t.notMatch(formatAmount(5000, 'HUF'), / ft\b/);
});
