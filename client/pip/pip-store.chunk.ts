// §4 video picture-in-picture, held at module level like the podcast player so it outlives every route: the pure
// rules (shared/pip-rules.ts) fed with the refresh answers' pip status, the tab's visibility, whether the podcast
// player plays, and the session's memory (sessionStorage: what the reader dismissed, where a video had got to). Its
// code is part of the media dock's chunk, loaded only when a status shows a video (client/pip/pip-status-feed.ts).
import {
  INITIAL_PIP_STATE,
  pipPosition,
  pipStatusOf,
  pipStep,
  type PipEvent,
  type PipState,
  type PipStatusView,
} from '../../shared/pip-rules.ts';
import { PIP_AUTO_MODE_DEFAULT, PIP_STORAGE_KEY, type PipAutoMode } from '../../shared/podcast-constants.ts';
import { loadPlayer, playerIsPlaying, subscribeToPlayer } from '../player/player-access.ts';
import { storedConsent } from '../../shared/consent.ts';

/** Whether the reader allowed embedded players (a YouTube pip opens by itself only then). */
const framesAllowed = (): boolean => !!storedConsent()?.embeds;

let state: PipState = INITIAL_PIP_STATE;
let mode: PipAutoMode = PIP_AUTO_MODE_DEFAULT;
let lastStatus: PipStatusView | null = null;
const listeners = new Set<() => void>();

interface Remembered {
  shownUrl: string | null;
  dismissedUrl: string | null;
  resume: { url: string; at: number } | null;
}

function remember(): void {
  const playing = state.view === 'window' && state.status.url;
  const at = state.status.url ? pipPosition(state, Date.now()) : 0;
  const saved: Remembered = {
    shownUrl: state.shownUrl,
    dismissedUrl: state.dismissedUrl,
    resume: playing || at > 0 ? { url: state.status.url!, at } : state.resume,
  };
  try {
    sessionStorage.setItem(PIP_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // without storage the session simply forgets
  }
}

function recalled(): Remembered | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(PIP_STORAGE_KEY) ?? 'null') as Partial<Remembered> | null;
    if (!v || typeof v !== 'object') return null;
    const str = (x: unknown) => (typeof x === 'string' ? x : null);
    const r =
      v.resume && typeof v.resume.url === 'string' && Number.isFinite(v.resume.at)
        ? { url: v.resume.url, at: v.resume.at }
        : null;
    return { shownUrl: str(v.shownUrl), dismissedUrl: str(v.dismissedUrl), resume: r };
  } catch {
    return null;
  }
}

export function pipDispatch(event: PipEvent): void {
  const before = state;
  state = pipStep(state, event, {
    mode,
    tabVisible: document.visibilityState === 'visible',
    somethingElsePlaying: playerIsPlaying(),
    framesAllowed: framesAllowed(),
    now: Date.now(),
  });
  if (state === before) return;
  // one thing plays at a time: the window opening pauses the podcast
  if (state.view === 'window' && before.view !== 'window' && playerIsPlaying())
    void loadPlayer().then((p) => p.dispatch({ type: 'pause' }));
  remember();
  for (const l of listeners) l();
}

/** A frontend refresh answer (client/pip/pip-status-feed.ts): its pip status, read in full by the rules. */
export function receiveRefreshAnswer(answer: unknown): void {
  const status = pipStatusOf(answer);
  lastStatus = status;
  pipDispatch({ type: 'status', status });
  // what the pip made of the latest status, for browser tests to wait on (like data-hydrated)
  document.documentElement.dataset.pip = state.view;
}

/** The operator's automatic mode (PIP_AUTO_MODE, in the boot data): the last status is weighed again under it. */
export function setPipMode(next: PipAutoMode): void {
  if (next === mode) return;
  mode = next;
  if (lastStatus) pipDispatch({ type: 'status', status: lastStatus });
}

/** A video on the page continues in the pip from its timestamp. */
export function continueInPip(url: string, title: string | null, at: number): void {
  pipDispatch({ type: 'continue', url, title, at });
}

export const getPipState = (): PipState => state;

export function subscribePip(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const memory = recalled();
if (memory) pipDispatch({ type: 'restore', ...memory });
// §4 the automatic modes ask for a visible tab: coming back to the tab weighs the status again
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && lastStatus) pipDispatch({ type: 'status', status: lastStatus });
});
// the podcast starting makes the window give way (its place and timestamp are kept in the bar)
subscribeToPlayer(() => {
  if (playerIsPlaying() && state.view === 'window') pipDispatch({ type: 'other-playing' });
});
addEventListener('pagehide', remember);
