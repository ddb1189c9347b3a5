// §4 carousels: a horizontally scrolling list; an arrow shows only when there is more content in its direction
// (§9 edge tolerance 2.5 px, scroll debounce 100 ms, each press moves half a view). Without JavaScript the list
// still scrolls by touch or trackpad.
import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  CAROUSEL_DISPLACEMENT,
  CAROUSEL_EDGE_TOLERANCE_PX,
  SCROLL_DEBOUNCE_MS,
} from '../../shared/navigation-constants.ts';

export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ back: false, forward: false });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setMore({
      back: el.scrollLeft > CAROUSEL_EDGE_TOLERANCE_PX,
      forward: el.scrollLeft + el.clientWidth < el.scrollWidth - CAROUSEL_EDGE_TOLERANCE_PX,
    });
  }, []);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SCROLL_DEBOUNCE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure]);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    el?.scrollBy({ left: direction * el.clientWidth * CAROUSEL_DISPLACEMENT, behavior: 'smooth' });
  };
  return (
    <div className="carousel">
      {more.back && (
        <button
          type="button"
          className="carousel__arrow carousel__arrow--back"
          aria-label={`${label}: vissza`}
          onClick={() => move(-1)}
        >
          ‹
        </button>
      )}
      {/* The slides' count sizes each slide (styles/site.css), so a frame painted before the last slide is parsed
          draws the others as wide as they will stay. */}
      <div
        className="carousel__track"
        ref={track}
        role="region"
        aria-label={`${label}: görgethető lista`}
        tabIndex={0}
        style={{ '--slides': Children.count(children) } as CSSProperties}
      >
        {children}
      </div>
      {more.forward && (
        <button
          type="button"
          className="carousel__arrow carousel__arrow--forward"
          aria-label={`${label}: tovább`}
          onClick={() => move(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
