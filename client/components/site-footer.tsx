import { Link } from 'react-router';
import { rssPathFor } from '../../shared/menus.ts';
import type { SiteConfig } from '../../shared/sites.ts';
import { readerServices } from '../behaviours/use-reader-services.ts';

// Outside a form, so the button submits nothing; the dialog's code loads only when asked for.
const openConsent = () => readerServices().then((m) => m.openConsent());

export function SiteFooter({ site }: { site: SiteConfig }) {
  const impressum = site.domain === 'regional' ? '/dokumentum/impresszum' : '/impresszum';
  return (
    <footer className="site-footer">
      <nav aria-label="Lábléc">
        <ul>
          <li><Link to={impressum}>Impresszum</Link></li>
          <li><Link to="/dokumentum/adatvedelem">Adatvédelem</Link></li>
          <li><Link to="/dokumentum/aszf">ÁSZF</Link></li>
          <li><Link to="/legfrissebb">Legfrissebb</Link></li>
          <li><Link to="/dokumentum/hirlevel">Hírlevél és értesítések</Link></li>
          <li><a href={rssPathFor(site)}>RSS</a></li>
          {/* The reader's consent can be changed at any time. */}
          <li><button className="site-footer__consent" onClick={openConsent}>Sütibeállítások</button></li>
        </ul>
      </nav>
      <p>© {site.name} · Minden jog fenntartva.</p>
    </footer>
  );
}
