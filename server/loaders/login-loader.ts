import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { LoginPageData } from '../../client/page-data.ts';
import { Me } from '../../shared/api-types.ts';
import { loadContextOf } from '../load-context.ts';

const ERRORS: readonly LoginPageData['error'][] = ['adatok', 'kod', 'lejart', 'szolgaltatas', 'korlat', 'kulso'];

/**
 * §4 outside preview mode /login goes to /; so does a reader who is signed in. Cookies alone do not prove that:
 * the session is checked with /api/me (refreshed if need be), and one the publisher refuses is ended by the page
 * handler, which clears the cookies and shows this page again.
 */
export async function loginLoader({ request, context }: LoaderFunctionArgs): Promise<LoginPageData> {
  const ctx = loadContextOf(context);
  if (!ctx.preview) throw redirect('/', 302);
  if (ctx.api.loggedIn) {
    try {
      await ctx.api.get('/api/me', Me);
    } catch (err) {
      if (ctx.api.loggedIn) throw err;
    }
    if (ctx.api.loggedIn) throw redirect('/', 302);
  }
  const query = new URL(request.url).searchParams;
  const error = query.get('hiba') as LoginPageData['error'];
  return { kind: 'login', step: query.get('lepes') === 'kod' ? 'code' : 'password', error: ERRORS.includes(error) ? error : null };
}
