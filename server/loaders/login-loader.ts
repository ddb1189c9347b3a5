// /login's loader. Cookies alone do not prove a sign-in: the session is checked with /api/me (refreshed if need be),
// and one the publisher refuses is ended by the page pipeline, which clears the cookies and shows this page again.
import type { LoaderFunctionArgs } from 'react-router';
import { Me } from '../../shared/api-types.ts';
import { buildLoginPage } from '../../shared/pages/login.ts';
import { pageContextOf, runBuild } from './run-build.ts';

export async function loginLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const { api, preview } = ctx.load;
  if (preview && api.loggedIn) {
    try {
      await api.get('/api/me', Me);
    } catch (err) {
      if (api.loggedIn) throw err;
    }
  }
  return runBuild(ctx, buildLoginPage({ ...ctx, preview: !!preview, signedIn: api.loggedIn }));
}
