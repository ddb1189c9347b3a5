// §9 image breakpoints: the publisher's media host resizes with ?w=, so its pictures get a srcset over the
// breakpoints; pictures from elsewhere are left as they are.
import { IMAGE_BREAKPOINTS } from './constants.ts';

const RESIZABLE = /^\/media\/img\/[A-Za-z0-9_-]+\.svg$/;

export function srcsetFor(src: string): string | null {
  if (!RESIZABLE.test(src)) return null;
  return Object.values(IMAGE_BREAKPOINTS)
    .map((w) => `${src}?w=${w} ${w}w`)
    .join(', ');
}

/** Body images span the text column (44rem) on wide screens, the viewport on narrow ones. */
export const CONTENT_IMAGE_SIZES = '(min-width: 900px) 44rem, 100vw';
/** A wide (longform) cover spans the screen on a phone and the page grid from 900 px: never wider than the viewport. */
export const WIDE_IMAGE_SIZES = '100vw';
