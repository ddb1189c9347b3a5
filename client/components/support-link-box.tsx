// §2.6 the link box with the shop, the app download and the support page; the sidebars decide where it shows
// (main site only, not under /g7).
import { Link } from 'react-router';
import { AppDownloadLink } from './app-download-link.tsx';

export function SupportLinkBox() {
  return (
    <section className="sidebar__box" aria-labelledby="link-box-cim">
      <h2 className="sidebar__title" id="link-box-cim">Támogass minket</h2>
      <ul className="link-box">
        <li><a className="link-box__link" href="/shop">Webshop</a></li>
        <li><AppDownloadLink /></li>
        <li><Link className="link-box__link link-box__link--support" to="/tamogatas">Támogatom a független újságírást</Link></li>
      </ul>
    </section>
  );
}
