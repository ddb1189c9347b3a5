// Feeds scroll positions to nextHeaderState, at most once every HEADER_SCROLL_THROTTLE_MS (§9) with a trailing
// call so the final position always counts, and sets site-header--hidden on the header. React renders the header's
// class once and never changes it, so toggling the class here does not fight a re-render (and keeps this code out
// of the first-load bundle).
import { HEADER_SCROLL_THROTTLE_MS } from '../../shared/navigation-constants.ts';
import { nextHeaderState } from './header-visibility.ts';

export const HEADER_HIDDEN_CLASS = 'site-header--hidden';

export function watchHeaderVisibility(): void {
  let state = { hidden: false, turn: scrollY };
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    last = performance.now();
    timer = undefined;
    const hero = document.querySelector('[data-hero]');
    state = nextHeaderState(state, scrollY, hero && { bottom: hero.getBoundingClientRect().bottom, width: innerWidth });
    document.querySelector('.site-header')?.classList.toggle(HEADER_HIDDEN_CLASS, state.hidden);
  };
  addEventListener(
    'scroll',
    () => {
      const wait = last + HEADER_SCROLL_THROTTLE_MS - performance.now();
      if (wait <= 0) update();
      else timer ??= setTimeout(update, wait);
    },
    { passive: true },
  );
}
