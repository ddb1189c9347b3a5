import { useLocation } from 'react-router';
import { REFRESH_INTERVAL_MS } from '../../shared/constants.ts';
import { archivePath } from '../../shared/archive-url.ts';
import { isSubSiteSlug, sites } from '../../shared/sites/site-table.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { DeferredPart } from '../deferred-part.tsx';
import { useFollowInApp } from '../follow-in-app.ts';
import { AppLink } from './app-link.tsx';
import { ColorModeToggle } from './color-mode-toggle.tsx';

// §3 Common data (rates, weather, trending tags, flood warning): rendered by the server, hydrated and kept current
// from the first 15 s poll on (client/components/common-data-parts.chunk.tsx), outside the page's first JavaScript.
const parts = () => import('./common-data-parts.chunk.tsx');
const headerBarParts = () => parts().then((m) => m.HeaderBarParts);
const commonStrip = () => parts().then((m) => m.CommonStrip);

/** The mark after the header and the strip under it: the document's head keeps the first paint until it is there
 * (client/document.tsx, decisions 057 and 110). */
export const MASTHEAD_END_ID = 'fejlec-vege';

export function SiteHeader({ site }: { site: SiteConfig }) {
  const home = site.path || '/';
  const subBrand = isSubSiteSlug(site.slug);
  const props = { site };
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar">
          {subBrand && (
            <AppLink className="site-header__parent" to="/">
              {sites.main.name}
            </AppLink>
          )}
          {/* The name is the visible 'Telex' and a hidden ' címlap' (WCAG 2.5.3: a speech user says what they see);
              an aria-label would also count the mark's letter as visible text ('TTelex') and match nothing. */}
          <AppLink className="site-header__logo" to={home}>
            <span className="logo-mark" aria-hidden="true">
              {site.name.slice(0, 1)}
            </span>
            <span className="logo-text">{site.name}</span>
            <span className="visually-hidden"> címlap</span>
          </AppLink>
          <DeferredPart
            key={site.slug}
            name="header-bar"
            until={REFRESH_INTERVAL_MS}
            keep
            load={headerBarParts}
            props={props}
            fallback={<span className="ticker" aria-hidden="true" />}
          />
          {/* A plain GET form to the site's archive (archivePath); the typeahead combobox loads when the reader
              opens or focuses it (client/behaviours/watch-header-search.ts). Bare markup: this is in every page's JS. */}
          <details className="header-search">
            <summary aria-label="Keresés" />
            <form role="search" action={archivePath(site)}>
              <input
                type="search"
                name="term"
                aria-label="Keresés a cikkek között"
                placeholder="Keresés…"
                autoComplete="off"
              />
            </form>
          </details>
          <ColorModeToggle />
        </div>
        <SectionMenu site={site} />
      </header>
      <DeferredPart
        key={site.slug}
        name="common-strip"
        until={REFRESH_INTERVAL_MS}
        keep
        load={commonStrip}
        props={props}
        fallback={<div className="common-strip common-strip--pending" />}
      />
      {/* Empty, so the standard (an element fully parsed) and Chromium (an element inserted) agree on when it is
          there: after the strip, whether its tags came in the shell or its pending row did (decision 110). */}
      <span id={MASTHEAD_END_ID} hidden />
    </>
  );
}

/** The site's sections; the reader's own is marked. */
function SectionMenu({ site }: { site: SiteConfig }) {
  const { pathname } = useLocation();
  const follow = useFollowInApp();
  return (
    <nav className="site-header__menu" aria-label="Rovatok">
      {/* plain links (client/follow-in-app.ts); the reader's section is marked as <NavLink> marked it (menu
          paths are lower-case sections, never '/') */}
      <ul onClick={follow}>
        {site.menu.map(({ url, label }) => {
          const on = pathname === url || pathname.startsWith(`${url}/`);
          return (
            <li key={url}>
              <a href={url} className={on ? 'active' : undefined} aria-current={on ? 'page' : undefined}>
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
