// The stand-in's hosted checkout page: the provider's own page on its own origin, where the reader types an address
// and a card (our servers never see either), pays, passes a 3-D Secure step when the card asks for one, or goes back.
// Plain HTML forms, no script: every field has its label, errors are announced (role="alert"), and the test cards are
// listed on the page. Hungarian, as the session's `locale` asks on our site.
import { escapeHtml as esc } from '../../shared/escape-html.ts';
import { formatNumber } from '../../shared/format-number.ts';
import type { CheckoutSession } from './ledger.ts';
import { groupedNumber, TEST_CARDS } from './test-cards.ts';

const CURRENCY_SIGNS: Record<string, string> = { huf: 'Ft', ron: 'Lei', eur: '€', usd: '$' };

/** 200000 huf → '2 000 Ft' (the API's minor units, two decimals for every currency the stand-in takes). */
export function amountLabel(minor: number, currency: string): string {
  const whole = minor / 100;
  return `${formatNumber(whole, Number.isInteger(whole) ? 0 : 2)}\u00a0${CURRENCY_SIGNS[currency] ?? currency.toUpperCase()}`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin:0 0 .25rem}.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:.8rem 0 .2rem}input{box-sizing:border-box;width:100%;padding:.55rem;font:inherit;border:1px solid #697386;border-radius:.3rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.8rem}button{margin-top:1.2rem;width:100%;padding:.7rem;font:700 1rem system-ui,sans-serif;color:#fff;background:#4f46e5;border:0;border-radius:.3rem;cursor:pointer}
button.secondary{background:#fff;color:#1a1f36;border:2px solid #1a1f36}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}
.error{background:#fde8e8;border:1px solid #b42318;color:#7a1010;padding:.6rem .8rem;border-radius:.3rem}.muted{color:#4a5468;font-size:.9rem}
.cards{margin-top:1.5rem;font-size:.9rem}.cards code{white-space:nowrap}a{color:#3730a3}`;

export function checkoutPolicy(session: Pick<CheckoutSession, 'success_url' | 'cancel_url'>): string {
  // The pay form posts here and is answered with a redirect to our site: the return URLs' origins may take it.
  const returns = [session.success_url, session.cancel_url]
    .filter((u): u is string => !!u)
    .map((u) => new URL(u.replace('{CHECKOUT_SESSION_ID}', 'x')).origin);
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${[...new Set(returns)].join(' ')}`;
}

function documentOf(title: string, body: string): string {
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function summary(session: CheckoutSession): string {
  const monthly = session.mode === 'subscription';
  return `<p class="muted">Tesztfizetés (fizetési szolgáltató, tesztüzem)</p>
<h1>${monthly ? 'Havi támogatás' : 'Egyszeri támogatás'}</h1>
<p class="amount">${esc(amountLabel(session.amount_total, session.currency))}${monthly ? ' / hó' : ''}</p>`;
}

const back = (session: CheckoutSession) =>
  session.cancel_url ? `<p><a href="${esc(session.cancel_url)}">← Vissza, nem fizetek</a></p>` : '';

export interface PayFormValues {
  email?: string;
  name?: string;
}

export function payPage(session: CheckoutSession, opts: { error?: string; values?: PayFormValues } = {}): string {
  const v = opts.values ?? {};
  const email = v.email ?? session.customer_email ?? '';
  const cards = TEST_CARDS.map((c) => `<li><code>${groupedNumber(c.number)}</code>: ${esc(c.label)}</li>`).join('');
  return documentOf(
    'Fizetés',
    `${summary(session)}
${opts.error ? `<p class="error" role="alert" id="hiba">${esc(opts.error)}</p>` : ''}
<form method="post" action="/c/pay/${esc(session.id)}"${opts.error ? ' aria-describedby="hiba"' : ''}>
<label for="email">E-mail-cím</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${esc(email)}">
<label for="name">A kártyán szereplő név</label>
<input id="name" name="name" autocomplete="cc-name" maxlength="200" value="${esc(v.name ?? '')}">
<label for="card">Kártyaszám</label>
<input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" aria-describedby="tesztkartyak">
<div class="row"><div><label for="exp">Lejárat (HH/ÉÉ)</label>
<input id="exp" name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="12/34"></div>
<div><label for="cvc">Biztonsági kód (CVC)</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div></div>
<button type="submit">${session.mode === 'subscription' ? 'Előfizetek' : 'Fizetek'}: ${esc(amountLabel(session.amount_total, session.currency))}</button>
</form>
${back(session)}
<section class="cards" id="tesztkartyak"><h2>Tesztkártyák</h2><p>Tesztüzem: csak ezek a kártyaszámok működnek, bármilyen jövőbeli lejárattal és háromjegyű kóddal.</p><ul>${cards}</ul></section>`,
  );
}

export function authenticationPage(session: CheckoutSession): string {
  const action = `/c/pay/${esc(session.id)}/3ds`;
  return documentOf(
    '3-D Secure jóváhagyás',
    `${summary(session)}
<h2>A bankod jóváhagyást kér (3-D Secure)</h2>
<p>Tesztüzem: itt döntheted el, hogy a bank jóváhagyja-e a fizetést.</p>
<form method="post" action="${action}"><input type="hidden" name="result" value="approve"><button type="submit">Jóváhagyom a fizetést</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="deny"><button class="secondary" type="submit">Nem hagyom jóvá</button></form>`,
  );
}

export function closedPage(session: CheckoutSession): string {
  const paid = session.status === 'complete';
  const next = paid ? session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancel_url;
  return documentOf(
    paid ? 'Kifizetve' : 'Lejárt',
    `${summary(session)}
<p role="status">${paid ? 'Ezt már kifizetted, nincs több teendőd.' : 'Ez a fizetési oldal lejárt, ezen már nem lehet fizetni.'}</p>
${next ? `<p><a href="${esc(next)}">Vissza az oldalra</a></p>` : ''}`,
  );
}

export function notFoundPage(): string {
  return documentOf('Nincs ilyen fizetés', '<h1>Nincs ilyen fizetés</h1><p>Ez a fizetési oldal nem létezik.</p>');
}
