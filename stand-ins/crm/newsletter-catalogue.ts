// The newsletters a supporter can choose (the `newsletter {subscribe, code}` action of §7 names one by its code): the
// site's sign-up lists under the names the sign-up form shows (shared/newsletter-lists.ts, so a list has one name
// wherever a reader meets it), and the supporters' own letter, which has no public sign-up.
import { NEWSLETTER_LISTS as SIGN_UP_LISTS } from '../../shared/newsletter-lists.ts';

export interface NewsletterList {
  code: string;
  name: string;
}

const SUPPORTERS_LETTER: NewsletterList = { code: 'tamogatoi', name: 'Támogatói levél' };

/** The CRM's order (the profile lists them so, and the demo supporters are drawn list by list in it). */
const ORDER = ['napi', 'heti', 'g7', 'karakter', 'after', 'tamogatoi', 'transtelex'];

export const NEWSLETTER_LISTS: readonly NewsletterList[] = [
  ...SIGN_UP_LISTS.map(({ code, name }) => ({ code, name })),
  SUPPORTERS_LETTER,
].sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
