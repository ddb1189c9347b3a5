// /tamogatas/{belepes|profil|hiba|siker}: the supporter pages' loader; their rules are in shared/pages/support.ts.
// The profile asks the CRM with the reader's session cookie (the page pipeline never serves or stores a shared copy
// of a supporter page for a reader who carries one); a payment's page asks the payment provider about the checkout
// session the reader's cookie names.
import type { LoaderFunctionArgs } from 'react-router';
import { Doc, FrontendInit } from '../../shared/api-types.ts';
import { buildSupportPage, planSupportPage } from '../../shared/pages/support.ts';
import { sanitizeArticleHtml } from '../content/sanitize-article-html.ts';
import { loadSupporterProfile } from '../support/supporter-profile-data.ts';
import { readCheckout } from '../payments/checkout-outcome.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';

export async function supportLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const plan = planSupportPage(args.params.slug, ctx.url, ctx.site);
  if (!plan) throw notFound(ctx.url.pathname, ctx.load);
  const { api, crm, supporterSession, site, signal, log } = ctx.load;
  const [init, doc, profile, checkout] = await Promise.all([
    api.get('/api/frontend/init', FrontendInit),
    plan.state === null
      ? api.get('/api/docs/tamogatas', Doc, 'secondary').catch((err: Error) => {
          log.warn({ err: err.message }, 'support document left out');
          return null;
        })
      : null,
    plan.state === 'profil'
      ? loadSupporterProfile(crm ?? null, supporterSession ?? null, {
          site: site.slug,
          page: plan.paymentsPage,
          timeZone: site.timeZone,
          signal,
        })
      : undefined,
    plan.checkout ? readCheckout(ctx.load.payments ?? null, ctx.load.checkoutSession ?? null, log) : undefined,
  ]);
  if (profile?.kind === 'unavailable')
    log.warn(
      crm
        ? 'supporter profile unavailable: the CRM did not answer'
        : 'supporter profile unavailable: no CRM is configured',
    );
  return runBuild(
    ctx,
    buildSupportPage(
      { init, doc: doc && { title: doc.title, content: sanitizeArticleHtml(doc.content) }, profile, checkout },
      { ...ctx, state: plan.state, signedIn: !!supporterSession },
    ),
  );
}
