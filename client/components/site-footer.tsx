import { siteRssPath } from '../../shared/rss-url.ts';
import { FOLLOWED_TOPICS_PATH, SAVED_ARTICLES_PATH } from '../../shared/reader-list-paths.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { readerServices } from '../behaviours/use-reader-services.ts';
import { useFollowInApp } from '../follow-in-app.ts';

// Outside a form, so the button submits nothing; the dialog's code loads only when asked for.
const openConsent = () => readerServices().then((m) => m.openConsent());

export function SiteFooter({ site }: { site: SiteConfig }) {
  const follow = useFollowInApp();
  const impressum = site.domain === 'regional' ? '/dokumentum/impresszum' : '/impresszum';
  return (
    <footer className="site-footer">
      <nav aria-label="Lábléc">
        {/* the RSS link is the server's (a feed, not a page): it must not navigate in the app */}
        <ul onClick={follow}>
          <li>
            <a href={impressum}>Impresszum</a>
          </li>
          <li>
            <a href="/dokumentum/adatvedelem">Adatvédelem</a>
          </li>
          <li>
            <a href="/dokumentum/aszf">ÁSZF</a>
          </li>
          <li>
            <a href="/legfrissebb">Legfrissebb</a>
          </li>
          <li>
            <a href="/dokumentum/hirlevel">Hírlevél és értesítések</a>
          </li>
          {/* the reader's own lists (decision 089) */}
          <li>
            <a href={SAVED_ARTICLES_PATH}>Mentett cikkek</a>
          </li>
          <li>
            <a href={FOLLOWED_TOPICS_PATH}>Követett témák</a>
          </li>
          <li>
            <a href={siteRssPath(site)} data-reload="">
              RSS
            </a>
          </li>
          {/* The reader's consent can be changed at any time. */}
          <li>
            <button className="site-footer__consent" onClick={() => void openConsent()}>
              Sütibeállítások
            </button>
          </li>
        </ul>
      </nav>
      <p>© {site.name} · Minden jog fenntartva.</p>
    </footer>
  );
}
