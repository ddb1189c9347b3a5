// Double opt-in for the newsletters (§3 Newsletter subscribe, §7 POST /api/newsletter/subscribe): a sign-up
// is pending until the address's owner opens the link the confirmation mail carries, and only then gets list mail;
// every mail carries an unsubscribe link. The spec names neither step; the paths, the link's lifetime, the token
// format and the mails' Hungarian texts (the site's informal 'te') are ours, and live here: the publisher writes the
// mails, the BFF serves the links, both read them from this file (decision 044).
import { NEWSLETTER_DOC_SLUG, NEWSLETTER_RESULT_PARAM } from './newsletter-form.ts';
import { withArticle } from './hungarian-article.ts';
import { NEWSLETTER_LISTS } from './newsletter-lists.ts';

/** The BFF's pages the mails link to: they act, then send the reader to the newsletter page saying what happened. */
export const NEWSLETTER_CONFIRM_PATH = '/hirlevel/megerosites';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/hirlevel/leiratkozas';
/** The links' query: the token (a secret, masked in log lines by its name) and, for unsubscribing, which lists. */
export const NEWSLETTER_TOKEN_PARAM = 'token';
export const NEWSLETTER_LISTS_PARAM = 'lista';

/** The publisher's endpoints (§7 subscribe; confirm and unsubscribe are this project's additions to it). */
export const NEWSLETTER_API = {
  subscribe: '/api/newsletter/subscribe',
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const;

/** How long a confirmation link works (our choice): a week covers a reader who reads mail on weekends. */
export const NEWSLETTER_CONFIRM_TTL_S = 7 * 24 * 3600;

/** Tokens are 32 random bytes, base64url: 43 characters. Anything else is not one of ours and is refused unread. */
export const NEWSLETTER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isNewsletterToken(raw: unknown): raw is string {
  return typeof raw === 'string' && NEWSLETTER_TOKEN.test(raw);
}

/** The confirmation link in a sign-up's mail, on the public origin of the site the reader signed up on. */
export function newsletterConfirmUrl(siteOrigin: string, token: string): string {
  const url = new URL(NEWSLETTER_CONFIRM_PATH, siteOrigin);
  url.searchParams.set(NEWSLETTER_TOKEN_PARAM, token);
  return url.href;
}

/** The unsubscribe link: the address's token, and the lists it leaves (all of them when none are named). */
export function newsletterUnsubscribeUrl(siteOrigin: string, token: string, listCodes: readonly string[] = []): string {
  const url = new URL(NEWSLETTER_UNSUBSCRIBE_PATH, siteOrigin);
  url.searchParams.set(NEWSLETTER_TOKEN_PARAM, token);
  if (listCodes.length) url.searchParams.set(NEWSLETTER_LISTS_PARAM, listCodes.join(','));
  return url.href;
}

/** The newsletter page, with an outcome for its form to show (NEWSLETTER_RESULTS). */
export function newsletterPagePath(result?: string): string {
  const path = `/dokumentum/${NEWSLETTER_DOC_SLUG}`;
  return result ? `${path}?${new URLSearchParams({ [NEWSLETTER_RESULT_PARAM]: result })}` : path;
}

const listName = (code: string) => NEWSLETTER_LISTS.find((l) => l.code === code)?.name ?? code;

/** The confirmation mail: which lists, the link, and how to say no (the same mail a victim of a forged sign-up gets). */
export function confirmationMail(opts: {
  firstName: string | null;
  listCodes: readonly string[];
  confirmUrl: string;
  unsubscribeUrl: string;
}) {
  return {
    subject: 'Erősítsd meg a feliratkozásodat',
    text: [
      opts.firstName ? `Szia ${opts.firstName}!` : 'Szia!',
      '',
      'Ezzel a címmel feliratkoztak ezekre a hírleveleinkre:',
      ...opts.listCodes.map((code) => `- ${listName(code)}`),
      '',
      `Ha te voltál, ezzel a linkkel erősítheted meg (${NEWSLETTER_CONFIRM_TTL_S / 86_400} napig érvényes):`,
      opts.confirmUrl,
      '',
      'Ha nem te voltál, nincs teendőd: megerősítés nélkül egyetlen hírlevelet sem küldünk erre a címre.',
      `Ha a kérést most rögtön vissza akarod vonni: ${opts.unsubscribeUrl}`,
    ].join('\n'),
  };
}

/** A list mail's text with the footer every one carries: why the reader gets it, and the way out. */
export function listMailText(text: string, listCode: string, unsubscribeUrl: string): string {
  return (
    `${text.trimEnd()}\n\n--\nAzért kapod ezt a levelet, mert feliratkoztál ${withArticle(listName(listCode))} hírlevelünkre.\n` +
    `Leiratkozás egy kattintással: ${unsubscribeUrl}\n`
  );
}
