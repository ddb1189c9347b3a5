// The newsletters a supporter can choose (the `newsletter {subscribe, code}` action of §7 names one by its code): the
// site's sign-up lists under the names the sign-up form shows (shared/newsletter-lists.ts, so a list has one name
// wherever a reader meets it), and the supporters' own letter, which has no public sign-up.
import { NEWSLETTER_LISTS as SIGN_UP_LISTS, type NewsletterListCode } from '../../shared/newsletter-lists.ts';

export interface NewsletterList {
  code: string;
  name: string;
}

const SUPPORTERS_LETTER: NewsletterList = { code: 'tamogatoi', name: 'Támogatói levél' };
/** The supporters' letter comes before this sign-up list, after every other one. */
const SUPPORTERS_LETTER_BEFORE: NewsletterListCode = 'transtelex';

/**
 * The CRM's order (the profile lists them so, and the demo supporters are drawn list by list in it): the sign-up
 * form's, with the supporters' letter before SUPPORTERS_LETTER_BEFORE.
 */
export const NEWSLETTER_LISTS: readonly NewsletterList[] = SIGN_UP_LISTS.flatMap(({ code, name }) =>
  code === SUPPORTERS_LETTER_BEFORE ? [SUPPORTERS_LETTER, { code, name }] : [{ code, name }],
);
