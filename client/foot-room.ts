// Room at the page's foot for what is fixed over it (the media dock, the sticky ad bar): the element's height is kept
// in a CSS variable on the root, which `body`'s padding adds up (client/styles/podcast.css), so the footer and the
// last lines can always be scrolled clear of it. Returns the undoing.
export function keepFootRoom(el: HTMLElement, variable: string): () => void {
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty(variable, `${el.offsetHeight}px`));
  observer.observe(el);
  return () => {
    observer.disconnect();
    root.style.removeProperty(variable);
  };
}
