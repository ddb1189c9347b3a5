// §4 ad-blocker flag: ad blockers' filter lists hide links whose address contains 'tamogatas' (support), and with them
// our support links. A bait link is put off screen; when the blocker hides it, every link to the support page has
// 'tamogatas' replaced by a neutral token (SUPPORT_LINK_NEUTRAL_TOKEN) — now and on every page the reader opens
// after — and the link shows again; the server sends a path with that token to /tamogatas (§2.2). Only whole path
// segments are replaced: an article whose slug merely contains the word keeps its address. Runs on the reader's
// first interaction (client/behaviours/start-deferred-behaviours.chunk.ts), for every reader: it reads nothing about them.
import { SUPPORT_LINK_NEUTRAL_TOKEN } from '../../shared/constants.ts';

const SUPPORT_SEGMENT = 'tamogatas';

/** The link's address with the support segment neutralised, or null when it is not a link to our support page. */
export function neutralSupportHref(href: string, base: string): string | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  const segments = url.pathname.split('/');
  if (!segments.includes(SUPPORT_SEGMENT)) return null;
  return (
    segments.map((s) => (s === SUPPORT_SEGMENT ? SUPPORT_LINK_NEUTRAL_TOKEN : s)).join('/') + url.search + url.hash
  );
}

function neutraliseLink(link: Element): void {
  const href = neutralSupportHref(link.getAttribute('href')!, location.href);
  if (href) link.setAttribute('href', href);
}

function neutralise(root: Element | Document): void {
  if (root instanceof Element && root.matches('a[href]')) neutraliseLink(root);
  for (const link of root.querySelectorAll('a[href]')) neutraliseLink(link);
}

let started = false;

export function guardSupportLinks(): void {
  if (started) return;
  started = true;
  const bait = document.createElement('a');
  bait.href = `/${SUPPORT_SEGMENT}`;
  bait.className = 'link-box__link link-box__link--support';
  bait.textContent = 'Támogatás';
  bait.tabIndex = -1;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:0;display:block;width:10px;height:10px';
  document.body.append(bait);
  requestAnimationFrame(() => {
    const style = getComputedStyle(bait);
    const blocked =
      !bait.isConnected || bait.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden';
    bait.remove();
    // Says which links the page uses (browser tests wait for it): the plain ones, or the neutral token.
    document.documentElement.dataset.supportLinks = blocked ? SUPPORT_LINK_NEUTRAL_TOKEN : SUPPORT_SEGMENT;
    if (!blocked) return;
    neutralise(document);
    // Pages rendered after this one bring their own links.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) neutralise(node);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
