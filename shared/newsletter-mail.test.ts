// The double opt-in's shared rules (shared/newsletter-mail.ts, decision 044): the links the mails carry and the page
// they land on, the token format, the mails' texts (the reader's lists by name, both links, the way out), the
// limit's message in whole minutes, and the JSON API's optional names.
import t from 'tap';
import { NEWSLETTER_RESULTS, newsletterTooManyMessage, validateNewsletterForm } from './newsletter-form.ts';
import {
  confirmationMail,
  isNewsletterToken,
  listMailText,
  NEWSLETTER_CONFIRM_PATH,
  newsletterConfirmUrl,
  newsletterPagePath,
  newsletterUnsubscribeUrl,
} from './newsletter-mail.ts';

const TOKEN = 'a'.repeat(40) + '_-9';

t.test('links: on the site origin given, the token in the query, the lists comma-separated', async (t) => {
  t.equal(newsletterConfirmUrl('https://telex.hu', TOKEN), `https://telex.hu${NEWSLETTER_CONFIRM_PATH}?token=${TOKEN}`);
  t.equal(
    newsletterUnsubscribeUrl('https://transtelex.ro/', TOKEN, ['napi', 'g7']),
    `https://transtelex.ro/hirlevel/leiratkozas?token=${TOKEN}&lista=napi%2Cg7`,
  );
  t.equal(
    newsletterUnsubscribeUrl('http://localhost:3000', TOKEN),
    `http://localhost:3000/hirlevel/leiratkozas?token=${TOKEN}`,
    'no lists: all of them',
  );
  t.equal(newsletterPagePath(), '/dokumentum/hirlevel');
  t.equal(newsletterPagePath('megerositve'), '/dokumentum/hirlevel?hirlevel=megerositve');
  for (const result of ['megerositve', 'leiratkozva', 'ervenytelen-link', 'korlat', 'ok'])
    t.ok(NEWSLETTER_RESULTS[result]?.text, `the page has words for ${result}`);
});

t.test('tokens: 43 base64url characters, nothing else', async (t) => {
  t.ok(isNewsletterToken(TOKEN));
  for (const bad of [
    TOKEN.slice(1),
    `${TOKEN}a`,
    TOKEN.replace('a', '+'),
    TOKEN.replace('a', '='),
    '',
    null,
    42,
    [TOKEN],
  ]) {
    t.notOk(isNewsletterToken(bad), JSON.stringify(bad));
  }
});

t.test('the mails: the lists by name, both links, and why the reader gets them', async (t) => {
  const mail = confirmationMail({
    firstName: 'Anna',
    listCodes: ['napi', 'g7'],
    confirmUrl: 'https://x/c',
    unsubscribeUrl: 'https://x/u',
  });
  t.match(mail.subject, /Erősítsd meg/);
  t.match(mail.text, /^Szia Anna!/);
  t.match(mail.text, /- Telex napi hírlevél\n- G7 hírlevél/);
  t.match(mail.text, /\nhttps:\/\/x\/c\n/);
  t.match(mail.text, /https:\/\/x\/u/);
  t.match(mail.text, /7 napig/);
  t.match(
    confirmationMail({ firstName: null, listCodes: ['heti'], confirmUrl: 'c', unsubscribeUrl: 'u' }).text,
    /^Szia!/,
  );
  const text = listMailText('A hét hírei.\n\n', 'after', 'https://x/u?lista=after');
  t.match(text, /^A hét hírei\.\n\n--\n/);
  t.match(text, /feliratkoztál az After hírlevél/, 'the article the name needs (a/az)');
  t.match(text, /Leiratkozás egy kattintással: https:\/\/x\/u\?lista=after\n$/);
});

t.test('the limit says when in whole minutes, at least one', async (t) => {
  t.match(newsletterTooManyMessage(1), /1 perc múlva/);
  t.match(newsletterTooManyMessage(61), /2 perc múlva/);
  t.match(newsletterTooManyMessage(3600), /60 perc múlva/);
});

t.test('the JSON API may leave the names out; a name it sends is checked as the form checks it', async (t) => {
  const api = (input: object) =>
    validateNewsletterForm({ email: 'a@pelda.hu', listCodes: ['napi'], ...input }, { namesOptional: true });
  t.same(api({}), { ok: true, value: { email: 'a@pelda.hu', firstName: '', lastName: '', listCodes: ['napi'] } });
  t.same(
    api({ firstName: '' }),
    { ok: false, errors: { firstName: 'keresztnev-hianyzik' } },
    'sent empty is not left out',
  );
  t.same(api({ lastName: '<script>' }), { ok: false, errors: { lastName: 'vezeteknev-hibas' } });
  t.notOk(validateNewsletterForm({ email: 'a@pelda.hu', listCodes: ['napi'] }).ok, 'the form still needs both');
});
