// §2.6 the link box with the shop, the app download and the support page; the sidebars decide where it shows
// (main site only, not under /g7).
import { BOX_TEXTS, type PageLanguage } from '../../shared/box-texts.ts';
import { AppDownloadLink } from './app-download-link.tsx';
import { AppLink } from './app-link.tsx';

export function SupportLinkBox({ language = 'hu' }: { language?: PageLanguage }) {
  const texts = BOX_TEXTS[language].linkBox;
  return (
    <section className="sidebar__box" aria-labelledby="link-box-cim">
      <h2 className="sidebar__title" id="link-box-cim">
        {texts.title}
      </h2>
      <ul className="link-box">
        <li>
          <a className="link-box__link" href="/shop">
            {texts.shop}
          </a>
        </li>
        <li>
          <AppDownloadLink text={texts.app} />
        </li>
        <li>
          <AppLink className="link-box__link link-box__link--support" to="/tamogatas">
            {texts.support}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
