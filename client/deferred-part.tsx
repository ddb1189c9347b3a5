// Parts that pages show to everyone but whose code few readers need at once (the shared 15 s data in and under the
// header, the newsletter prompt). The server renders them like any lazy part, inside a wrapper `display: contents`
// element. While the first page hydrates, the browser keeps the server's HTML of the part as static markup (React does
// not hydrate inside it, and a context change above, such as the clock's first tick, does not throw it away as it
// would a dehydrated Suspense boundary) until the part is wanted: the first poll is due (`until`: milliseconds) or the
// reader nears it (`until`: a selector; never while it is hidden, as display: none never intersects; its forms work
// as plain posts meanwhile). Then the chunk loads and React renders the part in place, from the same data, so nothing
// moves. The page's first JavaScript does not carry the part (decision 008). A part mounted after the first page
// loads at once.
import { lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SecondaryContext } from './secondary-data.tsx';

/** How far below the screen a part counts as near: its code starts loading then, so it is ready when it scrolls in. */
const NEAR_PX = 200;

function ready(until: number | string): Promise<unknown> {
  return new Promise((resolve) => {
    if (typeof until === 'number') {
      setTimeout(resolve, until);
      return;
    }
    let el: Element | null = null;
    const near = () => el !== null && el.getBoundingClientRect().top < innerHeight + NEAR_PX;
    // The first report can describe a layout that hydration is still settling (a part thousands of pixels down seen
    // as near): believe it only when the element is near now and still two frames later; otherwise wait for the next
    // crossing. Reports can queue up while the page is busy: the last one holds.
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries[entries.length - 1].isIntersecting || !near()) return;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (!near()) return;
            io.disconnect();
            resolve(undefined);
          }),
        );
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    // A part far down a streamed page comes behind the page's shell (React's reveal script later moves the same
    // element into place, and the observer follows it), and it can arrive after hydration: look once the document has
    // all its HTML. Nothing there to come near (the server drew the part without it): nothing to load.
    const look = () => {
      el = document.querySelector(until);
      if (el) io.observe(el);
    };
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', look);
    else look();
  });
}

// Wrapper elements an instance has taken over: on a client navigation the next page's instance renders while the
// previous page's element is still in the document, and must not take that for server markup. (A document-wide
// 'hydrated' flag decided this before, and misjudged a part whose first render came after the root's effects had
// run: it then loaded its chunk at once — the budget test caught a first scroll loading the newsletter prompt.)
const claimed = new WeakSet<Element>();

function serverHtmlOf(name: string): string | null {
  if (typeof document !== 'object') return null;
  const el = document.querySelector(`[data-part="${name}"]`);
  return el && !claimed.has(el) ? el.innerHTML : null;
}

export type PartLoader<P> = () => Promise<ComponentType<P>>;

// One lazy component for each part's loader (a constant of its module), for every instance on every page: a lazy made
// per instance met its module unloaded on each server render, so the part suspended and was rendered again on every
// page (decision 106). A load that failed is forgotten, so the next instance tries again.
const lazyParts = new WeakMap<object, unknown>();

function lazyPart<P>(load: PartLoader<P>): ComponentType<P> {
  const known = lazyParts.get(load) as ComponentType<P> | undefined;
  if (known) return known;
  const Part = lazy(() =>
    load().then(
      (c) => ({ default: c }),
      (err: unknown) => {
        lazyParts.delete(load); // a chunk that failed to load is asked for again next time
        throw err;
      },
    ),
  );
  lazyParts.set(load, Part);
  return Part;
}

export function DeferredPart<P extends object>({
  name,
  until,
  load,
  fallback = null,
  props,
  keep,
}: {
  /** unique on the page: the wrapper's data-part */
  name: string;
  until: number | string;
  /** a constant of the caller's module, so that every instance shares one lazy component */
  load: PartLoader<P>;
  fallback?: ReactNode;
  props: P;
  /**
   * The part's markup follows from the page's site and the secondary values the part reads, nothing else (not its
   * path, not the time): the server may write the markup it kept for those values rather than render the part
   * (decision 113).
   */
  keep?: boolean;
}) {
  const source = useContext(SecondaryContext);
  const [html, setHtml] = useState(
    () => serverHtmlOf(name) ?? (keep && source?.keptMarkup ? source.keptMarkup(name, load, props) : null),
  );
  const wrapper = useRef<HTMLDivElement>(null);
  // Whatever this instance shows, its element is no longer the server's markup for the next instance of the part.
  useEffect(() => {
    if (wrapper.current) claimed.add(wrapper.current);
  }, []);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const Part = lazyPart(load);
  useEffect(() => {
    if (html === null) return;
    let mounted = true;
    void ready(until)
      .then(load)
      .then((c) => {
        if (!mounted) return;
        setLoaded(() => c);
        setHtml(null);
      });
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the part loads once, when first mounted
  }, []);
  if (html !== null)
    return <div ref={wrapper} className="deferred-part" data-part={name} dangerouslySetInnerHTML={{ __html: html }} />;
  const Shown = Loaded ?? Part;
  return (
    <div ref={wrapper} className="deferred-part" data-part={name}>
      <Suspense fallback={fallback}>
        <Shown {...props} />
      </Suspense>
    </div>
  );
}
