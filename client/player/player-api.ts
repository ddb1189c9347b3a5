// §4 the podcast player as the app bridge sees it (issue 21 wires it to postMessage): `dispatch` takes a message
// (add, play, pause, stop, destroy, ask-state; anything else or malformed is ignored and answers false) and
// `onStateChange` reports the player's state ({ type: 'state', status, episodeId, position, duration }) on every
// change of status or episode and in answer to ask-state. Loading it loads the player's chunk.
import { playerCommandOf, type PlayerReport, type PlayerState } from '../../shared/player-machine.ts';
import { openMediaDock } from '../media-dock-slot.tsx';
import { loadPlayer } from './player-access.ts';
import type { PlayerOutput } from './player-store.ts';

export interface PlayerApi {
  dispatch(message: unknown): boolean;
  onStateChange(callback: (report: PlayerReport) => void): () => void;
  getState(): PlayerState;
  /** in the app: the native player carries out load, play, pause, seek and unload instead of the page's audio */
  setOutput(output: PlayerOutput): void;
}

export async function loadPlayerApi(): Promise<PlayerApi> {
  const player = await loadPlayer();
  return {
    dispatch(message) {
      const command = playerCommandOf(message);
      if (!command) return false;
      if (command.type === 'add' || command.type === 'play') openMediaDock();
      player.dispatch(command);
      return true;
    },
    onStateChange: player.onPlayerStateChange,
    getState: player.getPlayerState,
    setOutput: player.setPlayerOutput,
  };
}
