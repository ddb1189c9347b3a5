// The newsletter form's server-side rules with their Hungarian messages, and the §4/§9 prompt-hide cookies.
import t from 'tap';
import {
  NEWSLETTER_HIDE_ARTICLE_S,
  NEWSLETTER_HIDE_FRONTPAGE_S,
  NEWSLETTER_HIDE_PERMANENT_S,
} from './cookie-lifetimes.ts';
import {
  NEWSLETTER_ERRORS,
  NEWSLETTER_NAME_MAX,
  newsletterErrorCodes,
  validateNewsletterForm,
} from './newsletter-form.ts';
import { defaultNewsletterList, NEWSLETTER_LISTS } from './newsletter-lists.ts';
import { hideCookies, isPromptHidden, NEWSLETTER_HIDE_COOKIES, serializeHideCookie } from './newsletter-prompt-hide.ts';
import { parseCookieHeader } from './parse-cookie-header.ts';

const good = {
  email: ' Olvaso.Anna@Pelda.HU ',
  firstName: ' Anna ',
  lastName: 'Kis-Szabó',
  listCodes: ['napi', 'g7', 'napi'],
};

t.test('a good sign-up is normalised', async (t) => {
  const r = validateNewsletterForm(good);
  t.same(r, {
    ok: true,
    value: { email: 'Olvaso.Anna@pelda.hu', firstName: 'Anna', lastName: 'Kis-Szabó', listCodes: ['napi', 'g7'] },
  });
  t.ok(
    validateNewsletterForm({ ...good, firstName: "D'Artagnan", lastName: 'ifj. Nagy' }).ok,
    'apostrophes and dots in names',
  );
  t.ok(validateNewsletterForm({ ...good, listCodes: 'after' }).ok, 'one ticked box arrives as a string');
});

t.test('every problem gets its Hungarian message', async (t) => {
  const errors = (input: object) => {
    const r = validateNewsletterForm({ ...good, ...input });
    return r.ok ? {} : r.errors;
  };
  t.same(errors({ email: '' }), { email: 'email-hianyzik' });
  t.same(errors({ email: 'nincs-kukac' }), { email: 'email-hibas' });
  t.same(errors({ email: 'a@b' }), { email: 'email-hibas' });
  t.same(errors({ email: 42 }), { email: 'email-hianyzik' });
  t.same(errors({ firstName: '  ' }), { firstName: 'keresztnev-hianyzik' });
  t.same(errors({ firstName: 'A'.repeat(NEWSLETTER_NAME_MAX + 1) }), { firstName: 'keresztnev-hosszu' });
  t.ok(
    validateNewsletterForm({ ...good, firstName: 'Á'.repeat(NEWSLETTER_NAME_MAX) }).ok,
    'exactly the limit, counted in letters',
  );
  t.same(errors({ lastName: '<script>' }), { lastName: 'vezeteknev-hibas' });
  t.same(errors({ lastName: 'Kovács2' }), { lastName: 'vezeteknev-hibas' });
  t.same(errors({ lastName: undefined }), { lastName: 'vezeteknev-hianyzik' });
  t.same(errors({ listCodes: [] }), { listCodes: 'lista-hianyzik' });
  t.same(errors({ listCodes: undefined }), { listCodes: 'lista-hianyzik' });
  t.same(errors({ listCodes: ['napi', 'sport'] }), { listCodes: 'lista-ismeretlen' });
  t.same(errors({ listCodes: [{}] }), { listCodes: 'lista-hianyzik' });
  const all = validateNewsletterForm({});
  t.same(
    all.ok ? [] : Object.keys(all.errors).sort(),
    ['email', 'firstName', 'lastName', 'listCodes'],
    'all four at once',
  );
  for (const message of Object.values(NEWSLETTER_ERRORS)) t.match(message, /^[A-ZÁÉÍÓÖŐÚÜŰ].*\.$/, 'a sentence');
  t.same(
    newsletterErrorCodes('email-hibas,<b>,lista-hianyzik'),
    ['email-hibas', 'lista-hianyzik'],
    'unknown codes from a URL are dropped',
  );
});

t.test('list codes: one per editorial site plus the weekly digest', async (t) => {
  t.same(
    NEWSLETTER_LISTS.map((l) => l.code),
    ['napi', 'heti', 'g7', 'after', 'karakter', 'transtelex'],
  );
  t.equal(defaultNewsletterList('telex'), 'napi');
  t.equal(defaultNewsletterList('g7'), 'g7');
  t.equal(defaultNewsletterList('ismeretlen'), 'napi');
});

t.test(
  '§4 prompt hide: permanent 2 years on both, temporary 1 day / 2 days, never over an existing cookie',
  async (t) => {
    const { front, article } = NEWSLETTER_HIDE_COOKIES;
    t.same(hideCookies('permanent', 'front', {}), [
      { name: front, value: 'vegleges', maxAgeS: NEWSLETTER_HIDE_PERMANENT_S },
      { name: article, value: 'vegleges', maxAgeS: NEWSLETTER_HIDE_PERMANENT_S },
    ]);
    t.equal(NEWSLETTER_HIDE_PERMANENT_S, 2 * 365 * 24 * 3600);
    t.same(hideCookies('temporary', 'front', {}), [
      { name: front, value: 'ideiglenes', maxAgeS: NEWSLETTER_HIDE_FRONTPAGE_S },
    ]);
    t.equal(NEWSLETTER_HIDE_FRONTPAGE_S, 24 * 3600);
    t.same(hideCookies('temporary', 'article', {}), [
      { name: article, value: 'ideiglenes', maxAgeS: NEWSLETTER_HIDE_ARTICLE_S },
    ]);
    t.equal(NEWSLETTER_HIDE_ARTICLE_S, 2 * 24 * 3600);
    t.same(
      hideCookies('temporary', 'front', { [front]: 'vegleges' }),
      [],
      'a temporary hide never shortens a permanent one',
    );
    t.same(hideCookies('temporary', 'front', { [front]: 'ideiglenes' }), [], 'nor extends a running temporary one');
    t.same(
      hideCookies('temporary', 'article', { [front]: 'ideiglenes' }).length,
      1,
      "the other page's cookie does not count",
    );
    t.equal(
      hideCookies('permanent', 'article', { [front]: 'ideiglenes' }).length,
      2,
      'a permanent hide replaces a temporary one',
    );
    t.ok(isPromptHidden('front', { [front]: 'ideiglenes' }));
    t.notOk(isPromptHidden('article', { [front]: 'ideiglenes' }));
    t.equal(
      serializeHideCookie({ name: front, value: 'vegleges', maxAgeS: 60 }, true),
      `${front}=vegleges; Max-Age=60; Path=/; SameSite=Lax; Secure`,
    );
    t.same(parseCookieHeader(`a=1; ${front}=ideiglenes; b=%E2%9C%93; bad; =x`), {
      a: '1',
      [front]: 'ideiglenes',
      b: '✓',
    });
  },
);
