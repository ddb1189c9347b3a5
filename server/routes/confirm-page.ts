// A one-question page rendered by the BFF itself, for the two requests a link may make but must not act on:
// the supporter's mail link and GET /auth/logout. It asks, and its button is a same-origin form post that does the
// thing. Plain server-rendered markup in the support pages' classes and the site's stylesheet: no client code, so the
// article page's JavaScript budget does not grow, and it works without JavaScript.
import type { FastifyReply } from 'fastify';
import { readClientManifest } from '../assets/client-manifest.ts';
import type { BffConfig } from '../config.ts';
import { escapeHtml } from '../../shared/escape-html.ts';

export interface ConfirmPage {
  /** The site's class on <html> (its colours), as the pages have it: resolveSite(…).cssClass. */
  siteClass: string;
  title: string;
  /** Plain text paragraphs (escaped here). */
  text: string[];
  form: { action: string; fields: Record<string, string>; button: string };
  /** The way out without doing it. */
  cancel?: { href: string; text: string };
}

/** The site's stylesheets, from the client build's manifest (read once per build directory); none without a build. */
const stylesheets = new Map<string, string[]>();
function stylesheetsOf(config: Pick<BffConfig, 'clientDistDir'>): string[] {
  let css = stylesheets.get(config.clientDistDir);
  if (!css) {
    try {
      css = readClientManifest(config.clientDistDir).css;
    } catch {
      css = [];
    }
    stylesheets.set(config.clientDistDir, css);
  }
  return css;
}

export function confirmPageHtml(config: Pick<BffConfig, 'clientDistDir'>, page: ConfirmPage): string {
  const links = stylesheetsOf(config)
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  const fields = Object.entries(page.form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const cancel = page.cancel
    ? `<p><a class="support-button support-button--secondary" href="${escapeHtml(page.cancel.href)}">${escapeHtml(page.cancel.text)}</a></p>`
    : '';
  return `<!doctype html><html lang="hu" class="${escapeHtml(page.siteClass)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title>${links}</head>
<body><div class="page-frame"><div class="page page--doc page--support"><main class="page__main" id="tartalom"><div class="support support--belepes">
<h1 class="article__title">${escapeHtml(page.title)}</h1>
${page.text.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<form class="support-form" method="post" action="${escapeHtml(page.form.action)}">${fields}<button class="support-button" type="submit">${escapeHtml(page.form.button)}</button></form>
${cancel}
</div></main></div></div></body></html>`;
}

/**
 * Sends the page. It may hold a token and is about one reader's session: its routes are personal (personalRoutes), so
 * it goes out private, no-store.
 */
export function sendConfirmPage(reply: FastifyReply, config: Pick<BffConfig, 'clientDistDir'>, page: ConfirmPage) {
  return reply.code(200).header('content-type', 'text/html; charset=utf-8').send(confirmPageHtml(config, page));
}
