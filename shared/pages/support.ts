// /tamogatas/{belepes|profil|hiba|siker} (§2.1 support): the ways to support, the supporter's sign-in by the mail's
// link or code, their profile, and the outcome pages. §5: 404 on the main site when the donations flag is '1', and on
// the regional edition always. The forms post to the BFF's handlers (server/routes/support-routes.ts), which answer with
// a redirect back to one of these states naming what happened (`?eredmeny=`, shared/support-forms.ts).
// Anything that shows or depends on a supporter's session is 'private': never in the page cache or a shared cache.
import type { FrontendInit } from '../api-types.ts';
import { PAGE_PARAM, pageHref, pageOf } from '../page-param.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import { supportOfferFor, type SupportOffer } from '../support-offer.ts';
import {
  isCheckoutOutcome,
  SUPPORT_OUTCOMES,
  SUPPORT_PATH,
  supportOutcomeOf,
  supportOutcomeUrl,
  type SupportOutcome,
} from '../support-forms.ts';
import {
  supporterConfirmation,
  type SupporterConfirmationView,
  type SupporterProfileView,
} from '../supporter-profile.ts';
import { moved, NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { OUTCOME_PARAM } from '../support-forms.ts';

export const SUPPORT_STATES = ['belepes', 'profil', 'hiba', 'siker'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/** What the form handler's redirect said happened. */
export interface SupportNotice {
  outcome: SupportOutcome;
  tone: 'ok' | 'info' | 'error';
  text: string;
}

/** The CRM's answer about the reader, as server/support/supporter-profile-data.ts gives it. */
export type SupporterProfileAnswer =
  { kind: 'signed-out' } | { kind: 'unavailable' } | { kind: 'profile'; profile: SupporterProfileView; csrf: string };

export type SupporterProfileSection =
  | { kind: 'signed-out' }
  | { kind: 'unavailable' }
  | { kind: 'profile'; view: SupporterProfileView; csrf: string; confirmation: SupporterConfirmationView | null };

interface SupportPageCommon {
  kind: 'support';
  notice: SupportNotice | null;
  /** The reader carries a supporter session (not checked with the CRM: it only changes links). */
  signedIn: boolean;
}

export type SupportPageData = SupportPageCommon &
  (
    | { state: null; offer: SupportOffer; title: string; content: string | null }
    | { state: 'belepes'; awaitingCode: boolean }
    | { state: 'profil'; profile: SupporterProfileSection }
    | { state: 'hiba' | 'siker' }
  );

export interface SupportPagePlan {
  state: SupportState | null;
  /** the profile's page of payments (`oldal`, §2.1; 1 is ignored, §5) */
  paymentsPage: number;
  /** the page speaks of a payment: the loader asks the provider about the reader's checkout (CheckoutAnswer) */
  checkout: boolean;
}

/**
 * What the payment provider says now of the checkout session the reader's `support_checkout` cookie names (the
 * server's readCheckout): none named, or one the provider does not know; the provider not answering; or the outcome.
 */
export type CheckoutAnswer = { kind: 'none' } | { kind: 'unknown' } | { kind: 'outcome'; outcome: SupportOutcome };

/**
 * Whether the success page speaks of a payment: bare, or naming a checkout's outcome (isCheckoutOutcome). The URL
 * names the outcome, and anyone can type a URL: the page shows one only when the provider says so of the reader's
 * own checkout, and the bare page likewise.
 */
function speaksOfPayment(state: SupportState | null, outcome: SupportOutcome | null): boolean {
  return state === 'siker' && (outcome === null || isCheckoutOutcome(outcome));
}

/** The page's state from its slug; undefined when the page does not exist for this slug or site (404). */
export function supportStateOf(slug: string | undefined, site: SiteConfig): SupportState | null | undefined {
  if (site.domain === 'regional') return undefined;
  if (slug === undefined) return null;
  return (SUPPORT_STATES as readonly string[]).includes(slug) ? (slug as SupportState) : undefined;
}

/** What the loader fetches for this URL; undefined for a 404. */
export function planSupportPage(slug: string | undefined, url: URL, site: SiteConfig): SupportPagePlan | undefined {
  const state = supportStateOf(slug, site);
  if (state === undefined) return undefined;
  const outcome = state ? supportOutcomeOf(url.searchParams, state) : null;
  return {
    state,
    paymentsPage: state === 'profil' ? pageOf(url.searchParams) : 1,
    checkout: speaksOfPayment(state, outcome),
  };
}

const DEFAULT_TITLE = 'Támogasd a független újságírást';
/** The outcomes after which the reader has a code to type in. */
const AWAITING_CODE: ReadonlySet<SupportOutcome> = new Set<SupportOutcome>(['elkuldve', 'hibas-kod']);

export interface SupportAnswers {
  init: FrontendInit;
  /** /tamogatas: the support document ({ title, sanitised HTML }), or null when it did not answer */
  doc?: { title: string; content: string } | null;
  /** /tamogatas/profil: the CRM's answer */
  profile?: SupporterProfileAnswer;
  /** a payment's page (SupportPagePlan.checkout): the provider's answer; none asked is none */
  checkout?: CheckoutAnswer;
}

export function buildSupportPage(
  answers: SupportAnswers,
  ctx: PageContext & { state: SupportState | null; signedIn: boolean },
): PageOutcome<SupportPageData> {
  const { state, signedIn } = ctx;
  if (ctx.site.domain === 'regional' || answers.init.componentSetup.donations === '1') return NOT_FOUND;
  const outcome = state ? supportOutcomeOf(ctx.url.searchParams, state) : null;
  const notice = outcome
    ? { outcome, tone: SUPPORT_OUTCOMES[outcome].tone, text: SUPPORT_OUTCOMES[outcome].text }
    : null;
  const common = { kind: 'support' as const, notice, signedIn };
  // Shared only when it is the same for everyone; the purge key lets the newsroom's edits show at once.
  const shared = (data: SupportPageData, keys: string[]) =>
    page(data, signedIn ? 'private' : 'list', signedIn ? [] : ['support', ...keys]);

  if (state === null) {
    const doc = answers.doc ?? null;
    return shared(
      {
        ...common,
        state,
        offer: supportOfferFor(ctx.site),
        title: doc?.title || DEFAULT_TITLE,
        content: doc?.content || null,
      },
      ['doc-tamogatas'],
    );
  }
  if (state === 'belepes')
    return shared({ ...common, state, awaitingCode: !!outcome && AWAITING_CODE.has(outcome) }, []);
  if (speaksOfPayment(state, outcome)) return paymentPage(answers.checkout ?? { kind: 'none' }, signedIn);
  if (state === 'hiba' || state === 'siker') return shared({ ...common, state }, []);

  // The profile is personal whoever asks: a signed-out reader's copy is not shared either, so no cache can confuse them.
  const answer = answers.profile ?? { kind: 'signed-out' };
  if (answer.kind !== 'profile') return page({ ...common, state, profile: answer }, 'private');
  const { payments } = answer.profile;
  // A page of payments past the last (a bookmark from before a deletion, a typed URL): the last page there is.
  if (payments.page > payments.totalPages)
    return moved(pageHref(`${SUPPORT_PATH}/profil`, '', payments.totalPages), 302);
  const confirmation = supporterConfirmation(ctx.url.searchParams, answer.profile);
  return page(
    { ...common, state, profile: { kind: 'profile', view: answer.profile, csrf: answer.csrf, confirmation } },
    'private',
  );
}

/**
 * /tamogatas/siker after a payment: what the provider says of the reader's checkout, the reader's alone (it answers
 * from their cookie); without a checkout the provider calls complete, the support page: nobody is thanked for
 * nothing. The provider not answering says so (the return route's outcome for it).
 */
function paymentPage(answer: CheckoutAnswer, signedIn: boolean): PageOutcome<SupportPageData> {
  if (answer.kind === 'unknown') return moved(supportOutcomeUrl('fizetes-ismeretlen'), 302);
  if (answer.kind === 'none' || SUPPORT_OUTCOMES[answer.outcome].state !== 'siker') return moved(SUPPORT_PATH, 302);
  const { outcome } = answer;
  const { tone, text } = SUPPORT_OUTCOMES[outcome];
  return page({ kind: 'support', notice: { outcome, tone, text }, signedIn, state: 'siker' }, 'private');
}

/** The query parameters this page type reads (the payments page, a form's outcome, the confirmation asked): the page cache keys on these alone (decision 040). */
export const supportQueryKeys = [PAGE_PARAM, OUTCOME_PARAM, 'megerosites', 'fizetes'] as const satisfies QueryKeys;
