// How long every cookie we set lives (its Max-Age, in seconds), in one place: the BFF's own cookies (their names and
// attributes: server/policy/site-cookies.ts, which takes each lifetime from here) and the newsletter prompt's, which the
// reader's page sets too (shared/newsletter-prompt-hide.ts), so this home is in shared/. No other file names a
// cookie's lifetime (tooling/tree-rules/rule-homes.test.ts).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The BFF's cookies, by their key in SITE_COOKIES (server/policy/site-cookies.ts). */
export const SITE_COOKIE_LIFETIMES_S = {
  /** §6 the editor's session: as long as the publisher's refresh token lives (§7 refresh: 30 days); the access JWT
   * carries its own expiry */
  accessToken: 30 * DAY,
  refreshToken: 30 * DAY,
  /** §4 the path a reader sent to /login was going to */
  loginRedirect: HOUR,
  /** the editor's first factor, between the password form and the code form */
  loginOtp: 5 * MINUTE,
  /** one external sign-in in progress: long enough to sign in at the provider, short enough that a forgotten tab's
   * flow is gone */
  oidcFlow: 10 * MINUTE,
  /** a supporter's session: the CRM's sessions last 30 days, and the cookie never outlives the session it holds
   * (server/support/supporter-session.ts takes the shorter of this and what the CRM says is left) */
  supporterSession: 30 * DAY,
  /** a supporter's pending sign-in: as long as the CRM's code lives */
  supporterChallenge: 15 * MINUTE,
  /** the checkout session a reader went to pay in: it can be paid for a day */
  supportCheckout: DAY,
  /** §9 a reader's quiz answers: "about 1 year" */
  quizToken: 365 * DAY,
} as const;

/** §4, §9 newsletter prompt hide: for good (both pages' cookies), or for a while on one page. */
export const NEWSLETTER_HIDE_PERMANENT_S = 2 * 365 * DAY; // 2 years
export const NEWSLETTER_HIDE_FRONTPAGE_S = DAY; // 1 day
export const NEWSLETTER_HIDE_ARTICLE_S = 2 * DAY; // 2 days
