// What episode buttons load up front: a handle on the player that loads its code (client/player/player-store.chunk.ts, its
// own chunk) on the first play, and lets a button follow the player's state once it exists. Before the first play
// every button shows 'play', and nothing of the player is in the page's JavaScript.
import type { PlayerStatus } from '../../shared/player-machine.ts';

type PlayerModule = typeof import('./player-store.chunk.ts');

let player: PlayerModule | null = null;
let loading: Promise<PlayerModule> | null = null;
const listeners = new Set<() => void>();
const loadWatchers = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export function loadPlayer(): Promise<PlayerModule> {
  loading ??= import('./player-store.chunk.ts').then((m) => {
    player = m;
    m.subscribePlayer(notify);
    notify();
    for (const w of loadWatchers) w();
    loadWatchers.clear();
    return m;
  });
  return loading;
}

/** Calls `watch` once the player's code is in: now, or when something first plays (the app bridge joins it then). */
export function whenPlayerLoads(watch: () => void): void {
  if (player) watch();
  else loadWatchers.add(watch);
}

export function subscribeToPlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player's status for one episode: 'idle' unless it is the current one. */
export function statusOf(episodeId: number): PlayerStatus {
  const s = player?.getPlayerState();
  return s?.episode?.id === episodeId ? s.status : 'idle';
}

/** Whether the player is playing anything (the pip's 'nothing else playing'). */
export function playerIsPlaying(): boolean {
  const status = player?.getPlayerState().status;
  return status === 'playing' || status === 'loading';
}
