// §4 ad slot states: empty → initialised → loaded when it scrolls into view (observer margin per slot; at once for
// early load; the delayed slot AD_DELAY_MS after it comes into view), destroyed when the page is left or the route
// changes (the returned cleanup). The ad service is configuration: it listens for `adslot:load` / `adslot:destroy`
// on window (detail: slot name and element); a service whose script arrives after a slot loaded finds it by its
// data-state. With none configured this module never loads and the slots stay empty placeholders.
import { AD_DELAY_MS } from '../../shared/constants.ts';

export function watchAdSlots(root: ParentNode, serviceScript: string): () => void {
  // The service's script is loaded once per document; it takes the slot events from then on.
  if (!document.querySelector('script[data-ad-service]')) {
    const script = document.createElement('script');
    script.src = serviceScript;
    script.async = true;
    script.dataset.adService = '';
    document.head.append(script);
  }
  const cleanups: (() => void)[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('.ad-slot')) {
    const name = el.dataset.slot ?? '';
    const emit = (type: string) => window.dispatchEvent(new CustomEvent(type, { detail: { name, element: el } }));
    const load = () => {
      el.dataset.state = 'loaded';
      emit('adslot:load');
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    el.dataset.state = 'initialised';
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      if (el.dataset.load === 'delayed') timer = setTimeout(load, AD_DELAY_MS);
      else load();
    }, { rootMargin: `${Number(el.dataset.margin) || 0}px 0px` });
    if (el.dataset.load === 'early') load();
    else observer.observe(el);
    cleanups.push(() => {
      clearTimeout(timer);
      observer.disconnect();
      el.dataset.state = 'empty';
      emit('adslot:destroy');
    });
  }
  return () => cleanups.forEach((c) => c());
}
