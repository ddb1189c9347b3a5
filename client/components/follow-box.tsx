// The social follow box (§1: a social follow box is shown): the site's Facebook page. Until the reader consents to
// social plugins it is a plain link (no third party is asked for anything); after consent the social SDK renders its
// page plugin in the same reserved room (client/services/social-plugins.chunk.ts), so nothing shifts. The plugin's markup
// is the SDK's, not React's: React owns only the outer element.
import { SOCIAL_PLUGIN_CLASS } from '../../shared/social-sdk.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function FollowBox({ url, name }: { url: string; name: string }) {
  const fallback = `<blockquote cite="${escapeHtml(url)}" class="fb-xfbml-parse-ignore"><a href="${escapeHtml(url)}" rel="noopener">${escapeHtml(name)} a Facebookon</a></blockquote>`;
  return (
    <section className="sidebar__box follow-box" aria-labelledby="kovess-minket">
      <h2 className="sidebar__title" id="kovess-minket">
        Kövess minket
      </h2>
      <div
        key={url}
        className={`${SOCIAL_PLUGIN_CLASS} follow-box__plugin`}
        data-href={url}
        data-width="300"
        data-height="130"
        data-small-header="true"
        data-adapt-container-width="true"
        data-show-facepile="false"
        data-tabs=""
        dangerouslySetInnerHTML={{ __html: fallback }}
      />
    </section>
  );
}
