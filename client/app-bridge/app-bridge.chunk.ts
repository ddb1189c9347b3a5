// §4 mobile-app mode: the page's side of the native bridge. Loaded only in app mode (the isMobileApp parameter), by
// client/services/reader-services.chunk.ts. Every message in and out has a schema (shared/app-bridge-messages.ts); anything
// else that arrives is ignored.
// - Out: a client navigation to another path is handed to the app (the full URL, plus the page number above 1) and
//   stopped; a navigation to the same path (a list's next page, a tab) stays in the webview and keeps the app-mode
//   parameter, so the server keeps building the page for the app. A plain link to another of our pages (in an
//   article's text, the footer) is handed over the same way. The podcast player's state and tracking events.
// - In: the colour mode, a navigation of this webview, the push topics, and the player's commands.
// Transport: the native side's own channel (iOS WKWebView message handler, Android JavaScript interface, React Native
// WebView), or, in a frame, the same-origin parent (the local harness, /_app-harness). With none, the page behaves
// like the web. docs/app-bridge.md describes the protocol.
import { createPath, NavigationType, type createBrowserRouter, type Location } from 'react-router';
import {
  APP_BRIDGE_VERSION,
  IDLE_PLAYER_STATE,
  appInMessageOf,
  navigationMessageOf,
  playerStateOf,
  trackingEventOf,
  type AppInMessage,
  type AppOutMessage,
  type PlayerCommand,
  type PlayerState,
} from '../../shared/app-bridge-messages.ts';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/constants.ts';
import { MOBILE_APP_PARAM } from '../../shared/mobile-app-param.ts';
import type { PushTopic } from '../../shared/push-topics.ts';
import { whenPlayerLoads } from '../player/player-access.ts';
import { watchPlayer, type PlayerHandlers } from './player-registry.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;
type Send = (message: AppOutMessage) => void;

/** The app's push topics change: `event.detail` is the list (a push control in app mode shows these). */
export const APP_PUSH_TOPICS_EVENT = 'hirportal:app-push-topics';
const BLOCKER_KEY = 'app-bridge';
/** Commands that arrive before the player registers wait for it; a few are enough (add, then play). */
const MAX_QUEUED_COMMANDS = 8;

interface NativeWindow {
  webkit?: { messageHandlers?: { hirportal?: { postMessage(message: unknown): void } } };
  ReactNativeWebView?: { postMessage(message: string): void };
  HirportalAndroid?: { postMessage(message: string): void };
  hirportalApp?: { receive(message: unknown): void; pushTopics(): PushTopic[] };
}

/** The native side's channel, or null when the page is not in an app (then nothing is handed over). */
export function nativeTransport(win: Window & NativeWindow = window): Send | null {
  const ios = win.webkit?.messageHandlers?.hirportal;
  if (ios) return (m) => ios.postMessage(m);
  const rn = win.ReactNativeWebView ?? win.HirportalAndroid;
  if (rn) return (m) => rn.postMessage(JSON.stringify(m));
  if (win.parent !== win) return (m) => win.parent.postMessage(m, win.location.origin);
  return null;
}

type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

export function startAppBridge(router: DataRouter, publicOrigin: string, send: Send): () => void {
  const win = window as Window & NativeWindow;
  const appValue = new URLSearchParams(location.search).get(MOBILE_APP_PARAM) ?? '1';
  const stops: (() => void)[] = [];
  const handOver = (to: URL) => send(navigationMessageOf(to, MOBILE_APP_PARAM));
  const navigateHere = guardNavigations(router, appValue, handOver, stops);
  handOverPlainLinks(handOver, stops);
  const playerCommand = bridgePlayer(send, stops);

  let pushTopics: PushTopic[] = [];
  function receive(raw: unknown) {
    const message: AppInMessage | null = appInMessageOf(raw);
    if (!message) return;
    switch (message.type) {
      case 'set-color-mode':
        return setColorMode(message.mode);
      case 'navigate': {
        const to = new URL(message.url, location.origin);
        const ours = to.origin === location.origin || to.origin === publicOrigin;
        // Never a foreign page, and never a path a browser would read as another host.
        if (!ours || /^[/\\]{2}/.test(message.url) || !/^(\/|https?:)/i.test(message.url)) return;
        return navigateHere(to);
      }
      case 'set-push-topics':
        pushTopics = message.topics;
        document.documentElement.dataset.appPushTopics = pushTopics.join(' ');
        window.dispatchEvent(new CustomEvent(APP_PUSH_TOPICS_EVENT, { detail: [...pushTopics] }));
        return;
      case 'player':
        return playerCommand(message.command);
    }
  }
  // The native side injects messages with window.postMessage (or calls receive directly); the harness, from its
  // same-origin parent frame. Messages from anything else (an ad's frame) never reach the parser.
  const onMessage = (event: MessageEvent) => {
    if (
      event.source === window ||
      (event.source === window.parent && window.parent !== window && event.origin === location.origin)
    )
      receive(event.data);
  };
  window.addEventListener('message', onMessage);
  stops.push(() => window.removeEventListener('message', onMessage));
  win.hirportalApp = { receive, pushTopics: () => [...pushTopics] };
  document.documentElement.dataset.appBridge = 'ready';
  send({ type: 'ready', version: APP_BRIDGE_VERSION });
  return () => stops.forEach((s) => s());
}

/**
 * Client navigations: React Router asks the blocker before every one. Back and forward (POP) are the app's own
 * webview history and pass; another path goes to the app; the same path stays, with the parameter. Returns the way
 * the bridge itself navigates this webview (keeping the parameter).
 */
function guardNavigations(
  router: DataRouter,
  appValue: string,
  handOver: (to: URL) => void,
  stops: (() => void)[],
): (to: Path) => void {
  /** The one navigation the bridge itself starts (to keep the parameter, or on the app's request) passes. */
  let allowed: string | null = null;

  const withAppParam = (to: Path) => {
    const search = new URLSearchParams(to.search);
    if (!search.has(MOBILE_APP_PARAM)) search.set(MOBILE_APP_PARAM, appValue);
    return `${to.pathname}?${search}${to.hash}`;
  };
  const navigateHere = (to: Path, replace = false) => {
    allowed = withAppParam(to);
    void router.navigate(allowed, { replace });
  };

  router.getBlocker(BLOCKER_KEY, ({ currentLocation, nextLocation, historyAction }) => {
    if (historyAction === NavigationType.Pop) return false;
    if (allowed !== null && createPath(nextLocation) === allowed) {
      allowed = null;
      return false;
    }
    return (
      nextLocation.pathname !== currentLocation.pathname ||
      !new URLSearchParams(nextLocation.search).has(MOBILE_APP_PARAM)
    );
  });
  stops.push(() => router.deleteBlocker(BLOCKER_KEY));
  stops.push(
    router.subscribe((state) => {
      const blocker = state.blockers.get(BLOCKER_KEY);
      if (blocker?.state !== 'blocked') return;
      const next = blocker.location;
      // Out of the router's own state update: resetting the blocker is another update.
      queueMicrotask(() => {
        blocker.reset();
        if (next.pathname === router.state.location.pathname) navigateHere(next);
        else handOver(new URL(createPath(next), location.origin));
      });
    }),
  );
  return navigateHere;
}

/** Plain links (not the router's): after React had its turn, a click that would load another of our pages. */
function handOverPlainLinks(handOver: (to: URL) => void, stops: (() => void)[]): void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    const to = new URL(link.href, location.href);
    if (to.origin !== location.origin || to.pathname === location.pathname) return;
    event.preventDefault();
    handOver(to);
  };
  window.addEventListener('click', onClick);
  stops.push(() => window.removeEventListener('click', onClick));
}

/**
 * The player: its state and tracking events go out; commands wait for it when it is not there yet. Returns the way
 * the app's commands reach it.
 */
function bridgePlayer(send: Send, stops: (() => void)[]): (command: PlayerCommand) => void {
  let player: PlayerHandlers | null = null;
  let lastState: PlayerState = IDLE_PLAYER_STATE;
  let unsubscribe: (() => void)[] = [];
  const queued: PlayerCommand[] = [];
  stops.push(
    watchPlayer((handlers) => {
      unsubscribe.forEach((u) => u());
      unsubscribe = [];
      player = handlers;
      if (!handlers) {
        lastState = IDLE_PLAYER_STATE;
        return;
      }
      unsubscribe.push(
        handlers.onStateChange((raw) => {
          const state = playerStateOf(raw);
          if (!state) return;
          lastState = state;
          send({ type: 'player-state', state });
        }),
      );
      if (handlers.onTrackingEvent) {
        unsubscribe.push(
          handlers.onTrackingEvent((raw) => {
            const event = trackingEventOf(raw);
            if (event) send({ type: 'podcast-tracking', event });
          }),
        );
      }
      for (const command of queued.splice(0)) playerCommand(command);
    }),
  );
  stops.push(() => unsubscribe.forEach((u) => u()));
  // The site's player (its own chunk, with its adapter) joins when the app first speaks to it, or when the reader
  // starts it on the page.
  const joinPlayer = () => void import('../player/player-bridge.chunk.ts').then((m) => m.joinPlayerToBridge());
  whenPlayerLoads(joinPlayer);
  function playerCommand(command: PlayerCommand) {
    if (command.type === 'ask-state') return send({ type: 'player-state', state: lastState });
    if (!player) {
      if (queued.length < MAX_QUEUED_COMMANDS) queued.push(command);
      joinPlayer();
      return;
    }
    player.dispatch(command);
  }
  return playerCommand;
}

function setColorMode(mode: Extract<AppInMessage, { type: 'set-color-mode' }>['mode']): void {
  try {
    if (mode === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // storage blocked: nowhere to keep the mode
  }
  // client/public/theme.js owns data-theme: told that the storage changed, it applies the stored mode (a
  // page's forced scheme still wins, §4).
  window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY }));
}
