// The newsletter page's sign-up (§3 Newsletter subscribe): every list, the site's own ticked. The doc page mounts it
// on the newsletter document (shared/pages/doc.ts decides which).
import {
  NEWSLETTER_LIST_CODES,
  defaultNewsletterList,
  type NewsletterListCode,
} from '../../shared/newsletter-lists.ts';
import { useSite } from '../boot-context.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

export const SIGN_UP_ANCHOR = 'feliratkozas';

export function NewsletterSignUp() {
  const site = useSite();
  return (
    <section className="nl-sign-up" id={SIGN_UP_ANCHOR} aria-labelledby="nl-sign-up-cim">
      <h2 id="nl-sign-up-cim">Feliratkozás</h2>
      <NewsletterForm
        idPrefix="nl-oldal"
        lists={NEWSLETTER_LIST_CODES as NewsletterListCode[]}
        checked={[defaultNewsletterList(site.slug)]}
        anchor={SIGN_UP_ANCHOR}
      />
    </section>
  );
}
