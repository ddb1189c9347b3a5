// Server-side validation of the newsletter sign-up form (§3 Newsletter subscribe: email, firstName, lastName,
// listCodes), with the Hungarian messages the form shows. Each problem has a short code, so a form posted without
// JavaScript can carry them back in its redirect (`?hirlevel=hiba&hibak=email-hibas,lista-hianyzik`) and the page can
// show the same messages.
import { normaliseEmail } from './email-address.ts';
import { isNewsletterListCode, NEWSLETTER_LISTS, type NewsletterListCode } from './newsletter-lists.ts';

/** The BFF's endpoints the form and the prompt post to (docs/bff-api.md, Newsletter). */
export const NEWSLETTER_SUBSCRIBE_PATH = '/hirlevel/feliratkozas';
export const NEWSLETTER_HIDE_PATH = '/hirlevel/elrejtes';
/** The query parameters a form post's redirect carries back: the outcome, and the error codes. */
export const NEWSLETTER_RESULT_PARAM = 'hirlevel';
export const NEWSLETTER_ERRORS_PARAM = 'hibak';
/** What a page with the form or the prompt reads of its query, so its cached copy is keyed by them (decision 040). */
export const NEWSLETTER_QUERY_KEYS = [NEWSLETTER_RESULT_PARAM, NEWSLETTER_ERRORS_PARAM] as const;
/** The newsletter page: the document the §2.2 renamed sign-up slug leads to, with the full form. */
export const NEWSLETTER_DOC_SLUG = 'hirlevel';

/** Longest first or last name the form takes (our choice; the spec gives none). */
export const NEWSLETTER_NAME_MAX = 50;

export const NEWSLETTER_ERRORS = {
  'email-hianyzik': 'Add meg az e-mail-címedet.',
  'email-hibas': 'Ez nem érvényes e-mail-cím. Ellenőrizd, hogy jól írtad-e (például nev@pelda.hu).',
  'keresztnev-hianyzik': 'Add meg a keresztnevedet.',
  'keresztnev-hosszu': `A keresztnév legfeljebb ${NEWSLETTER_NAME_MAX} karakter lehet.`,
  'keresztnev-hibas': 'A keresztnév csak betűket, szóközt, kötőjelet, pontot és aposztrófot tartalmazhat.',
  'vezeteknev-hianyzik': 'Add meg a vezetéknevedet.',
  'vezeteknev-hosszu': `A vezetéknév legfeljebb ${NEWSLETTER_NAME_MAX} karakter lehet.`,
  'vezeteknev-hibas': 'A vezetéknév csak betűket, szóközt, kötőjelet, pontot és aposztrófot tartalmazhat.',
  'lista-hianyzik': 'Válassz legalább egy hírlevelet.',
  'lista-ismeretlen': 'Ilyen hírlevelünk nincs. Válassz a felsoroltak közül.',
} as const;
export type NewsletterErrorCode = keyof typeof NEWSLETTER_ERRORS;

/**
 * What every accepted sign-up hears (double opt-in, shared/newsletter-mail.ts): nothing is subscribed until the link in
 * the mail is opened, and the answer is the same whether the address was new, pending or already on the lists, so it
 * tells no one who reads which newsletter.
 */
export const NEWSLETTER_CHECK_INBOX =
  'Köszönjük! Küldtünk egy levelet a megadott címre: a benne lévő linkkel erősítsd meg a feliratkozásodat.';
export const NEWSLETTER_UNAVAILABLE = 'A feliratkozás most nem sikerült. Kérjük, próbáld újra néhány perc múlva.';

export type NewsletterField = 'email' | 'firstName' | 'lastName' | 'listCodes';

export interface NewsletterFormInput {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  /** a list, or one code (a form with a single ticked box sends a string) */
  listCodes?: unknown;
}

export interface NewsletterSignUp {
  email: string;
  firstName: string;
  lastName: string;
  listCodes: NewsletterListCode[];
}

export type NewsletterValidation =
  { ok: true; value: NewsletterSignUp } | { ok: false; errors: Partial<Record<NewsletterField, NewsletterErrorCode>> };

// Letters of any alphabet, combining marks, and the separators real names use (Kis-Szabó, O'Neill, ifj. Nagy).
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

function nameError(
  raw: unknown,
  field: 'keresztnev' | 'vezeteknev',
  optional: boolean,
): { value: string } | { error: NewsletterErrorCode } {
  const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!value) return optional && raw === undefined ? { value: '' } : { error: `${field}-hianyzik` };
  if ([...value].length > NEWSLETTER_NAME_MAX) return { error: `${field}-hosszu` };
  if (!NAME.test(value)) return { error: `${field}-hibas` };
  return { value };
}

/**
 * `namesOptional`: the JSON API's contract (§7: the publisher's fields, names optional), where an absent name is ''
 * and a name that is sent is checked as the form checks it.
 */
export function validateNewsletterForm(
  input: NewsletterFormInput,
  opts: { namesOptional?: boolean } = {},
): NewsletterValidation {
  const errors: Partial<Record<NewsletterField, NewsletterErrorCode>> = {};
  const rawEmail = typeof input.email === 'string' ? input.email.trim() : '';
  const email = rawEmail ? normaliseEmail(rawEmail) : null;
  if (!rawEmail) errors.email = 'email-hianyzik';
  else if (!email) errors.email = 'email-hibas';

  const first = nameError(input.firstName, 'keresztnev', opts.namesOptional === true);
  if ('error' in first) errors.firstName = first.error;
  const last = nameError(input.lastName, 'vezeteknev', opts.namesOptional === true);
  if ('error' in last) errors.lastName = last.error;

  const raw = Array.isArray(input.listCodes) ? input.listCodes : input.listCodes === undefined ? [] : [input.listCodes];
  const codes = [...new Set(raw.map((c) => (typeof c === 'string' ? c.trim() : '')).filter(Boolean))];
  if (codes.length === 0) errors.listCodes = 'lista-hianyzik';
  else if (codes.length > NEWSLETTER_LISTS.length || !codes.every(isNewsletterListCode))
    errors.listCodes = 'lista-ismeretlen';

  if (Object.keys(errors).length > 0 || !email || 'error' in first || 'error' in last) return { ok: false, errors };
  return {
    ok: true,
    value: { email, firstName: first.value, lastName: last.value, listCodes: codes as NewsletterListCode[] },
  };
}

/** Which field an error code is about, to show its message next to that field. */
export function newsletterErrorField(code: NewsletterErrorCode): NewsletterField {
  if (code.startsWith('email-')) return 'email';
  if (code.startsWith('keresztnev-')) return 'firstName';
  if (code.startsWith('vezeteknev-')) return 'lastName';
  return 'listCodes';
}

/** The outcome a form post's redirect carries in NEWSLETTER_RESULT_PARAM, as the form shows it. */
export const NEWSLETTER_RESULTS: Record<string, { tone: 'ok' | 'error'; text: string }> = {
  ok: { tone: 'ok', text: NEWSLETTER_CHECK_INBOX },
  'nem-elerheto': { tone: 'error', text: NEWSLETTER_UNAVAILABLE },
  hiba: { tone: 'error', text: 'Kérjük, javítsd a megjelölt mezőket.' },
  korlat: {
    tone: 'error',
    text: 'Túl sok feliratkozás érkezett innen vagy erre a címre. Kérjük, próbáld újra később.',
  },
  // Where the mails' links land (shared/newsletter-mail.ts).
  megerositve: { tone: 'ok', text: 'Megerősítetted a feliratkozásodat: mostantól megkapod a hírleveleinket.' },
  leiratkozva: { tone: 'ok', text: 'Leiratkoztál: erről a listáról több levelet nem küldünk neked.' },
  'ervenytelen-link': {
    tone: 'error',
    text: 'Ez a link érvénytelen vagy lejárt. Ha kéred a hírlevelet, iratkozz fel újra az alábbi űrlappal.',
  },
};

/** A JSON sign-up held by a limit: when to try again, in whole minutes. */
export function newsletterTooManyMessage(retryAfterS: number): string {
  return `Túl sok feliratkozás érkezett innen vagy erre a címre. Kérjük, próbáld újra ${Math.max(1, Math.ceil(retryAfterS / 60))} perc múlva.`;
}

/** Error codes read back from a redirect's query; unknown codes are dropped. */
export function newsletterErrorCodes(raw: string | null | undefined): NewsletterErrorCode[] {
  return (raw ?? '').split(',').filter((c): c is NewsletterErrorCode => Object.hasOwn(NEWSLETTER_ERRORS, c));
}
