import { Link, NavLink } from 'react-router';
import { siteMenus } from '../../shared/menus.ts';
import { sites, type SiteConfig } from '../../shared/sites.ts';
import { ColorModeToggle } from './color-mode-toggle.tsx';
import { RateTicker } from './rate-ticker.tsx';

export function SiteHeader({ site }: { site: SiteConfig }) {
  const home = site.path || '/';
  const subBrand = site.id === 'after' || site.id === 'g7' || site.id === 'karakter';
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {subBrand && (
          <Link className="site-header__parent" to="/">
            {sites.main.name}
          </Link>
        )}
        <Link className="site-header__logo" to={home} aria-label={`${site.name} címlap`}>
          <span className="logo-mark" aria-hidden="true">{site.name.slice(0, 1)}</span>
          <span className="logo-text">{site.name}</span>
        </Link>
        <RateTicker site={site} />
        {/* Issue 15: a plain GET form to the site's archive (archivePath); the typeahead combobox loads when the reader
            opens or focuses it (client/behaviours/watch-header-search.ts). Bare markup: this is in every page's JS. */}
        <details className="header-search">
          <summary aria-label="Keresés" />
          <form role="search" action={`${site.path}/archivum`}>
            <input type="search" name="term" aria-label="Keresés a cikkek között" placeholder="Keresés…" autoComplete="off" />
          </form>
        </details>
        <ColorModeToggle />
      </div>
      <nav className="site-header__menu" aria-label="Rovatok">
        <ul>
          {siteMenus[site.id].map((item) => (
            <li key={item.url}>
              <NavLink to={item.url}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
