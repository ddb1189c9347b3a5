// §3 Common data, §7 GET /api/frontend/refresh (polled every 15 s): what the reader sees of it besides the rate ticker
// (shared/ticker-rates.ts) — the weather in the header, a flood warning banner, the trending tags and the editors'
// promoted links (widgets) in a strip under the header, and the search field's placeholders. The server builds it
// from the validated upstream answer for the first paint; the browser's poller builds it from each poll's raw JSON,
// so every field is checked here again and anything malformed is left out (§4: failures are ignored silently).
// The spec names weatherData, floodingData and widgets without their shape: ours are in docs/origin-api.md.

export const WEATHER_ICONS = ['sunny', 'partly-cloudy', 'cloudy', 'rain', 'snow', 'fog', 'storm'] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

/** What each icon means, read out to screen readers and shown as the picture's title. */
export const WEATHER_LABELS: Record<WeatherIcon, string> = {
  sunny: 'napos',
  'partly-cloudy': 'részben felhős',
  cloudy: 'felhős',
  rain: 'esős',
  snow: 'havazás',
  fog: 'köd',
  storm: 'zivatar',
};

export interface WeatherNow {
  city: string;
  /** whole degrees Celsius */
  temperature: number;
  icon: WeatherIcon;
}

export interface FloodNotice {
  title: string;
  text: string;
  /** a same-site path or an https address; null without a link */
  url: string | null;
}

export interface PromoLink {
  title: string;
  url: string;
  /** a short tag before the title ('Élő', 'Adat'); null for none */
  label: string | null;
}

export interface TrendingTag {
  slug: string;
  name: string;
}

export interface CommonData {
  /** the site's cities; the header shows the first */
  weather: WeatherNow[];
  flood: FloodNotice | null;
  trendingTags: TrendingTag[];
  widgets: PromoLink[];
  /** §3 the search field's rotating placeholders (from /api/frontend/init; the refresh answer leaves them out) */
  searchPlaceholders: string[];
}

/** Our limits, so a runaway upstream list cannot push the page down. */
export const COMMON_DATA_LIMITS = { weather: 6, trendingTags: 10, widgets: 3, text: 200, placeholders: 10 } as const;

export const DEFAULT_FLOOD_TITLE = 'Árvízi figyelmeztetés';

const TAG_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** Trimmed text with its whitespace folded, at most the text limit; '' for anything else. */
function text(v: unknown): string {
  return typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, COMMON_DATA_LIMITS.text) : '';
}

/** A link the page may show: our own path (never '//host' or '/\host') or an https address; else null. */
export function safeLinkOf(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (/^\/(?![/\\])[^\s]*$/.test(s)) return s;
  try {
    const url = new URL(s);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

function weatherOf(v: unknown): WeatherNow[] {
  if (!Array.isArray(v)) return [];
  const out: WeatherNow[] = [];
  for (const item of v) {
    const r = record(item);
    const city = text(r?.city);
    const t = r?.temperature;
    const icon = (WEATHER_ICONS as readonly unknown[]).includes(r?.icon) ? (r!.icon as WeatherIcon) : 'cloudy';
    if (!city || typeof t !== 'number' || !Number.isFinite(t) || t < -80 || t > 70) continue;
    out.push({ city, temperature: Math.round(t), icon });
    if (out.length === COMMON_DATA_LIMITS.weather) break;
  }
  return out;
}

/** floodingData: null when there is no warning; an object `{ text, title?, url?, active? }` (or a list: its first active one). */
export function floodNoticeOf(v: unknown): FloodNotice | null {
  const items = Array.isArray(v) ? v : [v];
  for (const item of items) {
    const r = record(item);
    if (!r || r.active === false) continue;
    const body = text(r.text) || text(r.message);
    if (!body) continue;
    return { title: text(r.title) || DEFAULT_FLOOD_TITLE, text: body, url: safeLinkOf(r.url) };
  }
  return null;
}

function trendingOf(v: unknown): TrendingTag[] {
  if (!Array.isArray(v)) return [];
  const seen = new Set<string>();
  const out: TrendingTag[] = [];
  for (const item of v) {
    const r = record(item);
    const slug = typeof r?.slug === 'string' ? r.slug : '';
    const name = text(r?.name);
    if (!TAG_SLUG.test(slug) || !name || seen.has(slug)) continue;
    seen.add(slug);
    out.push({ slug, name });
    if (out.length === COMMON_DATA_LIMITS.trendingTags) break;
  }
  return out;
}

/** widgets: promoted links `{ title, url, label? }`; anything else in the list is left out. */
function widgetsOf(v: unknown): PromoLink[] {
  if (!Array.isArray(v)) return [];
  const out: PromoLink[] = [];
  for (const item of v) {
    const r = record(item);
    const title = text(r?.title);
    const url = safeLinkOf(r?.url);
    if (!title || !url) continue;
    out.push({ title, url, label: text(r?.label) || null });
    if (out.length === COMMON_DATA_LIMITS.widgets) break;
  }
  return out;
}

function placeholdersOf(v: unknown): string[] {
  return Array.isArray(v) ? v.map(text).filter(Boolean).slice(0, COMMON_DATA_LIMITS.placeholders) : [];
}

/**
 * The shown common data from a refresh (or init) answer, as JSON. `searchPlaceholders` are kept from `previous` when
 * the answer has none (the 15 s refresh does not carry them).
 */
export function commonDataOf(answer: unknown, previous?: Pick<CommonData, 'searchPlaceholders'> | null): CommonData {
  const r = record(answer) ?? {};
  const placeholders = placeholdersOf(r.searchPlaceholders);
  return {
    weather: weatherOf(r.weatherData),
    flood: floodNoticeOf(r.floodingData),
    trendingTags: trendingOf(r.trendingTags),
    widgets: widgetsOf(r.widgets),
    searchPlaceholders: placeholders.length ? placeholders : (previous?.searchPlaceholders ?? []),
  };
}

/** The weather as one line: 'Budapest 12 °C, napos'. */
export function weatherText(w: WeatherNow): string {
  return `${w.city} ${w.temperature} °C, ${WEATHER_LABELS[w.icon]}`;
}
