import { Suspense } from 'react';
import { formatNumber } from '../../shared/format-number.ts';
import type { SiteConfig } from '../../shared/sites.ts';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';

/** Exchange rates in the header, in the site's own currency (Ft on the main sites, Lei on the regional edition). */
export function RateTicker({ site }: { site: SiteConfig }) {
  return (
    <Suspense fallback={<span className="ticker" aria-hidden="true" />}>
      <Rates site={site} />
    </Suspense>
  );
}

function Rates({ site }: { site: SiteConfig }) {
  const data = useSecondary('ticker', site.slug);
  return (
    <span className="ticker">
      {data && data.rates.length > 0 && (
        <a href="/arfolyam" className="ticker__link" aria-label="Árfolyamok">
          {data.rates.map((r) => (
            <span key={r.currency} className={`ticker__rate ticker__rate--${r.change >= 0 ? 'up' : 'down'}`}>
              {r.currency} {formatNumber(r.rate, r.rate < 10 ? 4 : 2)} {data.currencySign}
            </span>
          ))}
        </a>
      )}
      <SecondaryValue name="ticker" dataKey={site.slug} value={data} />
    </span>
  );
}
