// What /tamogatas/profil shows (§2.1 support, profil), built from the CRM's answer (§7 GET /api/v2/user/info): the
// support summary, one page of payments, and the newsletter choices, with every label already in Hungarian so the
// page only lays it out. Pure: the same answer gives the same view, on the server and in the browser.
import type { CrmPayment, CrmUserInfo } from './crm-types.ts';
import { formatNumber } from './format-number.ts';
import { siteList } from './sites/site-table.ts';

export interface RecurringSupportView {
  paymentId: string;
  amount: number;
  currency: string;
  /** 'Havi 2 000 Ft' */
  label: string;
  /** unix s, or null when the CRM does not say */
  since: number | null;
  /** '2025. 09. 22.' */
  sinceLabel: string | null;
  nextChargeLabel: string | null;
  /** 'Eddig 1 befizetés' (the charges made so far), or null when the CRM does not say */
  chargesLabel: string | null;
}

export interface PaymentRowView {
  id: string;
  kind: 'recurring' | 'one-time';
  /** 'Havi rendszeres' | 'Egyszeri' */
  kindLabel: string;
  amount: number;
  currency: string;
  /** '2 000 Ft' (no-break spaces) */
  amountLabel: string;
  status: string;
  /** 'Aktív', 'Lemondva', 'Sikeres', 'Sikertelen', 'Visszatérítve' */
  statusLabel: string;
  date: number | null;
  dateLabel: string | null;
  /** An active recurring payment: the page offers to cancel it (with a confirmation step). */
  cancellable: boolean;
}

export interface NewsletterChoiceView {
  code: string;
  name: string;
  subscribed: boolean;
  /** What the toggle form sends as `subscribe` */
  toggleTo: boolean;
  /** 'Feliratkozás' | 'Leiratkozás' */
  actionLabel: string;
}

export interface SupporterProfileView {
  email: string;
  name: string | null;
  /** 'Szia, Demó Támogató!' or 'Szia!' */
  greeting: string;
  support: {
    /** recurring: an active recurring payment; past: none now, but paid before; none: never paid */
    status: 'recurring' | 'past' | 'none';
    headline: string;
    recurring: RecurringSupportView[];
    /** What the supporter has given, per currency: ['183 000 Ft', '275 Lei'] */
    totals: { currency: string; amount: number; label: string }[];
  };
  payments: {
    items: PaymentRowView[];
    page: number;
    totalPages: number;
    totalItems: number | null;
    previousPage: number | null;
    nextPage: number | null;
    /** Shown instead of the table when there are no payments at all */
    emptyText: string | null;
  };
  newsletters: NewsletterChoiceView[];
}

export interface SupporterProfileOptions {
  /** Dates are shown in the reader's edition's time zone (Europe/Budapest by default). */
  timeZone?: string;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Aktív',
  cancelled: 'Lemondva',
  paid: 'Sikeres',
  failed: 'Sikertelen',
  refunded: 'Visszatérítve',
};

export const SUPPORT_HEADLINES = {
  recurring: 'Rendszeresen támogatod a munkánkat. Köszönjük!',
  past: 'Most nincs rendszeres támogatásod. Köszönjük, hogy korábban támogattál!',
  none: 'Még nincs befizetésed.',
} as const;

const NBSP = '\u00a0';

/** §1 the sign of a currency: Ft for HUF, Lei for RON (from the site registry); any other is shown by its code. */
export function currencySign(currency: string): string {
  return siteList.find((s) => s.currency === currency)?.currencySign ?? currency;
}

export function formatAmount(amount: number, currency: string): string {
  return `${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)}${NBSP}${currencySign(currency)}`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function formatDate(unixS: number | null | undefined, timeZone: string): string | null {
  if (typeof unixS !== 'number' || !Number.isFinite(unixS)) return null;
  let fmt = dateFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    dateFormatters.set(timeZone, fmt);
  }
  return fmt.format(new Date(unixS * 1000));
}

const isActiveRecurring = (p: CrmPayment) => p.recurring && p.status === 'active';

function recurringView(p: CrmPayment, timeZone: string): RecurringSupportView {
  return {
    paymentId: p.id,
    amount: p.amount,
    currency: p.currency,
    label: `Havi ${formatAmount(p.amount, p.currency)}`,
    since: p.createdAt ?? null,
    sinceLabel: formatDate(p.createdAt, timeZone),
    nextChargeLabel: formatDate(p.nextChargeAt, timeZone),
    chargesLabel:
      typeof p.charges === 'number'
        ? p.charges > 0
          ? `Eddig ${formatNumber(p.charges)} befizetés`
          : 'Az első befizetés még úton van'
        : null,
  };
}

function paymentRow(p: CrmPayment, timeZone: string): PaymentRowView {
  return {
    id: p.id,
    kind: p.recurring ? 'recurring' : 'one-time',
    kindLabel: p.recurring ? 'Havi rendszeres' : 'Egyszeri',
    amount: p.amount,
    currency: p.currency,
    amountLabel: formatAmount(p.amount, p.currency),
    status: p.status,
    statusLabel: STATUS_LABELS[p.status] ?? p.status,
    date: p.createdAt ?? null,
    dateLabel: formatDate(p.createdAt, timeZone),
    cancellable: isActiveRecurring(p),
  };
}

export function buildSupporterProfile(info: CrmUserInfo, options: SupporterProfileOptions = {}): SupporterProfileView {
  const timeZone = options.timeZone ?? 'Europe/Budapest';
  const { user } = info;
  // A CRM without the `recurring` extension: the active ones on this page are all we know of.
  const recurring = (user.recurring ?? user.payments.filter(isActiveRecurring)).filter(isActiveRecurring);
  const totals = (user.totals ?? [])
    .filter((t) => t.amount > 0)
    .map((t) => ({ currency: t.currency, amount: t.amount, label: formatAmount(t.amount, t.currency) }));
  const paidBefore = totals.length > 0 || user.payments.some((p) => p.recurring || p.status === 'paid');
  const status = recurring.length > 0 ? 'recurring' : paidBefore ? 'past' : 'none';
  const totalPages = Math.max(1, info.totalPages);
  const page = Math.max(1, info.page);
  const name = user.name?.trim() || null;
  return {
    email: user.email,
    name,
    greeting: name ? `Szia, ${name}!` : 'Szia!',
    support: {
      status,
      headline: SUPPORT_HEADLINES[status],
      recurring: recurring.map((p) => recurringView(p, timeZone)),
      totals,
    },
    payments: {
      items: user.payments.map((p) => paymentRow(p, timeZone)),
      page,
      totalPages,
      totalItems: info.totalItems ?? null,
      previousPage: page > 1 ? Math.min(page - 1, totalPages) : null,
      nextPage: page < totalPages ? page + 1 : null,
      emptyText: user.payments.length === 0 && page === 1 ? 'Még nincs befizetésed.' : null,
    },
    newsletters: user.newsletters.map((n) => ({
      code: n.code,
      name: n.name ?? n.code,
      subscribed: n.subscribed,
      toggleTo: !n.subscribed,
      actionLabel: n.subscribed ? 'Leiratkozás' : 'Feliratkozás',
    })),
  };
}

export type SupporterConfirmationView =
  { kind: 'lemondas'; payment: RecurringSupportView; question: string } | { kind: 'torles'; question: string };

/**
 * The confirmation the profile page asks for before a destructive action (`?megerosites=lemondas&fizetes={id}` or
 * `?megerosites=torles`, where the form handlers send the reader first), or null. A payment that is not one of the
 * supporter's active recurring payments asks nothing: the query is reader input.
 */
export function supporterConfirmation(
  query: URLSearchParams,
  profile: SupporterProfileView,
): SupporterConfirmationView | null {
  const kind = query.get('megerosites');
  if (kind === 'torles') {
    return {
      kind,
      question:
        'Biztosan törlöd a fiókodat? A személyes adataidat töröljük, a rendszeres támogatásaidat lemondjuk. Ezt nem lehet visszavonni.',
    };
  }
  if (kind === 'lemondas') {
    const payment = profile.support.recurring.find((r) => r.paymentId === query.get('fizetes'));
    return payment
      ? { kind, payment, question: `Biztosan lemondod a(z) ${payment.label.toLowerCase()} rendszeres támogatásodat?` }
      : null;
  }
  return null;
}
