// Parts that pages show to everyone but whose code few readers need at once (the shared 15 s data under the header,
// the newsletter prompt): the server renders them like any lazy part, but while the first page hydrates, their chunk
// waits until the first poll is due (`until`: milliseconds) or the reader nears the part (`until`: a selector; never
// while the part is hidden, as display: none never intersects; its forms work as plain posts meanwhile). Until then
// React keeps the server's HTML as it is (a dehydrated Suspense boundary), so the page's first JavaScript does not
// grow (decision 008). A part mounted after the first page loads at once. Each mount owns its lazy, so a part
// remounted on another page (keyed by path or site) never waits on the condition of one that is gone.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

function ready(until: number | string): Promise<unknown> {
  return new Promise((resolve) => {
    const el = typeof until == 'string' && document.querySelector(until);
    if (!el) return setTimeout(resolve, +until || 0);
    new IntersectionObserver((entries, io) => {
      if (entries[0].isIntersecting) resolve(io.disconnect());
    }, { rootMargin: '200px 0px' }).observe(el);
  });
}

export function DeferredPart<P extends object>({ until, load, fallback = null, props }: {
  until: number | string; load: () => Promise<ComponentType<P>>; fallback?: ReactNode; props: P;
}) {
  const [Part] = useState(() => {
    // Decided here, outside the part's own Suspense boundary: React hydrates that boundary in a later pass, after the
    // root has committed (and marked the page hydrated).
    const hydrating = typeof document == 'object' && !document.documentElement.dataset.hydrated;
    return lazy(async () => {
      if (hydrating) await ready(until);
      return { default: await load() };
    });
  });
  return <Suspense fallback={fallback}><Part {...props} /></Suspense>;
}
