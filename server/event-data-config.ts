// §7 embedded external pages: where the supplements' data pages come from and whose frame messages the
// page obeys. EVENT_DATA_URL is the data site's public base URL (the browser loads it in a frame; `npm start` runs the
// embedded stand-in and fills it in); FRAME_MESSAGE_ORIGINS (comma-separated origins) are the senders whose
// iframe-size, parent-router and route-push messages are obeyed, by default the data site's own origin. Both also
// widen the CSP's frame-src to exactly those origins. HIKING_MAP_URL is the hiking map's page (§2.8), by default the
// data site's; its origin joins frame-src too.
import { HIKING_MAP_PATH } from '../shared/list-page-constants.ts';
export interface EventDataConfig {
  /** base URL of the data site, null when none is configured (the data tabs then say so) */
  url: string | null;
  /**
   * §2.3, §2.8 the hiking map's page (HIKING_MAP_URL), by default the data site's (HIKING_MAP_PATH); null when
   * neither is configured (the section then says the map is unavailable). The section adds `?tab=` for a hike tab.
   */
  hikingMapUrl?: string | null;
  /** origins (scheme://host:port) allowed to send frame messages */
  messageOrigins: string[];
}

function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function eventDataConfig(env: NodeJS.ProcessEnv): EventDataConfig {
  const raw = env.EVENT_DATA_URL?.trim();
  const base = raw && originOf(raw) ? raw.replace(/\/+$/, '') : null;
  if (raw && !base) throw new Error(`EVENT_DATA_URL must be an http(s) URL, got ${raw}`);
  const listed = (env.FRAME_MESSAGE_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const origins = listed.map((o) => {
    const origin = originOf(o);
    if (!origin) throw new Error(`FRAME_MESSAGE_ORIGINS: not an http(s) origin: ${o}`);
    return origin;
  });
  const mapRaw = env.HIKING_MAP_URL?.trim();
  if (mapRaw && !originOf(mapRaw)) throw new Error(`HIKING_MAP_URL must be an http(s) URL, got ${mapRaw}`);
  const hikingMapUrl = mapRaw || (base ? `${base}${HIKING_MAP_PATH}` : null);
  return { url: base, hikingMapUrl, messageOrigins: listed.length ? origins : base ? [originOf(base)!] : [] };
}

/** The origins the CSP lets frames come from: the data site, the hiking map's page and every allow-listed sender. */
export function frameOriginsOf(config: EventDataConfig | undefined): string[] {
  if (!config) return [];
  const pages = [config.url, config.hikingMapUrl].flatMap((u) => (u ? [originOf(u)!] : []));
  return [...new Set([...pages, ...config.messageOrigins])];
}
