// What a generated picture shows, decided once from its name: a motif (a city skyline, the Parliament's dome, a
// stadium, a stage, …) drawn as simple shapes in colours of a time of day or a backdrop, and the words that say so.
// The SVG (picture-svg.ts), the PNG (picture-png.ts) and the caption and alt text the seed writes under it all read
// this one record, so a picture's text describes that picture. A name `{motif}-{key}` picks the motif and varies it
// by the key (the seed uses the story's id); any other name is a landscape of hills.

export const ASPECT = 9 / 16;
/** The scene's units: 100 wide, 100 × ASPECT high. */
const W = 100;
const H = W * ASPECT;

/** A colour as CSS's hsl(): hue in degrees, saturation and lightness in percent. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** A filled shape in scene units; `glow` is a disc whose opacity fades from its centre to its rim (a sun's halo). */
export type Shape =
  | { kind: 'poly'; points: number[]; fill: Hsl; opacity: number }
  | { kind: 'circle' | 'glow'; cx: number; cy: number; r: number; fill: Hsl; opacity: number };

type Light = 'day' | 'dusk' | 'night';

export interface PictureScene {
  name: string;
  motif: MotifId;
  /** outdoors: the time of day its sky shows; indoors: null, and the backdrop's colour is named instead */
  light: Light | null;
  backdrop: number;
  skyTop: Hsl;
  skyBottom: Hsl;
  /** back to front */
  shapes: Shape[];
}

/** FNV-1a, then a small xorshift stream: the same name always draws the same numbers. */
export function randomStream(name: string): () => number {
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

const round1 = (v: number) => Math.round(v * 10) / 10;
export const colour = (h: number, s: number, l: number): Hsl => ({
  h: ((Math.round(h) % 360) + 360) % 360,
  s: Math.max(0, Math.min(100, Math.round(s))),
  l: Math.max(0, Math.min(100, Math.round(l))),
});

/** The drawing kit a motif draws with: its random stream, the light, and shapes rounded as the SVG writes them. */
class Painter {
  readonly shapes: Shape[] = [];
  constructor(
    readonly rnd: () => number,
    readonly light: Light | null,
  ) {}
  /** A number in [a, b). */
  between(a: number, b: number): number {
    return a + this.rnd() * (b - a);
  }
  /** How lit things are: full by day and indoors, dimmer at dusk, dark at night. */
  lit(l: number): number {
    return this.light === 'night' ? l * 0.4 : this.light === 'dusk' ? l * 0.7 : l;
  }
  poly(points: number[], fill: Hsl, opacity = 1): void {
    this.shapes.push({ kind: 'poly', points: points.map(round1), fill, opacity });
  }
  rect(x: number, y: number, w: number, h: number, fill: Hsl, opacity = 1): void {
    this.poly([x, y, x + w, y, x + w, y + h, x, y + h], fill, opacity);
  }
  circle(cx: number, cy: number, r: number, fill: Hsl, opacity = 1): void {
    this.shapes.push({ kind: 'circle', cx: round1(cx), cy: round1(cy), r: round1(r), fill, opacity });
  }
  /** A straight stroke from one point to another, `w` thick. */
  line(x1: number, y1: number, x2: number, y2: number, w: number, fill: Hsl, opacity = 1): void {
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = (-(y2 - y1) / len) * (w / 2);
    const ny = ((x2 - x1) / len) * (w / 2);
    this.poly([x1 + nx, y1 + ny, x2 + nx, y2 + ny, x2 - nx, y2 - ny, x1 - nx, y1 - ny], fill, opacity);
  }
  /** The upper half of an ellipse standing on y (a dome, a mound). */
  dome(cx: number, y: number, rx: number, ry: number, fill: Hsl): void {
    const points: number[] = [];
    for (let k = 0; k <= 12; k++) {
      const a = Math.PI * (1 - k / 12);
      points.push(cx + rx * Math.cos(a), y - ry * Math.sin(a));
    }
    this.poly(points, fill);
  }
  /** The sun by day and at dusk (low, orange), the moon at night. */
  sunOrMoon(x: number, y: number): void {
    if (this.light === 'night') return this.circle(x, y, 2.5, colour(50, 30, 92), 0.95);
    const core = this.light === 'dusk' ? colour(35, 100, 75) : colour(48, 100, 94);
    this.shapes.push({ kind: 'glow', cx: round1(x), cy: round1(y), r: 14, fill: colour(45, 100, 94), opacity: 0.95 });
    this.circle(x, y, 4, core, 0.9);
  }
  /** A ground or hill line across the picture through `n` points around `base`, filled to the bottom. */
  ridge(base: number, jitter: number, n: number, fill: Hsl, opacity = 1): void {
    const points = [0, H];
    for (let k = 0; k < n; k++) points.push((k * W) / (n - 1), base - jitter / 2 + this.rnd() * jitter);
    points.push(W, H);
    this.poly(points, fill, opacity);
  }
}

/** Outdoor skies per light; indoor backdrops are one of these named hues. */
const BACKDROP_HUES = [0, 28, 48, 130, 175, 210, 265, 320] as const;

function sky(p: Painter, backdrop: number): [Hsl, Hsl] {
  if (p.light === null) {
    const hue = BACKDROP_HUES[backdrop];
    return [colour(hue, 35, 30), colour(hue, 40, 55)];
  }
  const hue = p.between(195, 225);
  if (p.light === 'day') return [colour(hue, 60, 62), colour(hue + 10, 60, 86)];
  if (p.light === 'dusk') return [colour(p.between(225, 260), 45, 24), colour(p.between(15, 35), 75, 62)];
  return [colour(hue + 20, 45, 10), colour(hue + 20, 40, 24)];
}

const grey = (p: Painter, l: number, hue = 215, s = 10) => colour(hue, s, p.lit(l));
const pane = (p: Painter) =>
  p.light === 'night' || (p.light === 'dusk' && p.rnd() < 0.5) ? colour(48, 90, 70) : colour(205, 30, 78);

/** Motifs, each with what it shows in Hungarian and English, whether it is indoors, and how it is drawn. */
interface Motif {
  hu: string;
  en: string;
  indoors: boolean;
  draw(p: Painter): void;
}

function city(p: Painter): void {
  p.sunOrMoon(p.between(10, 90), p.between(8, 18));
  for (let x = -2; x < W;) {
    const w = p.between(5, 11);
    const top = p.between(14, 36);
    p.rect(x, top, w - 0.6, H - top, grey(p, p.between(35, 60)));
    for (let wy = top + 2; wy < H - 10; wy += 4)
      for (let wx = x + 1.2; wx < x + w - 2.4; wx += 2.6) if (p.rnd() < 0.6) p.rect(wx, wy, 1.2, 1.8, pane(p));
    x += w;
  }
  p.rect(0, H - 8, W, 8, grey(p, 28));
}

function parliament(p: Painter): void {
  p.sunOrMoon(p.between(10, 30), p.between(8, 16));
  const c = p.between(42, 58);
  const half = p.between(26, 36);
  const stone = colour(30, 30, p.lit(72));
  const roof = colour(p.between(0, 15), 45, p.lit(40));
  p.rect(c - half, 30, 2 * half, 12, stone);
  for (let x = c - half + 2; x < c + half - 2; x += 6) p.poly([x - 1.2, 30, x, 24, x + 1.2, 30], roof);
  p.rect(c - 6, 23, 12, 8, stone);
  p.dome(c, 23, 7, 8, roof);
  p.poly([c - 0.8, 15.5, c, 8, c + 0.8, 15.5], roof);
  for (let x = c - half + 1; x < c + half; x += 2.5) p.rect(x, 33, 1, 6, pane(p));
  p.rect(0, 42, W, H - 42, colour(p.between(195, 215), 45, p.lit(42)));
  p.rect(c - half, 42.5, 2 * half, 6, stone, 0.25);
}

function stadium(p: Painter): void {
  p.sunOrMoon(p.between(20, 80), p.between(6, 12));
  const stands = colour(p.between(0, 360), 50, p.lit(45));
  p.poly([0, 22, W, 22, W, 34, 0, 34], grey(p, 35));
  p.poly([0, 24, W, 24, W, 33, 0, 33], stands, 0.9);
  for (let k = 0; k < 60; k++)
    p.circle(p.between(1, 99), p.between(25, 32.5), 0.5, colour(p.between(0, 360), 60, p.lit(70)));
  p.poly([8, 34, 92, 34, W, H, 0, H], colour(115, 55, p.lit(40)));
  p.line(50, 34, 50, H, 0.5, colour(0, 0, 96));
  p.circle(50, 45, 6, colour(0, 0, 96));
  p.circle(50, 45, 5.4, colour(115, 55, p.lit(40)));
  for (const x of [6, 94]) {
    p.rect(x - 0.5, 6, 1, 18, grey(p, 30));
    p.rect(x - 3, 4, 6, 3, colour(55, 90, p.light === 'day' ? 85 : 90));
  }
}

function stage(p: Painter): void {
  const curtain = colour(p.between(350, 370), 70, 35);
  p.poly([8, 40, 92, 40, W, H, 0, H], colour(28, 45, 30));
  p.poly([40, 0, 60, 0, 75, 46, 25, 46], colour(55, 100, 85), 0.25);
  p.circle(50, 46, 12, colour(55, 100, 80), 0.2);
  const left = p.between(16, 26);
  for (const side of [0, 1]) {
    const x0 = side ? W - left : 0;
    p.rect(x0, 0, left, H, curtain);
    for (let x = x0 + 2; x < x0 + left; x += 4) p.rect(x, 0, 1.2, H, colour(curtain.h, 70, 25));
  }
  p.rect(0, 0, W, 7, colour(curtain.h, 70, 28));
  for (let k = 0; k < p.between(1, 4); k++) {
    const x = p.between(35, 65);
    p.circle(x, 31, 2, colour(0, 0, 12));
    p.poly([x - 2.5, 46, x - 2, 33, x + 2, 33, x + 2.5, 46], colour(0, 0, 12));
  }
}

function chart(p: Painter): void {
  p.rect(8, 46, 84, 0.8, colour(0, 0, 92));
  const n = Math.floor(p.between(5, 9));
  const gap = 80 / n;
  let v = p.between(8, 20);
  const bar = colour(p.between(0, 360), 65, 62);
  const tops: number[] = [];
  for (let k = 0; k < n; k++) {
    v = Math.max(4, Math.min(38, v + p.between(-6, 9)));
    p.rect(12 + k * gap, 46 - v, gap * 0.6, v, bar);
    tops.push(12 + k * gap + gap * 0.3, 46 - v - 3);
  }
  for (let k = 0; k + 3 < tops.length; k += 2)
    p.line(tops[k], tops[k + 1], tops[k + 2], tops[k + 3], 0.8, colour(0, 0, 96));
  for (let k = 0; k < tops.length; k += 2) p.circle(tops[k], tops[k + 1], 1, colour(0, 0, 96));
}

function books(p: Painter): void {
  const wood = colour(28, 40, 32);
  for (const shelf of [27, 51]) {
    p.rect(0, shelf, W, 2.5, wood);
    for (let x = p.between(2, 8); x < W - 4;) {
      const w = p.between(2.2, 4.5);
      const h = p.between(13, 21);
      const tint = colour(p.between(0, 360), p.between(35, 70), p.between(30, 60));
      if (p.rnd() < 0.1) p.poly([x, shelf, x + w, shelf, x + w + 4, shelf - h, x + 4 - w / 2, shelf - h], tint);
      else p.rect(x, shelf - h, w, h, tint);
      if (p.rnd() < 0.6) p.rect(x + 0.4, shelf - h + 2, w - 0.8, 1, colour(48, 60, 75));
      x += w + (p.rnd() < 0.15 ? p.between(4, 10) : 0.3);
    }
  }
}

function mountains(p: Painter): void {
  p.sunOrMoon(p.between(10, 90), p.between(8, 16));
  for (const [layer, base, l] of [
    [0, 34, 55],
    [1, 42, 38],
  ] as const) {
    for (let x = -10; x < W + 10;) {
      const w = p.between(22, 40);
      const top = base - p.between(12, 24) + layer * 4;
      const peak = x + w / 2;
      p.poly([x, H, peak, top, x + w, H], colour(215 + layer * 10, 15, p.lit(l)));
      const snow = (base + 8 - top) * 0.22;
      if (layer === 0 || p.rnd() < 0.5)
        p.poly([peak - snow, top + snow * 1.1, peak, top, peak + snow, top + snow * 1.1], colour(0, 0, p.lit(96)));
      x += w * p.between(0.5, 0.8);
    }
  }
  p.ridge(50, 4, 6, colour(110, 30, p.lit(30)));
}

function bridge(p: Painter): void {
  p.sunOrMoon(p.between(60, 90), p.between(8, 16));
  p.ridge(32, 6, 7, colour(120, 20, p.lit(40)));
  p.rect(0, 36, W, H - 36, colour(p.between(190, 215), 40, p.lit(45)));
  const deck = 34;
  const iron = grey(p, 35, 200, 15);
  const towers = [p.between(22, 32), p.between(68, 78)];
  for (const x of towers) {
    p.rect(x - 3, 14, 6, deck - 14 + 4, colour(35, 25, p.lit(70)));
    p.rect(x - 1.2, 20, 2.4, 8, colour(35, 25, p.lit(40)));
  }
  const [a, b] = towers;
  // The cables: from the banks up to the towers' tops, and sagging between the towers.
  p.line(0, deck - 2, a, 15, 0.6, iron);
  p.line(a, 15, (a + b) / 2, deck - 3, 0.6, iron);
  p.line((a + b) / 2, deck - 3, b, 15, 0.6, iron);
  p.line(b, 15, W, deck - 2, 0.6, iron);
  p.rect(0, deck, W, 2, iron);
  if (p.light !== 'day') for (let x = 3; x < W; x += 6) p.circle(x, deck - 0.6, 0.5, colour(48, 90, 75));
  p.rect(0, deck + 3, W, 3, iron, 0.2);
}

function market(p: Painter): void {
  p.sunOrMoon(p.between(10, 90), p.between(6, 12));
  p.rect(0, 40, W, H - 40, grey(p, 55, 30, 15));
  let x = p.between(-4, 4);
  while (x < W) {
    const w = p.between(20, 28);
    const hue = p.between(0, 360);
    p.rect(x + 1, 34, w - 2, 10, colour(28, 40, p.lit(45)));
    for (let s = 0; s < 6; s++) {
      const x0 = x + (s * w) / 6;
      p.poly(
        [x0, 20, x0 + w / 6, 20, x0 + w / 6 + 1, 27, x0 + 1, 27],
        colour(s % 2 ? 0 : hue, s % 2 ? 0 : 70, p.lit(s % 2 ? 96 : 55)),
      );
    }
    for (let k = 0; k < 10; k++)
      p.circle(x + p.between(3, w - 3), p.between(31, 34), 1.3, colour(p.between(0, 120), 80, p.lit(50)));
    p.rect(x + 1, 20, 0.8, 20, grey(p, 30));
    p.rect(x + w - 1.8, 20, 0.8, 20, grey(p, 30));
    x += w + p.between(2, 6);
  }
}

function hills(p: Painter): void {
  p.sunOrMoon(p.between(15, 85), p.between(10, 27));
  const hue = p.between(70, 140);
  for (let i = 0; i < 3; i++)
    p.ridge(
      31 + i * 7.3 + p.between(0, 3.4),
      6.8,
      6,
      colour(hue + i * 25, 30 + i * 8, p.lit(48) - i * 10),
      0.75 + i * 0.1,
    );
}

function lab(p: Painter): void {
  p.rect(0, 42, W, H - 42, colour(0, 0, 85));
  for (let k = 0, x = p.between(10, 20); k < 4 && x < 85; k++, x += p.between(16, 24)) {
    const liquid = colour(p.between(0, 360), 70, 55);
    const r = p.between(5, 8);
    p.poly([x - 1.4, 22, x + 1.4, 22, x + 1.4, 30, x + r, 42, x - r, 42, x - 1.4, 30], colour(190, 30, 92), 0.7);
    p.poly([x - r * 0.75, 38.5, x + r * 0.75, 38.5, x + r, 42, x - r, 42], liquid, 0.9);
    for (let b = 0; b < 3; b++) p.circle(x + p.between(-2, 2), p.between(30, 37), 0.5, colour(0, 0, 100), 0.7);
  }
  p.rect(78, 30, 16, 2, colour(30, 20, 40));
  for (let x = 80; x < 93; x += 3) p.rect(x, 26, 1.4, 12, colour(p.between(0, 360), 60, 60), 0.8);
}

function laptop(p: Painter): void {
  p.rect(0, 44, W, H - 44, colour(28, 35, 38));
  const x = p.between(22, 38);
  p.rect(x, 12, 40, 28, colour(0, 0, 18));
  p.rect(x + 1.5, 13.5, 37, 25, colour(220, 25, 14));
  for (let y = 15.5; y < 37; y += 2.4) {
    const indent = Math.floor(p.between(0, 4)) * 2;
    p.rect(x + 3 + indent, y, p.between(6, 26), 1, colour(p.between(0, 360), 60, 70));
  }
  p.poly([x - 4, 40, x + 44, 40, x + 47, 45, x - 7, 45], colour(0, 0, 70));
  p.circle(x + 58, 40, 4, colour(p.between(0, 360), 40, 50));
}

function coffee(p: Painter): void {
  p.rect(0, 36, W, H - 36, colour(p.between(20, 35), 45, p.between(35, 50)));
  const x = p.between(30, 60);
  const cup = colour(p.between(0, 360), p.between(0, 40), 92);
  p.poly([x - 14, 47, x + 14, 47, x + 11, 50, x - 11, 50], cup);
  p.circle(x + 9, 38, 4, cup);
  p.circle(x + 9, 38, 2.6, colour(28, 40, 40));
  p.poly([x - 9, 30, x + 9, 30, x + 7, 46, x - 7, 46], cup);
  p.rect(x - 8.6, 30, 17.2, 2.2, colour(25, 60, 22));
  for (const dx of [-3, 2]) p.line(x + dx, 27, x + dx + 1.5, 20, 0.7, colour(0, 0, 100), 0.35);
  p.rect(x + 22, 30, 10, 14, colour(p.between(0, 360), 50, 55));
  p.rect(x + 22, 30, 10, 1.5, colour(0, 0, 100), 0.5);
}

function flags(p: Painter): void {
  p.sunOrMoon(p.between(10, 90), p.between(6, 12));
  p.rect(0, 22, W, 26, colour(35, 15, p.lit(75)));
  for (let x = 4; x < W; x += 8) p.rect(x, 24, 2.5, 22, colour(35, 15, p.lit(85)));
  p.rect(0, 44, W, H - 44, grey(p, 50, 30, 10));
  const n = Math.floor(p.between(4, 7));
  for (let k = 0; k < n; k++) {
    const x = 10 + (k * 80) / (n - 1);
    p.rect(x - 0.4, 8, 0.8, 38, grey(p, 70));
    const hues = [p.between(0, 360), p.between(0, 360), p.between(0, 360)];
    for (let s = 0; s < 3; s++)
      p.rect(x + 0.4, 8.5 + s * 2.6, 9, 2.6, colour(hues[s], s === 1 ? 10 : 70, p.lit(s === 1 ? 95 : 45)));
  }
}

function microphone(p: Painter): void {
  p.rect(0, 46, W, H - 46, colour(0, 0, 18));
  const x = p.between(35, 65);
  p.circle(x, 18, 12, colour(0, 0, 10), 0.35);
  p.line(x, 26, x, 46, 1.2, colour(0, 0, 30));
  p.rect(x - 8, 45, 16, 1.6, colour(0, 0, 30));
  p.rect(x - 4, 12, 8, 12, colour(0, 0, 55));
  p.dome(x, 12, 4, 4, colour(0, 0, 65));
  for (let y = 10; y < 23; y += 1.6) p.rect(x - 3.6, y, 7.2, 0.4, colour(0, 0, 35));
  p.circle(x - 2, 30, 1.2, colour(0, 85, 55));
  for (let r = 14; r < 30; r += 5) p.circle(x, 18, r, colour(0, 0, 100), 0.06);
}

function forest(p: Painter): void {
  p.sunOrMoon(p.between(10, 90), p.between(6, 14));
  p.ridge(30, 6, 6, colour(130, 20, p.lit(55)));
  for (const [top, l, size] of [
    [28, 42, 7],
    [36, 30, 10],
  ] as const) {
    for (let x = p.between(-3, 3); x < W + 4; x += size * p.between(0.5, 0.9)) {
      const h = size * p.between(1.6, 2.4);
      const y = top + p.between(0, 6);
      p.rect(x - 0.5, y + h - 1, 1, 3, colour(25, 40, p.lit(25)));
      for (let tier = 0; tier < 3; tier++) {
        const ty = y + (tier * h) / 3.5;
        const w = (size / 2) * (0.6 + tier * 0.25);
        p.poly([x - w, ty + h / 2.2, x, ty, x + w, ty + h / 2.2], colour(140, 40, p.lit(l - tier * 3)));
      }
    }
  }
}

function church(p: Painter): void {
  p.sunOrMoon(p.between(10, 40), p.between(6, 14));
  p.ridge(30, 10, 5, colour(120, 20, p.lit(55)));
  p.ridge(42, 4, 6, colour(100, 35, p.lit(42)));
  const wall = colour(40, 30, p.lit(90));
  const roof = colour(p.between(5, 20), 55, p.lit(38));
  for (let x = p.between(2, 8); x < W - 8; x += p.between(10, 16)) {
    const y = p.between(36, 40);
    p.rect(x, y, 7, 6, wall);
    p.poly([x - 1, y, x + 3.5, y - 4, x + 8, y], roof);
    p.rect(x + 2.5, y + 2, 2, 2, pane(p));
  }
  const c = p.between(40, 60);
  p.rect(c - 8, 28, 14, 12, wall);
  p.poly([c - 9, 28, c - 1, 22, c + 7, 28], roof);
  p.rect(c + 4, 16, 5, 24, wall);
  p.poly([c + 3.5, 16, c + 6.5, 4, c + 9.5, 16], roof);
  p.circle(c + 6.5, 19, 1.2, colour(0, 0, 20));
}

export const MOTIFS = {
  varos: { hu: 'Városi háztömbök', en: 'City blocks', indoors: false, draw: city },
  parlament: { hu: 'Az Országház kupolája', en: 'The Parliament dome', indoors: false, draw: parliament },
  stadion: { hu: 'Stadion a pályával', en: 'A stadium and its pitch', indoors: false, draw: stadium },
  szinpad: { hu: 'Színpad vörös függönnyel', en: 'A stage with red curtains', indoors: true, draw: stage },
  grafikon: { hu: 'Oszlopdiagram', en: 'A bar chart', indoors: true, draw: chart },
  konyvek: { hu: 'Könyvek a polcon', en: 'Books on a shelf', indoors: true, draw: books },
  hegyek: { hu: 'Havas hegycsúcsok', en: 'Snowy mountain peaks', indoors: false, draw: mountains },
  hid: { hu: 'Függőhíd a folyó felett', en: 'A suspension bridge over the river', indoors: false, draw: bridge },
  piac: { hu: 'Piaci standok', en: 'Market stalls', indoors: false, draw: market },
  dombok: { hu: 'Dombvidék', en: 'Rolling hills', indoors: false, draw: hills },
  labor: { hu: 'Lombikok a laborasztalon', en: 'Flasks on a laboratory bench', indoors: true, draw: lab },
  laptop: { hu: 'Laptop programkóddal', en: 'A laptop showing code', indoors: true, draw: laptop },
  kave: { hu: 'Kávéscsésze az asztalon', en: 'A cup of coffee on a table', indoors: true, draw: coffee },
  zaszlok: { hu: 'Zászlók egy hivatal előtt', en: 'Flags in front of an office', indoors: false, draw: flags },
  mikrofon: { hu: 'Mikrofon a stúdióban', en: 'A microphone in the studio', indoors: true, draw: microphone },
  erdo: { hu: 'Fenyőerdő', en: 'A pine forest', indoors: false, draw: forest },
  templom: { hu: 'Falusi templom', en: 'A village church', indoors: false, draw: church },
} satisfies Record<string, Motif>;

export type MotifId = keyof typeof MOTIFS;
const isMotif = (s: string): s is MotifId => Object.hasOwn(MOTIFS, s);

const LIGHT_WORDS: Record<Light, { hu: string; en: string }> = {
  day: { hu: 'napsütésben', en: 'in sunshine' },
  dusk: { hu: 'alkonyatkor', en: 'at dusk' },
  night: { hu: 'éjszaka', en: 'at night' },
};
/** BACKDROP_HUES named, in that order. */
const BACKDROP_WORDS = [
  { hu: 'piros', en: 'a red' },
  { hu: 'narancssárga', en: 'an orange' },
  { hu: 'sárga', en: 'a yellow' },
  { hu: 'zöld', en: 'a green' },
  { hu: 'türkiz', en: 'a turquoise' },
  { hu: 'kék', en: 'a blue' },
  { hu: 'lila', en: 'a purple' },
  { hu: 'rózsaszín', en: 'a pink' },
] as const;

/** What a picture shows, without its shapes: all its caption needs, and cheap (the seed asks for thousands). */
export type SceneFacts = Pick<PictureScene, 'name' | 'motif' | 'light' | 'backdrop'>;

/** The facts of picture `name`, and its random stream where they leave it (the shapes draw on from there). */
function factsOf(name: string): { facts: SceneFacts; rnd: () => number } {
  const first = name.split('-')[0];
  const motif: MotifId = isMotif(first) && name.length > first.length ? first : 'dombok';
  const rnd = randomStream(name);
  const lightRoll = rnd();
  const light: Light | null = MOTIFS[motif].indoors
    ? null
    : lightRoll < 0.6
      ? 'day'
      : lightRoll < 0.85
        ? 'dusk'
        : 'night';
  const backdrop = Math.floor(rnd() * BACKDROP_HUES.length);
  return { facts: { name, motif, light, backdrop }, rnd };
}

/** The motif, light and backdrop of picture `name`: its motif from the name's first part, the rest from the whole. */
export const pictureFacts = (name: string): SceneFacts => factsOf(name).facts;

/** The picture `name`, shapes and all. */
export function pictureScene(name: string): PictureScene {
  const { facts, rnd } = factsOf(name);
  const p = new Painter(rnd, facts.light);
  const [skyTop, skyBottom] = sky(p, facts.backdrop);
  MOTIFS[facts.motif].draw(p);
  return { ...facts, skyTop, skyBottom, shapes: p.shapes };
}

/** What the picture shows, as its caption and alt text say it: the motif, then the light or the backdrop. */
export function describeScene(scene: SceneFacts, english: boolean): string {
  const m = MOTIFS[scene.motif];
  const lang = english ? 'en' : 'hu';
  if (scene.light) return `${m[lang]} ${LIGHT_WORDS[scene.light][lang]}`;
  const c = BACKDROP_WORDS[scene.backdrop][lang];
  return english ? `${m.en} against ${c} background` : `${m.hu} ${c} háttér előtt`;
}

/** The motif's own words (what a caption must name): the subject of the scene. */
export const sceneSubject = (scene: SceneFacts, english: boolean) => MOTIFS[scene.motif][english ? 'en' : 'hu'];
