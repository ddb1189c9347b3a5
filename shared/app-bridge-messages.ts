// §4 mobile-app mode: every message between a page in the app's webview and the native app, with its schema. The
// bridge (client/app-bridge/app-bridge.chunk.ts) sends only what these types allow and acts only on what these guards
// accept: an unknown type, a missing or mistyped field, an over-long string or a foreign navigation target is ignored.
// Hand-written guards rather than TypeBox: they run in the browser, where a schema compiler would weigh more than the
// whole bridge. docs/app-bridge.md describes the protocol for the app's developers.
import { PUSH_TOPICS } from './engagement-constants.ts';
import { pageOf } from './page-param.ts';
import type { PushTopic } from './push-topics.ts';

/** Bumped when a message changes shape; the app reads it from the 'ready' message. */
export const APP_BRIDGE_VERSION = 1;
const MAX_TEXT = 2_048;

// ---- the podcast player (§4 Podcast player: add, play, pause, stop, destroy and ask-state) ----

/** An episode as the player needs it (§3 Episode: id, slug, title, image, duration, sourceUrl, podcast). */
export interface PlayerEpisode {
  id: number;
  slug: string;
  title: string;
  /** the audio: an absolute http(s) URL or a path on our origin */
  sourceUrl: string;
  /** seconds */
  duration: number;
  image?: string | null;
  podcast?: { slug: string; name: string } | null;
}

/** What the app (or any other controller) asks the player to do. */
export type PlayerCommand =
  | { type: 'add'; episode: PlayerEpisode }
  | { type: 'play'; episodeId?: number }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'destroy' }
  | { type: 'ask-state' };

/** error: the audio could not be loaded (play tries again). */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped' | 'ended' | 'error';

/** The player's state, reported on every change and in answer to ask-state. */
export interface PlayerState {
  episodeId: number | null;
  status: PlayerStatus;
  /** seconds */
  position: number;
  duration: number;
}

/** The player's state before anything was added (and after destroy). */
export const IDLE_PLAYER_STATE: PlayerState = { episodeId: null, status: 'idle', position: 0, duration: 0 };

/** A podcast tracking event (§4: the app tracks podcast events). */
export interface PodcastTrackingEvent {
  name: 'play' | 'pause' | 'progress' | 'complete' | 'stop';
  episodeId: number;
  position: number;
  duration: number;
}

// ---- messages ----

export type ColorMode = 'light' | 'dark' | 'system';

/** From the app to the page. */
export type AppInMessage =
  | { type: 'set-color-mode'; mode: ColorMode }
  /** navigate this webview (a path, or an absolute URL on the page's own origin) */
  | { type: 'navigate'; url: string }
  /** the push topics the app's notifications are subscribed to */
  | { type: 'set-push-topics'; topics: PushTopic[] }
  | { type: 'player'; command: PlayerCommand };

/** From the page to the app. */
export type AppOutMessage =
  /** the bridge listens (sent once per document) */
  | { type: 'ready'; version: number }
  /** §4 a client navigation handed to the app: the full URL, and the page number when above 1 */
  | { type: 'navigation'; url: string; page?: number }
  | { type: 'player-state'; state: PlayerState }
  | { type: 'podcast-tracking'; event: PodcastTrackingEvent };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
/** Keys besides the listed ones make a message malformed: a sender that adds fields is not the one we know. */
const onlyKeys = (v: Json, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));

function episodeOf(v: unknown): PlayerEpisode | null {
  if (!isObject(v) || !onlyKeys(v, ['id', 'slug', 'title', 'sourceUrl', 'duration', 'image', 'podcast'])) return null;
  if (
    !isId(v.id) ||
    !isText(v.slug, 200) ||
    !/^[a-z0-9-]+$/.test(v.slug) ||
    !isText(v.title, 500) ||
    !isCount(v.duration)
  )
    return null;
  if (!isText(v.sourceUrl) || !/^(https?:\/\/|\/(?!\/))/i.test(v.sourceUrl)) return null;
  if (v.image !== undefined && v.image !== null && (!isText(v.image) || !/^(https?:\/\/|\/(?!\/))/i.test(v.image)))
    return null;
  let podcast: PlayerEpisode['podcast'] = null;
  if (v.podcast !== undefined && v.podcast !== null) {
    const p = v.podcast;
    if (!isObject(p) || !onlyKeys(p, ['slug', 'name']) || !isText(p.slug, 200) || !isText(p.name, 500)) return null;
    podcast = { slug: p.slug, name: p.name };
  }
  return {
    id: v.id,
    slug: v.slug,
    title: v.title,
    sourceUrl: v.sourceUrl,
    duration: v.duration,
    image: v.image ?? null,
    podcast,
  };
}

export function playerCommandOf(v: unknown): PlayerCommand | null {
  if (!isObject(v)) return null;
  switch (v.type) {
    case 'add': {
      const episode = onlyKeys(v, ['type', 'episode']) ? episodeOf(v.episode) : null;
      return episode && { type: 'add', episode };
    }
    case 'play':
      if (!onlyKeys(v, ['type', 'episodeId'])) return null;
      if (v.episodeId === undefined) return { type: 'play' };
      return isId(v.episodeId) ? { type: 'play', episodeId: v.episodeId } : null;
    case 'pause':
    case 'stop':
    case 'destroy':
    case 'ask-state':
      return onlyKeys(v, ['type']) ? { type: v.type } : null;
    default:
      return null;
  }
}

/** The message the app sent, or null when it is not one we know (unknown or malformed: ignored). */
export function appInMessageOf(raw: unknown): AppInMessage | null {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > 16 * MAX_TEXT) return null;
    try {
      v = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isObject(v)) return null;
  switch (v.type) {
    case 'set-color-mode':
      return onlyKeys(v, ['type', 'mode']) && (v.mode === 'light' || v.mode === 'dark' || v.mode === 'system')
        ? { type: v.type, mode: v.mode }
        : null;
    case 'navigate':
      return onlyKeys(v, ['type', 'url']) && isText(v.url) ? { type: v.type, url: v.url } : null;
    case 'set-push-topics': {
      if (!onlyKeys(v, ['type', 'topics']) || !Array.isArray(v.topics) || v.topics.length > PUSH_TOPICS.length)
        return null;
      const known = PUSH_TOPICS as readonly unknown[];
      if (!v.topics.every((t) => known.includes(t))) return null;
      return { type: v.type, topics: [...new Set(v.topics as PushTopic[])] };
    }
    case 'player': {
      const command = onlyKeys(v, ['type', 'command']) ? playerCommandOf(v.command) : null;
      return command && { type: 'player', command };
    }
    default:
      return null;
  }
}

/** A player state fit to send (the player is another module: what it reports is checked like what arrives). */
export function playerStateOf(v: unknown): PlayerState | null {
  if (!isObject(v)) return null;
  const statuses: readonly unknown[] = ['idle', 'loading', 'playing', 'paused', 'stopped', 'ended', 'error'];
  if (
    !(v.episodeId === null || isId(v.episodeId)) ||
    !statuses.includes(v.status) ||
    !isCount(v.position) ||
    !isCount(v.duration)
  )
    return null;
  return {
    episodeId: v.episodeId,
    status: v.status as PlayerStatus,
    position: v.position,
    duration: v.duration,
  };
}

export function trackingEventOf(v: unknown): PodcastTrackingEvent | null {
  if (!isObject(v)) return null;
  const names: readonly unknown[] = ['play', 'pause', 'progress', 'complete', 'stop'];
  if (!names.includes(v.name) || !isId(v.episodeId) || !isCount(v.position) || !isCount(v.duration)) return null;
  return {
    name: v.name as PodcastTrackingEvent['name'],
    episodeId: v.episodeId,
    position: v.position,
    duration: v.duration,
  };
}

/**
 * §4 the navigation message for a target on the page's origin: the full URL without the app-mode parameter, and
 * the page number (`oldal`) when it is above 1.
 */
export function navigationMessageOf(target: URL, appParam: string): Extract<AppOutMessage, { type: 'navigation' }> {
  const url = new URL(target.href);
  url.searchParams.delete(appParam);
  url.hash = target.hash;
  const page = pageOf(url.searchParams);
  return page > 1 ? { type: 'navigation', url: url.href, page } : { type: 'navigation', url: url.href };
}
