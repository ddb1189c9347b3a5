// §4 Newsletter prompt hide, §9: the sign-up prompt on the front page and on article pages can be hidden for good
// (2 years, both the front-page and the article-page cookie) or for a while (1 day on the front page, 2 days on an
// article page; only that page's cookie). A temporary hide is not set when the page's cookie already exists, so
// closing the prompt never shortens a permanent hide. The cookies are readable by the page's script on purpose:
// pages are cached for every anonymous reader alike, so the browser decides whether the prompt shows.
import {
  NEWSLETTER_HIDE_ARTICLE_S,
  NEWSLETTER_HIDE_FRONTPAGE_S,
  NEWSLETTER_HIDE_PERMANENT_S,
} from './cookie-lifetimes.ts';

export type PromptPage = 'front' | 'article';
export type PromptHide = 'permanent' | 'temporary';

export const NEWSLETTER_HIDE_COOKIES: Record<PromptPage, string> = {
  front: 'hirlevel_rejtve_cimlap',
  article: 'hirlevel_rejtve_cikk',
};
const VALUES: Record<PromptHide, string> = { permanent: 'vegleges', temporary: 'ideiglenes' };
const TEMPORARY_S: Record<PromptPage, number> = {
  front: NEWSLETTER_HIDE_FRONTPAGE_S,
  article: NEWSLETTER_HIDE_ARTICLE_S,
};

export interface HideCookie {
  name: string;
  value: string;
  maxAgeS: number;
}

/** Cookies the reader has, by name (document.cookie parsed, or the request's). */
export type CookieJar = Readonly<Record<string, string | undefined>>;

export function isPromptHidden(page: PromptPage, cookies: CookieJar): boolean {
  return Boolean(cookies[NEWSLETTER_HIDE_COOKIES[page]]);
}

/** The cookies to set when the reader hides the prompt on `page`; [] when a temporary hide meets an existing cookie. */
export function hideCookies(kind: PromptHide, page: PromptPage, cookies: CookieJar): HideCookie[] {
  if (kind === 'permanent') {
    return (['front', 'article'] as const).map((p) => ({
      name: NEWSLETTER_HIDE_COOKIES[p],
      value: VALUES.permanent,
      maxAgeS: NEWSLETTER_HIDE_PERMANENT_S,
    }));
  }
  if (isPromptHidden(page, cookies)) return [];
  return [{ name: NEWSLETTER_HIDE_COOKIES[page], value: VALUES.temporary, maxAgeS: TEMPORARY_S[page] }];
}

/** A Set-Cookie value, or what the browser assigns to document.cookie: site-wide, Lax, Secure on https. */
export function serializeHideCookie(cookie: HideCookie, secure: boolean): string {
  return `${cookie.name}=${cookie.value}; Max-Age=${cookie.maxAgeS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
