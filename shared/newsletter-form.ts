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

export const NEWSLETTER_SUCCESS = 'Köszönjük! Feliratkoztál.';
export const NEWSLETTER_ALREADY = 'Ezzel a címmel már feliratkoztál ezekre a hírlevelekre.';
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
  | { ok: true; value: NewsletterSignUp }
  | { ok: false; errors: Partial<Record<NewsletterField, NewsletterErrorCode>> };

// Letters of any alphabet, combining marks, and the separators real names use (Kis-Szabó, O'Neill, ifj. Nagy).
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

function nameError(raw: unknown, field: 'keresztnev' | 'vezeteknev'): { value: string } | { error: NewsletterErrorCode } {
  const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!value) return { error: `${field}-hianyzik` };
  if ([...value].length > NEWSLETTER_NAME_MAX) return { error: `${field}-hosszu` };
  if (!NAME.test(value)) return { error: `${field}-hibas` };
  return { value };
}

export function validateNewsletterForm(input: NewsletterFormInput): NewsletterValidation {
  const errors: Partial<Record<NewsletterField, NewsletterErrorCode>> = {};
  const rawEmail = typeof input.email === 'string' ? input.email.trim() : '';
  const email = rawEmail ? normaliseEmail(rawEmail) : null;
  if (!rawEmail) errors.email = 'email-hianyzik';
  else if (!email) errors.email = 'email-hibas';

  const first = nameError(input.firstName, 'keresztnev');
  if ('error' in first) errors.firstName = first.error;
  const last = nameError(input.lastName, 'vezeteknev');
  if ('error' in last) errors.lastName = last.error;

  const raw = Array.isArray(input.listCodes) ? input.listCodes : input.listCodes === undefined ? [] : [input.listCodes];
  const codes = [...new Set(raw.map((c) => (typeof c === 'string' ? c.trim() : '')).filter(Boolean))];
  if (codes.length === 0) errors.listCodes = 'lista-hianyzik';
  else if (codes.length > NEWSLETTER_LISTS.length || !codes.every(isNewsletterListCode)) errors.listCodes = 'lista-ismeretlen';

  if (Object.keys(errors).length > 0 || !email || 'error' in first || 'error' in last) return { ok: false, errors };
  return { ok: true, value: { email, firstName: first.value, lastName: last.value, listCodes: codes as NewsletterListCode[] } };
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
  ok: { tone: 'ok', text: NEWSLETTER_SUCCESS },
  'mar-feliratkozott': { tone: 'ok', text: NEWSLETTER_ALREADY },
  'nem-elerheto': { tone: 'error', text: NEWSLETTER_UNAVAILABLE },
  hiba: { tone: 'error', text: 'Kérjük, javítsd a megjelölt mezőket.' },
};

/** Error codes read back from a redirect's query; unknown codes are dropped. */
export function newsletterErrorCodes(raw: string | null | undefined): NewsletterErrorCode[] {
  return (raw ?? '').split(',').filter((c): c is NewsletterErrorCode => Object.hasOwn(NEWSLETTER_ERRORS, c));
}
