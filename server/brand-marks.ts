// The sites' marks as raster images: /favicon.ico, which browsers and feed readers ask for whatever the page
// says, and the share logos (og:image of a page without a picture of its own; social networks show no SVG). The one
// home of each mark stays its favicon SVG in client/public (a white capital on a rounded square of the site's colour):
// its colour and letter are read from the built file, and the letter is drawn from the shapes below, in the SVG's
// 32-unit box (Arial Bold 20 on the baseline y = 23, centred on x = 16).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../shared/sites/site-config.ts';
import { encodePngSync, type RasterImage } from '../kit/png-encoder.ts';

export interface BrandMark {
  /** background, as #rrggbb */
  colour: string;
  letter: string;
}

type Shape = (x: number, y: number) => boolean;

const rect =
  (x0: number, y0: number, x1: number, y1: number): Shape =>
  (x, y) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1;
/** A convex polygon, points clockwise (y down). */
const polygon =
  (...points: [number, number][]): Shape =>
  (x, y) =>
    points.every(([x0, y0], i) => {
      const [x1, y1] = points[(i + 1) % points.length];
      return (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) >= 0;
    });
const ring =
  (cx: number, cy: number, outer: [number, number], inner: [number, number]): Shape =>
  (x, y) => {
    const o = ((x - cx) / outer[0]) ** 2 + ((y - cy) / outer[1]) ** 2;
    const i = ((x - cx) / inner[0]) ** 2 + ((y - cy) / inner[1]) ** 2;
    return o <= 1 && i > 1;
  };
const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((s) => s(x, y));

/** Cap height 8.7 to 23 (Arial's 0.716 em of 20), strokes about 3 units, as the bold face draws them. */
const GLYPHS: Record<string, Shape> = {
  T: union(rect(9.9, 8.7, 22.1, 11.6), rect(14.5, 8.7, 17.5, 23)),
  A: union(
    polygon([14.1, 8.7], [17.2, 8.7], [12.1, 23], [8.8, 23]),
    polygon([14.8, 8.7], [17.9, 8.7], [23.2, 23], [19.9, 23]),
    rect(11.9, 17.2, 20.1, 19.8),
  ),
  K: union(
    rect(9.4, 8.7, 12.4, 23),
    polygon([19.2, 8.7], [23.6, 8.7], [12.4, 19.6], [12.4, 15.4]),
    polygon([14.6, 15.0], [17.4, 12.9], [23.8, 23], [20.0, 23]),
  ),
  G: union(
    // The ring open at the upper right (angles measured clockwise from the x axis, y down).
    (x, y) =>
      ring(16.2, 15.85, [7.7, 7.45], [4.7, 4.55])(x, y) &&
      !(x > 16.2 && Math.atan2(y - 15.85, x - 16.2) < -0.15 && Math.atan2(y - 15.85, x - 16.2) > -0.95),
    rect(16.4, 15.2, 23.9, 17.9),
    rect(20.9, 15.2, 23.9, 21.3),
  ),
};

/** Every glyph lies inside this box (mark units): a pixel wholly outside it needs no letter test. */
const GLYPH_BOX = { x0: 8.5, y0: 8.4, x1: 24.2, y1: 23.3 } as const;
const MARK_BOX = 32;
const MARK_RADIUS = 6;

/** Colour and letter of a site's favicon SVG (the built copy in `assetsDir`). */
export function brandMarkOf(site: SiteConfig, assetsDir: string): BrandMark {
  const file = join(assetsDir, site.favicon.replace(/^\/assets\//, ''));
  const svg = readFileSync(file, 'utf8');
  const colour = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1];
  const letter = />\s*([A-Z])\s*<\/text>/.exec(svg)?.[1];
  if (!colour || !letter || !GLYPHS[letter])
    throw new Error(
      `${file}: no mark this module can draw (a #rrggbb square and one of ${Object.keys(GLYPHS).join(', ')})`,
    );
  return { colour, letter };
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function insideRoundedSquare(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > MARK_BOX || y > MARK_BOX) return false;
  const cx = Math.min(Math.max(x, MARK_RADIUS), MARK_BOX - MARK_RADIUS);
  const cy = Math.min(Math.max(y, MARK_RADIUS), MARK_BOX - MARK_RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= MARK_RADIUS ** 2;
}

/**
 * Draws into RGBA: `fieldOf(x, y)` says, in mark units, whether a point is the coloured field (convex; else
 * transparent); the letter is white. `samples`² points a pixel smooth the edges.
 */
function draw(
  width: number,
  height: number,
  unitsPerPixel: number,
  origin: [number, number],
  mark: BrandMark,
  fieldOf: (x: number, y: number) => boolean,
  samples: number,
): RasterImage {
  const glyph = GLYPHS[mark.letter];
  const [r, g, b] = rgbOf(mark.colour);
  const pixels = new Uint8Array(width * height * 4);
  const n = samples * samples;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const i = (py * width + px) * 4;
      const x0 = origin[0] + px * unitsPerPixel;
      const y0 = origin[1] + py * unitsPerPixel;
      const x1 = x0 + unitsPerPixel;
      const y1 = y0 + unitsPerPixel;
      const nearLetter = x1 >= GLYPH_BOX.x0 && x0 <= GLYPH_BOX.x1 && y1 >= GLYPH_BOX.y0 && y0 <= GLYPH_BOX.y1;
      // The field is convex: a pixel whose corners are all in it is wholly in it, and one colour (most of a card).
      if (!nearLetter && fieldOf(x0, y0) && fieldOf(x1, y0) && fieldOf(x0, y1) && fieldOf(x1, y1)) {
        pixels[i] = r;
        pixels[i + 1] = g;
        pixels[i + 2] = b;
        pixels[i + 3] = 255;
        continue;
      }
      let field = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = origin[0] + (px + (sx + 0.5) / samples) * unitsPerPixel;
          const y = origin[1] + (py + (sy + 0.5) / samples) * unitsPerPixel;
          if (glyph(x, y)) white++;
          else if (fieldOf(x, y)) field++;
        }
      }
      const alpha = (field + white) / n;
      if (alpha === 0) continue;
      // Straight (not premultiplied) colour: the mix of the field's colour and white among the covered samples.
      const w = white / (field + white);
      pixels[i] = Math.round(r + (255 - r) * w);
      pixels[i + 1] = Math.round(g + (255 - g) * w);
      pixels[i + 2] = Math.round(b + (255 - b) * w);
      pixels[i + 3] = Math.round(255 * alpha);
    }
  }
  return { width, height, channels: 4, pixels };
}

/** The favicon's square at `size` pixels, PNG. */
export function markPng(mark: BrandMark, size: number): Buffer {
  return encodePngSync(draw(size, size, MARK_BOX / size, [0, 0], mark, insideRoundedSquare, 4));
}

/** A share card (1200 × 630, the size social networks crop to): the site's colour edge to edge, its letter large. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** The card's pixels (encoded by the caller, off the event loop: encodePng). */
export function shareCard(mark: BrandMark): RasterImage {
  const { width, height } = SHARE_CARD;
  // The letter's 14.3-unit cap height fills about half the card's height.
  const unitsPerPixel = 14.3 / (height * 0.5);
  const origin: [number, number] = [16 - (width / 2) * unitsPerPixel, 15.85 - (height / 2) * unitsPerPixel];
  return draw(width, height, unitsPerPixel, origin, mark, () => true, 2);
}

/** An .ico holding PNG images (Windows Vista and every browser since read them), smallest first. */
export function icoOf(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e[0] = size >= 256 ? 0 : size; // 0 means 256
    e[1] = size >= 256 ? 0 : size;
    e[2] = 0; // no palette
    e[3] = 0;
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits a pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.png)]);
}
