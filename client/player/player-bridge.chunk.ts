// The site's podcast player joined to the app bridge (§4 Podcast player: state synchronised with a native webview via
// add, play, pause, stop, destroy and ask-state). Only the bridge imports this, and only in app mode: when the app
// sends its first player command, or when the reader starts the player on the page. It loads the player's chunk and
// registers it in the bridge's registry; the mapping between the two protocols is shared/player-bridge.ts.
import {
  IDLE_PLAYER_STATE,
  type PlayerState as AppState,
  type PodcastTrackingEvent,
} from '../../shared/app-bridge-messages.ts';
import type { PlayerEpisode } from '../../shared/player-machine.ts';
import { commandFromApp, progressEvents, stateForApp, trackingForChange } from '../../shared/player-bridge.ts';
import { registerPlayerHandlers } from '../app-bridge/player-registry.ts';
import { openMediaDock } from '../media-dock-slot.tsx';
import { loadPlayer } from './player-access.ts';

/** Episodes the app added, so that it can play one of them by id later (a few are plenty). */
const KNOWN_EPISODES_KEPT = 20;

let joined: Promise<void> | null = null;

export function joinPlayerToBridge(): Promise<void> {
  joined ??= loadPlayer().then((player) => {
    const known = new Map<number, PlayerEpisode>();
    const knownEpisode = (id: number) =>
      known.get(id) ?? (player.getPlayerState().episode?.id === id ? player.getPlayerState().episode! : undefined);
    const current = (): AppState => stateForApp(player.getPlayerReport());

    const trackers = new Set<(event: PodcastTrackingEvent) => void>();
    const track = (event: PodcastTrackingEvent | null) => {
      if (event) for (const t of trackers) t(event);
    };
    let last = current();
    // the furthest point of the current episode played, so that each progress mark is told once
    let furthest = last.position;
    // A reader who started the player on the page may have it playing before this chunk arrived: the app still
    // hears that play, once, as the first tracking event.
    let missed = trackingForChange(IDLE_PLAYER_STATE, last);
    player.subscribePlayer(() => {
      const now = current();
      if (now.episodeId !== last.episodeId) furthest = now.position;
      track(trackingForChange(last, now));
      if (now.episodeId !== null && now.status === 'playing' && now.position > furthest) {
        for (const e of progressEvents(now.episodeId, now.duration, furthest, now.position)) track(e);
        furthest = now.position;
      }
      last = now;
    });

    registerPlayerHandlers({
      dispatch(command) {
        const next = commandFromApp(command, knownEpisode);
        if (!next) return;
        if (next.type === 'add') {
          known.delete(next.episode.id);
          known.set(next.episode.id, next.episode);
          if (known.size > KNOWN_EPISODES_KEPT) known.delete(known.keys().next().value!);
        }
        if (next.type === 'add' || next.type === 'play') openMediaDock();
        player.dispatch(next);
      },
      onStateChange(listener) {
        listener(current());
        return player.onPlayerStateChange((report) => listener(stateForApp(report)));
      },
      onTrackingEvent(listener) {
        trackers.add(listener);
        if (missed) listener(missed);
        missed = null;
        return () => trackers.delete(listener);
      },
    });
  });
  return joined;
}
