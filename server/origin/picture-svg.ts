// Deterministic placeholder pictures for the demo corpus: a soft landscape-like scene (sky gradient, sun, hills)
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

export function pictureSvg(name: string, width: number): string {
  const rnd = randomStream(name);
  const height = Math.round(width * ASPECT);
  const hue = rnd() * 360;
  const dusk = rnd() < 0.35;
  const skyTop = dusk ? hsl(hue + 220, 45, 22) : hsl(hue, 55, 62);
  const skyBottom = dusk ? hsl(hue + 20, 70, 62) : hsl(hue + 30, 60, 86);
  const sunX = 15 + rnd() * 70;
  const sunY = 18 + rnd() * 30;
  const hills = [0, 1, 2].map((i) => {
    const base = 55 + i * 13 + rnd() * 6;
    const points = Array.from({ length: 6 }, (_, k) => `${k * 20},${(base - 6 + rnd() * 12).toFixed(1)}`);
    const fill = hsl(hue + 90 + i * 25, 30 + i * 8, (dusk ? 30 : 48) - i * 10);
    return `<polygon points="0,100 ${points.join(' ')} 100,100" fill="${fill}" opacity="${(0.75 + i * 0.1).toFixed(2)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${100 * ASPECT}" preserveAspectRatio="none" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.95"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient></defs>
<rect width="100" height="100" fill="url(#s)"/>
<circle cx="${sunX.toFixed(1)}" cy="${(sunY * ASPECT).toFixed(1)}" r="14" fill="url(#g)"/>
<circle cx="${sunX.toFixed(1)}" cy="${(sunY * ASPECT).toFixed(1)}" r="4" fill="#fffbea" opacity="0.9"/>
<g transform="scale(1 ${ASPECT})">${hills.join('')}</g>
</svg>`;
}

export function initials(slug: string): string {
  const parts = slug.split(/[-_\s]+/).filter(Boolean);
  return (parts.slice(0, 2).map((p) => p[0]).join('') || '?').toUpperCase();
}

export function avatarSvg(slug: string, size: number): string {
  const rnd = randomStream(slug);
  const hue = rnd() * 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(slug)}">
<circle cx="50" cy="50" r="50" fill="${hsl(hue, 45, 45)}"/>
<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="600" fill="#fff">${escapeXml(initials(slug))}</text>
</svg>`;
}
