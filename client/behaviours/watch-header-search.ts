// The header's search is plain markup (a GET form to the archive inside a <details>) until the reader opens
// or focuses it; then its typeahead combobox loads as a chunk of its own (./header-search.ts). Started with the other
// deferred behaviours, so the first-load JavaScript carries none of it; a search opened before this ran is caught up.
const ROOT = '.header-search';

export function watchHeaderSearch(navigate: (to: string) => void): void {
  const load = (target: EventTarget | null) => {
    const root = target instanceof Element ? target.closest<HTMLDetailsElement>(ROOT) : null;
    if (root) import('./header-search.chunk.ts').then((m) => m.enhanceHeaderSearch(root, navigate)).catch(console.warn);
  };
  addEventListener('focusin', (e) => load(e.target), true);
  // `toggle` does not bubble; the capture phase still passes the window.
  addEventListener('toggle', (e) => load(e.target), true);
  load(document.activeElement);
  load(document.querySelector(`${ROOT}[open]`));
}
