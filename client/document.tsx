// The whole HTML document, rendered by React on the server and hydrated in place in the browser. It is the root
// route's element, so it knows the current location (site, favicon, style class).
import { createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { Outlet, isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import type { ArticlePageData } from '../shared/pages/article.ts';
import { siteRssPath } from '../shared/rss-url.ts';
import { useReaderServices } from './behaviours/use-reader-services.ts';
import { useEmbedCards } from './behaviours/use-embed-cards.ts';
import { useNavigationScroll } from './behaviours/use-navigation-scroll.ts';
import { useBoot, useSite } from './boot-context.tsx';
import { ForcedColorScheme } from './components/color-mode-toggle.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { MASTHEAD_END_ID, SiteHeader } from './components/site-header.tsx';
import { MediaDockSlot } from './media-dock-slot.tsx';
// Only error pages need the error page's code: it loads with them, not with every page.
const ErrorPage = lazy(() => import('./pages/error-page.chunk.tsx').then((m) => ({ default: m.ErrorPage })));

/** The serialised payloads the browser boots from; the server writes them, the browser re-renders the same text. */
export interface HydrationPayload {
  router: string;
  boot: string;
}
export const HydrationPayloadContext = createContext<HydrationPayload>({ router: 'null', boot: 'null' });

function Document({ children }: { children: ReactNode }) {
  const site = useSite();
  const boot = useBoot();
  const payload = useContext(HydrationPayloadContext);
  const forcedScheme = useArticleColorScheme();
  useNavigationScroll();
  useReaderServices();
  useEmbedCards();
  // Pages the mobile app embeds (route handle chrome: false) come without the site's header and footer.
  const chrome = useMatches().every((m) => (m.handle as { chrome?: boolean } | undefined)?.chrome !== false);
  return (
    <html lang="hu" className={site.cssClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Blocking on purpose: it sets data-theme before the first paint (see client/public/theme.js). */}
        <script src={THEME_SCRIPT} />
        <ForcedColorScheme scheme={forcedScheme} />
        {boot.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Low, as React makes the entry's own: React writes these links ahead of the theme script and the style
            sheet, and at the default priority a front's 14 chunks took the connections those two wait on before the
            first paint (Lighthouse's FCP on a front 1.8 s → 1.2 s; decision 103). */}
        {boot.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        <link rel="icon" href={site.favicon} type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={`${site.name} RSS`} href={siteRssPath(site)} />
        {/* No first paint until the header and the strip under it are whole: the parser can hand a frame to the
            screen anywhere, on a busy machine now and then inside the bar's row or the trending tags' row, and each
            part that came after moved those before it (CLS 0.00001–0.0009, decisions 057 and 110). The mark after
            the strip comes a few hundred bytes to a few KB after <body>. Only where there is a header: without one the
            page would wait for the end of its stream. Browsers without rel=expect paint as before; site.css holds the
            colour mode's room for them. */}
        {chrome && <link rel="expect" href={`#${MASTHEAD_END_ID}`} blocking="render" />}
      </head>
      <body>
        <a className="skip-link" href="#tartalom">
          Ugrás a tartalomra
        </a>
        {chrome && <SiteHeader site={site} />}
        <div className="page-frame">{children}</div>
        {chrome && <SiteFooter site={site} />}
        <MediaDockSlot />
        <script type="application/json" id="__boot" dangerouslySetInnerHTML={{ __html: payload.boot }} />
        <script type="application/json" id="__rr" dangerouslySetInnerHTML={{ __html: payload.router }} />
      </body>
    </html>
  );
}

/** Not content-hashed (the page names it directly), so it is served with the short cache of /assets' other files. */
const THEME_SCRIPT = '/assets/theme.js';

/** An article may carry its own colour scheme (Article.colorScheme), which then overrides the reader's choice. */
function useArticleColorScheme(): string | null {
  // The leaf route's data is some page's; only an article's has a scheme (its type names the field the page carries).
  const data = useMatches().at(-1)?.data as { kind?: string } | undefined;
  return data?.kind === 'article' ? ((data as ArticlePageData).article.colorScheme ?? null) : null;
}

function useHydratedMarker() {
  // Lets browser tests (and CSS) tell a hydrated page from server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function RootLayout() {
  useHydratedMarker();
  return (
    <Document>
      <Outlet />
    </Document>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useHydratedMarker();
  return (
    <Document>
      <Suspense fallback={null}>
        <ErrorPage status={status} />
      </Suspense>
    </Document>
  );
}
