// The generated pictures as PNG: the scene of picture-scene.ts drawn into pixels as picture-svg.ts draws it, for
// what cannot show an SVG (og:image: social networks show no SVG). Only at the §9 breakpoint widths, each made once and kept in a bounded
// memory cache, with concurrent requests for one picture sharing its encoding, and only a few drawn at once.
import { LRUCache } from 'lru-cache';
import { encodePng } from '../../kit/png-encoder.ts';
import { pictureScene, type Hsl, type PictureScene, type Shape } from './picture-scene.ts';
import { pictureHeight } from './picture-svg.ts';

/** Enough for every breakpoint of a few hundred pictures (a 1200 px picture is some tens of kB). */
const CACHE_BYTES = 48 * 1024 * 1024;

type Rgb = [number, number, number];

/** CSS hsl() to sRGB bytes (CSS Color 4, section 7.1). */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = sat * Math.min(light, 1 - light);
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The spans a shape covers on the pixel row whose centre is at `y` (pixels): start and end x pairs. */
function rowSpans(shape: Shape, y: number, unit: number): number[] {
  if (shape.kind !== 'poly') {
    const dy = y - shape.cy * unit;
    const r = shape.r * unit;
    if (Math.abs(dy) >= r) return [];
    const half = Math.sqrt(r * r - dy * dy);
    return [shape.cx * unit - half, shape.cx * unit + half];
  }
  // Even-odd: where the row crosses the polygon's edges, sorted, taken in pairs.
  const p = shape.points;
  const xs: number[] = [];
  for (let k = 0, n = p.length; k < n; k += 2) {
    const y1 = p[k + 1] * unit;
    const y2 = p[(k + 3) % n] * unit;
    if (y1 <= y === y2 <= y) continue;
    const x1 = p[k] * unit;
    xs.push(x1 + ((y - y1) * (p[(k + 2) % n] * unit - x1)) / (y2 - y1));
  }
  return xs.sort((a, b) => a - b);
}

/** Paints one shape over the pixels; a span's end pixels are covered by the share of them inside it. */
function paint(pixels: Float32Array, width: number, height: number, shape: Shape, unit: number): void {
  const [r, g, b] = hslToRgb(shape.fill);
  const ys =
    shape.kind === 'poly' ? shape.points.filter((_, k) => k % 2 === 1) : [shape.cy - shape.r, shape.cy + shape.r];
  const top = Math.max(0, Math.floor(Math.min(...ys) * unit));
  const bottom = Math.min(height, Math.ceil(Math.max(...ys) * unit));
  const glow = shape.kind === 'glow';
  for (let y = top; y < bottom; y++) {
    const spans = rowSpans(shape, y + 0.5, unit);
    for (let s = 0; s + 1 < spans.length; s += 2) {
      const from = spans[s];
      const to = spans[s + 1];
      for (let x = Math.max(0, Math.floor(from)), end = Math.min(width, Math.ceil(to)); x < end; x++) {
        const cover = Math.min(x + 1, to) - Math.max(x, from);
        let a = shape.opacity * cover;
        // A glow fades linearly from its centre to its rim, as the SVG's radial gradient.
        if (glow) a *= 1 - Math.hypot(x + 0.5 - shape.cx * unit, y + 0.5 - shape.cy * unit) / (shape.r * unit);
        if (a <= 0) continue;
        const i = (y * width + x) * 3;
        pixels[i] += (r - pixels[i]) * a;
        pixels[i + 1] += (g - pixels[i + 1]) * a;
        pixels[i + 2] += (b - pixels[i + 2]) * a;
      }
    }
  }
}

/** The scene at `width` × its height, RGB: the sky's gradient, then every shape back to front. */
export function rasterPicture(
  scene: PictureScene,
  width: number,
): { width: number; height: number; channels: 3; pixels: Uint8Array } {
  const height = pictureHeight(width);
  const canvas = new Float32Array(width * height * 3);
  const top = hslToRgb(scene.skyTop);
  const bottom = hslToRgb(scene.skyBottom);
  const unit = width / 100; // pixels per scene unit, both ways (the SVG scales its viewBox to the same aspect)
  for (let y = 0; y < height; y++) {
    const t = (y + 0.5) / height;
    for (let c = 0; c < 3; c++) {
      const v = top[c] + (bottom[c] - top[c]) * t;
      for (let i = y * width * 3 + c, end = (y + 1) * width * 3; i < end; i += 3) canvas[i] = v;
    }
  }
  for (const shape of scene.shapes) paint(canvas, width, height, shape, unit);
  const pixels = new Uint8Array(canvas.length);
  for (let i = 0; i < canvas.length; i++) pixels[i] = canvas[i] + 0.5;
  return { width, height, channels: 3, pixels };
}

/**
 * Our choice: pictures drawn and encoded at once. Each holds its pixels and filtered rows (about 5 MB at 1200 px) until
 * zlib has deflated them, and drawing one takes the event loop for tens of ms; further new pictures wait for a turn
 * holding only their name, so a burst of asks for pictures not yet made neither piles up memory nor starves the loop.
 */
const DRAWS_AT_ONCE = 2;
/** Pictures being drawn or encoded now, and the most there have been (tests read both). */
export const pngDraws = { active: 0, peak: 0 };
const waitingForTurn: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (pngDraws.active < DRAWS_AT_ONCE) pngDraws.active++;
  // A finished drawing hands its turn straight to the first waiter (the count stays as it is).
  else await new Promise<void>((granted) => waitingForTurn.push(granted));
  pngDraws.peak = Math.max(pngDraws.peak, pngDraws.active);
  try {
    return await work();
  } finally {
    const next = waitingForTurn.shift();
    if (next) next();
    else pngDraws.active--;
  }
}

const pngs = new LRUCache<string, Promise<Buffer>>({
  maxSize: CACHE_BYTES,
  // A pending encoding counts as a large picture until it is done (then as its bytes).
  sizeCalculation: () => 128 * 1024,
});

/** The picture `name` as PNG at a breakpoint width (the caller bounds `width`: pictureWidth). */
export function picturePng(name: string, width: number): Promise<Buffer> {
  const key = `${width}:${name}`;
  let png = pngs.get(key);
  if (!png) {
    png = inTurn(() => encodePng(rasterPicture(pictureScene(name), width)));
    pngs.set(key, png);
    const pending = png;
    // Once made, the entry counts its real size; a failed encoding is not remembered (the next request tries again).
    pending.then(
      (bytes) => {
        if (pngs.peek(key) === pending) pngs.set(key, pending, { size: bytes.length });
      },
      () => pngs.delete(key),
    );
  }
  return png;
}
