// §3 Common data where the product shows it: the exchange-rate ticker and the weather in the header bar, and under the
// header a flood warning banner and a strip of promoted links and trending tags. The server renders them from the
// secondary parts `ticker` and `common`; this chunk loads with the first 15 s poll (client/deferred-part.tsx), hydrates
// them, and keeps them current from the one shared poller (client/behaviours/shared-refresh.ts). A failed poll changes
// nothing on the screen (§4).
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFollowInApp } from '../follow-in-app.ts';
import { commonDataOf, weatherText, type CommonData, type WeatherIcon } from '../../shared/common-data.ts';
import type { TickerData } from '../../shared/pages/secondary-parts.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { tagPath } from '../../shared/tag-url.ts';
import { quoteRate } from '../../shared/rate-quote.ts';
import { tickerOf } from '../../shared/ticker-rates.ts';
import { subscribeSharedRefresh, type SharedRefresh } from '../behaviours/shared-refresh.ts';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';

/** The server's value first (so hydration matches), then each poll's, read through `pick`. */
function usePolled<T>(initial: T, site: string, pick: (raw: SharedRefresh, previous: T) => T): T {
  const [value, setValue] = useState(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pick is a fixed reader per part, written inline by the callers
  useEffect(() => subscribeSharedRefresh((raw) => setValue((previous) => pick(raw, previous)), { site }), [site]);
  return value;
}

function RateTicker({ site }: { site: SiteConfig }) {
  const first = useSecondary('ticker', site.slug);
  const data = usePolled<TickerData | null>(first, site.slug, (raw, previous) => {
    const next = tickerOf(raw.exchangesRates, site);
    return next.rates.length ? next : previous;
  });
  return (
    <span className="ticker">
      {data && data.rates.length > 0 && (
        // WCAG 2.5.3: the link's name is a hidden 'Árfolyamok:' and then the rates it shows.
        <a href="/arfolyam" className="ticker__link">
          <span className="visually-hidden">Árfolyamok: </span>
          {data.rates.map((r) => (
            <span key={r.currency} className={`ticker__rate ticker__rate--${r.change >= 0 ? 'up' : 'down'}`}>
              {quoteRate(r.currency, r.rate, site.currency).text}
            </span>
          ))}
        </a>
      )}
      <SecondaryValue name="ticker" dataKey={site.slug} value={first} />
    </span>
  );
}

function useCommonData(site: SiteConfig): { first: CommonData | null; data: CommonData | null } {
  const first = useSecondary('common', site.slug);
  const data = usePolled<CommonData | null>(first, site.slug, (raw, previous) => commonDataOf(raw, previous));
  return { first, data };
}

/** Simple shapes, one per kind of weather, drawn in the text colour. */
const ICON_PATHS: Record<WeatherIcon, string> = {
  sunny:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  'partly-cloudy':
    'M9 4a4 4 0 0 0-3.9 5M9 1v1.5M3.5 3.5l1 1M1 9h1.5M7 20h10a4 4 0 0 0 0-8 6 6 0 0 0-11.5 2A3 3 0 0 0 7 20z',
  cloudy: 'M6 19h11a5 5 0 0 0 0-10 7 7 0 0 0-13.3 2.5A3.8 3.8 0 0 0 6 19z',
  rain: 'M6 15h11a4.5 4.5 0 0 0 0-9 6.5 6.5 0 0 0-12.4 2.3A3.4 3.4 0 0 0 6 15zM8 18l-1 3M12 18l-1 3M16 18l-1 3',
  snow: 'M6 14h11a4.5 4.5 0 0 0 0-9 6.5 6.5 0 0 0-12.4 2.3A3.4 3.4 0 0 0 6 14zM8 18h.01M12 20h.01M16 18h.01M10 22h.01M14 22h.01',
  fog: 'M3 8h18M5 12h14M3 16h18M7 20h10',
  storm: 'M6 14h11a4.5 4.5 0 0 0 0-9 6.5 6.5 0 0 0-12.4 2.3A3.4 3.4 0 0 0 6 14zM13 14l-3 4h4l-3 4',
};

function WeatherGlyph({ icon }: { icon: WeatherIcon }) {
  return (
    <svg className="weather-now__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header bar's part: the weather, then the rates. */
export function HeaderBarParts({ site }: { site: SiteConfig }) {
  return (
    <>
      <HeaderWeather site={site} />
      <RateTicker site={site} />
    </>
  );
}

function HeaderWeather({ site }: { site: SiteConfig }) {
  const { data } = useCommonData(site);
  const now = data?.weather[0];
  if (!now) return <span className="weather-now" hidden />;
  return (
    <span className="weather-now" title={weatherText(now)}>
      <WeatherGlyph icon={now.icon} />
      <span className="visually-hidden">Időjárás: {weatherText(now)}</span>
      <span aria-hidden="true">
        {now.city} <strong>{now.temperature}°</strong>
      </span>
    </span>
  );
}

const isPath = (url: string) => url.startsWith('/');

function PromoAnchor({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  return isPath(url) ? (
    <Link to={url} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className} rel="noopener">
      {children}
    </a>
  );
}

/** Under the header: the flood warning when there is one, then promoted links and trending tags. */
export function CommonStrip({ site }: { site: SiteConfig }) {
  const { first, data } = useCommonData(site);
  const follow = useFollowInApp();
  const tags = data?.trendingTags ?? [];
  const widgets = data?.widgets ?? [];
  return (
    <div className="common-strip" data-common-strip="">
      {data?.flood && (
        <div className="flood-notice" role="region" aria-label={data.flood.title}>
          <p className="flood-notice__inner">
            <strong className="flood-notice__title">{data.flood.title}</strong> <span>{data.flood.text}</span>
            {data.flood.url && (
              <>
                {' '}
                <PromoAnchor url={data.flood.url} className="flood-notice__link">
                  Részletek
                </PromoAnchor>
              </>
            )}
          </p>
        </div>
      )}
      {(tags.length > 0 || widgets.length > 0) && (
        <nav className="trending" aria-label="Felkapott témák">
          <ul className="trending__list" onClick={follow}>
            {widgets.map((w) => (
              <li key={w.url} className="trending__item trending__item--promo">
                <PromoAnchor url={w.url} className="trending__promo">
                  {w.label && <span className="trending__label">{w.label}</span>}
                  {w.title}
                </PromoAnchor>
              </li>
            ))}
            {tags.length > 0 && (
              <li className="trending__heading" aria-hidden="true">
                Felkapott
              </li>
            )}
            {tags.map((tag) => (
              <li key={tag.slug} className="trending__item">
                <a className="trending__tag" data-tag={tag.slug} href={tagPath(tag.slug)}>
                  {tag.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SecondaryValue name="common" dataKey={site.slug} value={first} />
    </div>
  );
}
