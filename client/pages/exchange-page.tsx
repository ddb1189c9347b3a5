// /arfolyam: a rate table and a small chart per currency, drawn as SVG on the server (no chart library).
import { useLoaderData } from 'react-router';
import { recentDayLabel } from '../../shared/date-styles.ts';
import { quoteRate } from '../../shared/rate-quote.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import type { ExchangePageData } from '../../shared/pages/exchange.ts';

const W = 320;
const H = 80;

function Sparkline({ items }: { items: { rate: number }[] }) {
  if (items.length < 2) return null;
  const rates = items.map((i) => i.rate);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const span = max - min || 1;
  const points = rates
    .map((r, i) => `${((i / (rates.length - 1)) * W).toFixed(1)},${(H - ((r - min) / span) * H).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label="Az elmúlt hónap árfolyama"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ExchangePage() {
  const { series, base } = useLoaderData<ExchangePageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  return (
    <div className="page page--doc">
      <PageMeta
        title={`Árfolyamok | ${site.name}`}
        description="Devizaárfolyamok az elmúlt hónapban"
        canonical={`${publicOrigin}/arfolyam`}
      />
      <main className="page__main" id="tartalom">
        <h1 className="article__title">Árfolyamok</h1>
        <div className="rates">
          {series.map(({ currency, items }) => {
            const last = items[items.length - 1];
            const prev = items[items.length - 2];
            const quote = (rate: number) => quoteRate(currency, rate, base);
            const now = last && quote(last.rate);
            return (
              <section key={currency} className="rates__item">
                <h2>{currency}</h2>
                {now && (
                  <p className="rates__now">
                    {/* under the heading 'EUR' its price alone; under 'HUF' what it prices, '100 Ft = …' */}
                    {now.what === currency ? now.price : now.text}
                    {prev && (
                      <span className={last.rate >= prev.rate ? 'ticker__rate--up' : 'ticker__rate--down'}> </span>
                    )}
                  </p>
                )}
                <Sparkline items={items} />
                <table className="rates__table">
                  <caption>{now?.what ?? currency} az elmúlt napokban</caption>
                  <thead>
                    <tr>
                      <th scope="col">Nap</th>
                      <th scope="col">Árfolyam</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items
                      .slice(-7)
                      .reverse()
                      .map((i) => (
                        <tr key={i.date}>
                          <td>
                            <time dateTime={i.date}>{recentDayLabel(i.date)}</time>
                          </td>
                          <td>{quote(i.rate).price}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </section>
            );
          })}
        </div>
      </main>
      <Sidebar site={site} />
    </div>
  );
}
