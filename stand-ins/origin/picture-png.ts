// The generated pictures as PNG: the scene of picture-svg.ts drawn into pixels, for what cannot show an SVG
// (og:image: social networks show no SVG). Only at the §9 breakpoint widths, each made once and kept in a bounded
// memory cache, with concurrent requests for one picture sharing its encoding, and only a few drawn at once.
import { LRUCache } from 'lru-cache';
import { encodePng } from '../../kit/png-encoder.ts';
import { pictureHeight, pictureScene, type Hsl, type PictureScene } from './picture-svg.ts';

/** Enough for every breakpoint of a few hundred pictures (a 1200 px picture is some tens of kB). */
const CACHE_BYTES = 48 * 1024 * 1024;
const SUN_GLOW = { r: 14, colour: [255, 248, 224], alpha: 0.95 } as const;
const SUN_CORE = { r: 4, colour: [255, 251, 234], alpha: 0.9 } as const;

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

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The scene at `width` × its height, RGB. Edges are smoothed by the share of the pixel each shape covers. */
export function rasterPicture(
  scene: PictureScene,
  width: number,
): { width: number; height: number; channels: 3; pixels: Uint8Array } {
  const height = pictureHeight(width);
  const pixels = new Uint8Array(width * height * 3);
  const top = hslToRgb(scene.skyTop);
  const bottom = hslToRgb(scene.skyBottom);
  const unit = width / 100; // pixels per scene unit, both ways (the SVG scales its viewBox to the same aspect)
  const sunX = scene.sunX * unit;
  const sunY = scene.sunY * unit;
  // Each hill's top edge per column, in pixels: the polygon's line through x = 0, 20, …, 100, scaled by the aspect.
  const hills = scene.hills.map(({ points, fill, opacity }) => {
    const edge = new Float32Array(width);
    for (let x = 0; x < width; x++) {
      const u = ((x + 0.5) / width) * 100;
      const k = Math.min(4, Math.floor(u / 20));
      const y = points[k] + ((points[k + 1] - points[k]) * (u - k * 20)) / 20;
      edge[x] = y * scene.aspect * unit;
    }
    return { edge, rgb: hslToRgb(fill), opacity };
  });
  const glowR = SUN_GLOW.r * unit;
  const coreR = SUN_CORE.r * unit;
  for (let y = 0; y < height; y++) {
    const t = height > 1 ? y / (height - 1) : 0;
    const sky: Rgb = [
      top[0] + (bottom[0] - top[0]) * t,
      top[1] + (bottom[1] - top[1]) * t,
      top[2] + (bottom[2] - top[2]) * t,
    ];
    const dy = y + 0.5 - sunY;
    for (let x = 0; x < width; x++) {
      let r = sky[0],
        g = sky[1],
        b = sky[2];
      const dx = x + 0.5 - sunX;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d < glowR) {
        // The radial gradient fades its alpha linearly from the centre to the rim.
        const a = SUN_GLOW.alpha * (1 - d / glowR);
        r += (SUN_GLOW.colour[0] - r) * a;
        g += (SUN_GLOW.colour[1] - g) * a;
        b += (SUN_GLOW.colour[2] - b) * a;
        const core = SUN_CORE.alpha * clamp01(coreR - d + 0.5);
        r += (SUN_CORE.colour[0] - r) * core;
        g += (SUN_CORE.colour[1] - g) * core;
        b += (SUN_CORE.colour[2] - b) * core;
      }
      for (const hill of hills) {
        const a = hill.opacity * clamp01(y + 1 - hill.edge[x]);
        if (a > 0) {
          r += (hill.rgb[0] - r) * a;
          g += (hill.rgb[1] - g) * a;
          b += (hill.rgb[2] - b) * a;
        }
      }
      const i = (y * width + x) * 3;
      pixels[i] = r + 0.5;
      pixels[i + 1] = g + 0.5;
      pixels[i + 2] = b + 0.5;
    }
  }
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
