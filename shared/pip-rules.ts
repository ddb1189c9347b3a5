// §4 video picture-in-picture, as pure rules. The frontend refresh's pipStatus (§3: pipShow, pipTitle, pipUrl,
// pipOpen, pipLabel with the default 'élő') shows a video bar; the pip window plays the video in a corner of the page
// and keeps playing across navigations. It opens by itself only as the automatic mode allows: none never; gentle when
// the tab is visible, nothing else plays and the pip was not shown yet; full whenever the tab is visible. The reader
// may open it, minimise it to the bar, or dismiss it, which stops the video and resets the status (the same video
// does not come back). A video continued in the pip starts from its timestamp.
import { PIP_AUTO_MODES, PIP_DEFAULT_LABEL, type PipAutoMode } from './podcast-constants.ts';

export interface PipStatusView {
  show: boolean;
  title: string | null;
  url: string | null;
  /** the editors ask for the video to open by itself (as the automatic mode allows) */
  open: boolean;
  label: string;
}

export const PIP_HIDDEN: PipStatusView = { show: false, title: null, url: null, open: false, label: PIP_DEFAULT_LABEL };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const SAFE_URL = /^(\/(?!\/)|https:\/\/)/;

/**
 * The pip status of a /api/frontend/refresh answer (§7), read defensively: anything malformed hides the bar, a
 * missing label is 'élő', a status without a usable https or site-relative URL shows nothing.
 */
export function pipStatusOf(refreshAnswer: unknown): PipStatusView {
  const s = isObject(refreshAnswer) ? refreshAnswer.pipStatus : undefined;
  if (!isObject(s) || s.pipShow !== true) return PIP_HIDDEN;
  const url = text(s.pipUrl);
  if (!url || !SAFE_URL.test(url)) return PIP_HIDDEN;
  return {
    show: true,
    title: text(s.pipTitle),
    url,
    open: s.pipOpen === true,
    label: text(s.pipLabel) ?? PIP_DEFAULT_LABEL,
  };
}

export function pipAutoModeOf(v: unknown): PipAutoMode | null {
  return PIP_AUTO_MODES.find((m) => m === v) ?? null;
}

export interface PipAutoConditions {
  tabVisible: boolean;
  /** the podcast player (or another video) is playing */
  somethingElsePlaying: boolean;
  /** the pip window is open, or was opened for this video before */
  pipShown: boolean;
}

/** §4 whether the pip may open by itself. */
export function shouldAutoOpenPip(mode: PipAutoMode, c: PipAutoConditions): boolean {
  if (mode === 'none') return false;
  if (mode === 'full') return c.tabVisible;
  return c.tabVisible && !c.somethingElsePlaying && !c.pipShown;
}

const YOUTUBE_ID =
  /^https:\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/;
const VIDEO_FILE = /^(\/(?!\/)|https:\/\/)[^?#]+\.(mp4|webm|ogv|m4v)(?:[?#].*)?$/i;

export type PipMedia = { kind: 'iframe'; src: string } | { kind: 'video'; src: string };

/** What the pip window plays for a URL, starting `at` seconds in; null when the URL is not a video we can embed. */
export function pipMediaOf(url: string, at: number): PipMedia | null {
  const start = Math.max(0, Math.floor(at));
  const yt = YOUTUBE_ID.exec(url);
  if (yt)
    return {
      kind: 'iframe',
      src: `https://www.youtube-nocookie.com/embed/${yt[1]}?autoplay=1${start > 0 ? `&start=${start}` : ''}`,
    };
  if (VIDEO_FILE.test(url))
    return { kind: 'video', src: `${url.replace(/#.*$/, '')}${start > 0 ? `#t=${start}` : ''}` };
  return null;
}

export interface PipState {
  status: PipStatusView;
  /** hidden; bar: the video bar (label, title, open button); window: the video plays in the pip */
  view: 'hidden' | 'bar' | 'window';
  /** seconds into the video where the window (re)starts */
  startAt: number;
  /** when the window last started playing (ms), so minimising knows how far it got */
  playingSince: number | null;
  /** the video the pip window was opened for in this session (gentle mode does not open it again by itself) */
  shownUrl: string | null;
  /** the video the reader dismissed: not shown again until the editors show another */
  dismissedUrl: string | null;
  /** where a video the page was left in (a reload, another tab's session) had got to */
  resume: { url: string; at: number } | null;
}

export const INITIAL_PIP_STATE: PipState = {
  status: PIP_HIDDEN,
  view: 'hidden',
  startAt: 0,
  playingSince: null,
  shownUrl: null,
  dismissedUrl: null,
  resume: null,
};

export interface PipEnvironment {
  mode: PipAutoMode;
  tabVisible: boolean;
  somethingElsePlaying: boolean;
  /** the reader allowed embedded players (consent purpose 'embeds'): a framed video (YouTube) opens by
   * itself only then; the reader's own "Megnézem" opens it whatever was chosen */
  framesAllowed: boolean;
  /** ms */
  now: number;
}

export type PipEvent =
  /** a refresh answer's status, or the tab became visible again (the same status re-evaluated) */
  | { type: 'status'; status: PipStatusView }
  /** the reader opens the window from the bar */
  | { type: 'open' }
  /** a video on the page continues in the pip from its timestamp */
  | { type: 'continue'; url: string; title: string | null; at: number }
  | { type: 'minimise' }
  | { type: 'dismiss' }
  /** something else started playing (the podcast player): the window gives way */
  | { type: 'other-playing' }
  /** what the session remembered (sessionStorage) when the page loaded */
  | {
      type: 'restore';
      shownUrl: string | null;
      dismissedUrl: string | null;
      resume: { url: string; at: number } | null;
    };

/** The timestamp the video has reached, seconds. */
export function pipPosition(state: PipState, now: number): number {
  return state.startAt + (state.playingSince === null ? 0 : Math.max(0, now - state.playingSince) / 1000);
}

function openWindow(state: PipState, now: number): PipState {
  return { ...state, view: 'window', playingSince: now, shownUrl: state.status.url };
}

function toBar(state: PipState, now: number): PipState {
  return state.view === 'window'
    ? { ...state, view: 'bar', startAt: pipPosition(state, now), playingSince: null }
    : state;
}

export function pipStep(state: PipState, event: PipEvent, env: PipEnvironment): PipState {
  switch (event.type) {
    case 'status': {
      const s = event.status;
      if (!s.show || !s.url || s.url === state.dismissedUrl) {
        // the editors took the video down (or it is one the reader dismissed): nothing shows
        return state.view === 'hidden' && state.status === PIP_HIDDEN
          ? state
          : { ...state, status: PIP_HIDDEN, view: 'hidden', startAt: 0, playingSince: null };
      }
      const sameVideo = s.url === state.status.url;
      let next: PipState = sameVideo
        ? { ...state, status: s, view: state.view === 'hidden' ? 'bar' : state.view }
        : {
            ...state,
            status: s,
            view: 'bar',
            startAt: state.resume?.url === s.url ? state.resume.at : 0,
            playingSince: null,
          };
      const media = pipMediaOf(s.url, 0);
      const playable = media !== null && (media.kind !== 'iframe' || env.framesAllowed);
      const pipShown = next.view === 'window' || next.shownUrl === s.url;
      if (playable && s.open && next.view !== 'window' && shouldAutoOpenPip(env.mode, { ...env, pipShown }))
        next = openWindow(next, env.now);
      return next;
    }
    case 'open':
      return state.view === 'bar' && state.status.url && pipMediaOf(state.status.url, 0)
        ? openWindow(state, env.now)
        : state;
    case 'continue': {
      if (!pipMediaOf(event.url, 0)) return state;
      const status: PipStatusView = {
        show: true,
        title: event.title,
        url: event.url,
        open: false,
        label: state.status.url === event.url ? state.status.label : PIP_HIDDEN.label,
      };
      return openWindow(
        {
          ...state,
          status,
          startAt: Math.max(0, event.at),
          dismissedUrl: state.dismissedUrl === event.url ? null : state.dismissedUrl,
        },
        env.now,
      );
    }
    case 'minimise':
      return toBar(state, env.now);
    case 'other-playing':
      return toBar(state, env.now);
    case 'dismiss':
      return state.view === 'hidden'
        ? state
        : { ...INITIAL_PIP_STATE, shownUrl: state.shownUrl, dismissedUrl: state.status.url };
    case 'restore':
      return { ...state, shownUrl: event.shownUrl, dismissedUrl: event.dismissedUrl, resume: event.resume };
  }
}
