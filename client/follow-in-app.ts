// One click handler for a list of plain links, instead of a React Router <Link> per link: a sidebar holds some forty
// cards on every article page, and each <Link> costs several hooks in every server render (issue 13). A plain left
// click on a same-site link navigates in the app, as a <Link> would; anything else (a new tab, a modifier, another
// site) is left to the browser.
import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

export function followInApp(event: MouseEvent, navigate: NavigateFunction): void {
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//') || link!.target || event.defaultPrevented || event.button !== 0
    || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(href);
}
