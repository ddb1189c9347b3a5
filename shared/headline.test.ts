import t from 'tap';
import { headline } from './headline.ts';

t.test('a leading article is bound to the next word', async (t) => {
  t.equal(headline('A kormány döntött'), 'A\u00a0kormány döntött');
  t.equal(headline('Az MTI szerint esik'), 'Az\u00a0MTI szerint esik');
  t.equal(headline('Egy új híd épül'), 'Egy\u00a0új híd épül');
  t.equal(headline('The bill remains'), 'The\u00a0bill remains');
  t.equal(headline('Ahol a híd épül'), 'Ahol a híd épül', 'a word that only starts like an article is left alone');
  t.equal(headline('Nő a forgalom'), 'Nő a forgalom', 'only at the start');
});

t.test('cut to the place’s length first (§9)', async (t) => {
  const cut = headline('A felújított színházterem nagy figyelmet kapott a hétvégén', 30);
  t.ok(cut.startsWith('A\u00a0felújított'));
  t.ok(cut.endsWith('…') && cut.length <= 30);
});
