// Deterministic generated pictures for the demo corpus as SVG: the scene its name decides (picture-scene.ts), and
// avatars with initials on a coloured circle.
import { IMAGE_BREAKPOINTS } from '../../shared/constants.ts';
import { ASPECT, describeScene, pictureScene, randomStream, type Hsl, type Shape } from './picture-scene.ts';

const WIDTHS = Object.values(IMAGE_BREAKPOINTS) as number[];

/** The breakpoint width closest to `requested` (§9 image breakpoints); the largest when absent. */
export function pictureWidth(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return Math.max(...WIDTHS);
  return WIDTHS.reduce((best, w) => (Math.abs(w - requested) < Math.abs(best - requested) ? w : best), WIDTHS[0]);
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const css = (c: Hsl) => hsl(c.h, c.s, c.l);
const opacityOf = (o: number) => (o === 1 ? '' : ` opacity="${o.toFixed(2)}"`);

/** The picture's height at a width: the scene's aspect, rounded. */
export const pictureHeight = (width: number) => Math.round(width * ASPECT);

function shapeSvg(shape: Shape): string {
  const fill = css(shape.fill);
  if (shape.kind === 'poly') {
    const points: string[] = [];
    for (let k = 0; k < shape.points.length; k += 2) points.push(`${shape.points[k]},${shape.points[k + 1]}`);
    return `<polygon points="${points.join(' ')}" fill="${fill}"${opacityOf(shape.opacity)}/>`;
  }
  const circle = `cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"`;
  // A glow's opacity fades from its centre to its rim: the radial gradient `g`, in the glow's colour.
  if (shape.kind === 'glow')
    return `<radialGradient id="g"><stop offset="0" stop-color="${fill}" stop-opacity="${shape.opacity}"/><stop offset="1" stop-color="${fill}" stop-opacity="0"/></radialGradient><circle ${circle} fill="url(#g)"/>`;
  return `<circle ${circle} fill="${fill}"${opacityOf(shape.opacity)}/>`;
}

/** The picture `name` (picture-scene.ts) as SVG, its description as the image's accessible name. */
export function pictureSvg(name: string, width: number): string {
  const scene = pictureScene(name);
  const height = pictureHeight(width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${100 * ASPECT}" preserveAspectRatio="none" role="img" aria-label="${escapeXml(describeScene(scene, false))}" data-motif="${scene.motif}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(scene.skyTop)}"/><stop offset="1" stop-color="${css(scene.skyBottom)}"/></linearGradient></defs>
<rect width="100" height="${100 * ASPECT}" fill="url(#s)"/>
${scene.shapes.map(shapeSvg).join('')}
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
