// §2.8 the list glide: SCROLL_ANIMATION_MS long, ending with the element SCROLL_OFFSET_PX from the viewport top
// (the header's room), eased in and out. The reader's own wheel, touch or key stops it; a reader who asked the
// system for reduced motion gets the jump without the animation.
import { SCROLL_ANIMATION_MS, SCROLL_OFFSET_PX } from '../../shared/navigation-constants.ts';

export function smoothScrollTo(element: Element): void {
  const max = document.documentElement.scrollHeight - innerHeight;
  const from = scrollY;
  const to = Math.max(0, Math.min(max, from + element.getBoundingClientRect().top + SCROLL_OFFSET_PX));
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return scrollTo(0, to);
  const start = performance.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown'];
  for (const e of events) addEventListener(e, stop, { once: true, passive: true });
  const frame = (now: number) => {
    const t = Math.min(1, (now - start) / SCROLL_ANIMATION_MS);
    if (!stopped) scrollTo(0, from + (to - from) * (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2));
    if (t < 1 && !stopped) requestAnimationFrame(frame);
    else for (const e of events) removeEventListener(e, stop);
  };
  requestAnimationFrame(frame);
}
