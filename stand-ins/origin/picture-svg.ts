// Deterministic generated pictures for the demo corpus: a soft landscape-like scene (sky gradient, sun, hills)
// whose colours and shapes come from a hash of the name, and avatars with initials on a coloured circle.
import { IMAGE_BREAKPOINTS } from '../../shared/constants.ts';

const WIDTHS = Object.values(IMAGE_BREAKPOINTS) as number[];
const ASPECT = 9 / 16;

/** The breakpoint width closest to `requested` (§9 image breakpoints); the largest when absent. */
export function pictureWidth(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return Math.max(...WIDTHS);
  return WIDTHS.reduce((best, w) => (Math.abs(w - requested) < Math.abs(best - requested) ? w : best), WIDTHS[0]);
}

/** FNV-1a, then a small xorshift stream: the same name always draws the same numbers. */
function randomStream(name: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let state = h || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour as CSS's hsl(): hue in degrees, saturation and lightness in percent (rounded as the SVG writes them). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/**
 * What a picture shows, in the SVG's units (100 wide, 100 × ASPECT high): the same scene is drawn as SVG in pages and as
 * PNG for share cards (picture-png.ts), so both look alike.
 */
export interface PictureScene {
  aspect: number;
  skyTop: Hsl;
  skyBottom: Hsl;
  /** sun centre; y already in the picture's height units */
  sunX: number;
  sunY: number;
  /** back to front: the hill line's y at x = 0, 20, …, 100 (before scaling by the aspect), its colour and opacity */
  hills: { points: number[]; fill: Hsl; opacity: number }[];
}

const colour = (h: number, s: number, l: number): Hsl => ({
  h: Math.round(h) % 360,
  s: Math.round(s),
  l: Math.round(l),
});
const css = (c: Hsl) => hsl(c.h, c.s, c.l);

export function pictureScene(name: string): PictureScene {
  const rnd = randomStream(name);
  const hue = rnd() * 360;
  const dusk = rnd() < 0.35;
  const skyTop = dusk ? colour(hue + 220, 45, 22) : colour(hue, 55, 62);
  const skyBottom = dusk ? colour(hue + 20, 70, 62) : colour(hue + 30, 60, 86);
  const sunX = Number((15 + rnd() * 70).toFixed(1));
  const sunY = Number(((18 + rnd() * 30) * ASPECT).toFixed(1));
  const hills = [0, 1, 2].map((i) => {
    const base = 55 + i * 13 + rnd() * 6;
    const points = Array.from({ length: 6 }, () => Number((base - 6 + rnd() * 12).toFixed(1)));
    return {
      points,
      fill: colour(hue + 90 + i * 25, 30 + i * 8, (dusk ? 30 : 48) - i * 10),
      opacity: Number((0.75 + i * 0.1).toFixed(2)),
    };
  });
  return { aspect: ASPECT, skyTop, skyBottom, sunX, sunY, hills };
}

/** The picture's height at a width: the scene's aspect, rounded. */
export const pictureHeight = (width: number) => Math.round(width * ASPECT);

export function pictureSvg(name: string, width: number): string {
  const scene = pictureScene(name);
  const height = pictureHeight(width);
  const hills = scene.hills.map(
    ({ points, fill, opacity }) =>
      `<polygon points="0,100 ${points.map((y, k) => `${k * 20},${y.toFixed(1)}`).join(' ')} 100,100" fill="${css(fill)}" opacity="${opacity.toFixed(2)}"/>`,
  );
  const sunX = scene.sunX.toFixed(1);
  const sunY = scene.sunY.toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${100 * ASPECT}" preserveAspectRatio="none" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(scene.skyTop)}"/><stop offset="1" stop-color="${css(scene.skyBottom)}"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.95"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient></defs>
<rect width="100" height="100" fill="url(#s)"/>
<circle cx="${sunX}" cy="${sunY}" r="14" fill="url(#g)"/>
<circle cx="${sunX}" cy="${sunY}" r="4" fill="#fffbea" opacity="0.9"/>
<g transform="scale(1 ${ASPECT})">${hills.join('')}</g>
</svg>`;
}

export function initials(slug: string): string {
  const parts = slug.split(/[-_\s]+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p[0])
      .join('') || '?'
  ).toUpperCase();
}

export function avatarSvg(slug: string, size: number): string {
  const rnd = randomStream(slug);
  const hue = rnd() * 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(slug)}">
<circle cx="50" cy="50" r="50" fill="${hsl(hue, 45, 45)}"/>
<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="600" fill="#fff">${escapeXml(initials(slug))}</text>
</svg>`;
}
