// §2.8 after a client navigation: back/forward restores the saved position, a #hash scrolls to its target, a
// navigation that asked to keep its position keeps it, and otherwise navigationScrollRule decides between the list
// glide, staying put and the top.
import type { NavigationScrollHandler } from './use-navigation-scroll.ts';
import { navigationScrollRule } from './navigation-scroll-rule.ts';
import { smoothScrollTo } from './smooth-scroll.ts';

export const LIST_CONTENT_SELECTOR = '[data-list-content]';

export const applyNavigationScroll: NavigationScrollHandler = (from, to, restore, preventReset) => {
  if (restore !== null) return scrollTo(0, restore);
  let target: HTMLElement | null = null;
  try {
    target = to.hash ? document.getElementById(decodeURIComponent(to.hash.slice(1))) : null;
  } catch {
    // A malformed #fragment names no element.
  }
  if (target) return target.scrollIntoView();
  if (preventReset) return;
  const rule = from === null ? 'top' : navigationScrollRule(from, to);
  const list = rule === 'list' && document.querySelector(LIST_CONTENT_SELECTOR);
  if (list) smoothScrollTo(list);
  else if (rule !== 'keep') scrollTo(0, 0);
};
