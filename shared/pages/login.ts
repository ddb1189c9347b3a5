// /login (§2.1 live-login; §4 preview mode, §6 login): which form the sign-in page shows, and why the last attempt
// failed. Outside preview mode /login goes to /, and so does a reader who is signed in.
import { moved, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';

export const LOGIN_ERRORS = ['adatok', 'kod', 'lejart', 'szolgaltatas', 'korlat', 'kulso'] as const;

export interface LoginPageData {
  kind: 'login';
  step: 'password' | 'code';
  error: (typeof LOGIN_ERRORS)[number] | null;
}

export function buildLoginPage(ctx: PageContext & { preview: boolean; signedIn: boolean }): PageOutcome<LoginPageData> {
  if (!ctx.preview || ctx.signedIn) return moved('/', 302);
  const query = ctx.url.searchParams;
  const error = query.get('hiba');
  return page(
    {
      kind: 'login',
      step: query.get('lepes') === 'kod' ? 'code' : 'password',
      error: (LOGIN_ERRORS as readonly (string | null)[]).includes(error) ? (error as LoginPageData['error']) : null,
    },
    'private',
  );
}

/** The query parameters this page type reads (the sign-in error and step): the page cache keys on these alone (decision 040). */
export const loginQueryKeys = ['hiba', 'lepes'] as const satisfies QueryKeys;
