// Where the podcast player meets the app bridge (§4 Podcast player: state synchronised with a native webview via add,
// play, pause, stop, destroy and ask-state). The site's player registers here through its adapter
// (client/player/player-bridge.chunk.ts); the bridge picks the handlers up now or whenever they change, and keeps the app's
// commands until they come. The seam keeps the bridge free of the player's code. Protocol: docs/app-bridge.md.
import type { PlayerCommand, PlayerState, PodcastTrackingEvent } from '../../shared/app-bridge-messages.ts';

export interface PlayerHandlers {
  /** add, play, pause, stop and destroy from the app (ask-state is answered by the bridge from the last state) */
  dispatch(command: Exclude<PlayerCommand, { type: 'ask-state' }>): void;
  /** calls back with the current state at once, then on every change; returns an unsubscribe */
  onStateChange(listener: (state: PlayerState) => void): () => void;
  /** podcast tracking events (play, pause, progress, complete, stop), if the player reports them */
  onTrackingEvent?(listener: (event: PodcastTrackingEvent) => void): () => void;
}

let current: PlayerHandlers | null = null;
const watchers = new Set<(handlers: PlayerHandlers | null) => void>();

/** The player's one call. Returns the unregistration (a destroyed player calls it). */
export function registerPlayerHandlers(handlers: PlayerHandlers): () => void {
  current = handlers;
  for (const watch of watchers) watch(handlers);
  return () => {
    if (current !== handlers) return;
    current = null;
    for (const watch of watchers) watch(null);
  };
}

/** The bridge's side: told about the registered player now and whenever it changes. */
export function watchPlayer(watch: (handlers: PlayerHandlers | null) => void): () => void {
  watchers.add(watch);
  watch(current);
  return () => watchers.delete(watch);
}
