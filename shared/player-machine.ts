// §4 the podcast player's state machine: pure (no DOM, no storage, no clock), so the page's player bar, the episode
// cards' buttons and a native app's player (through the app bridge's add, play, pause, stop, destroy and ask-state
// messages) all drive one and the same logic. `playerStep` takes the state and an event and returns the next state
// and the effects the caller carries out on its media element (or hands to the native side): load, play, pause,
// seek, unload, save the remembered positions, report the state.
import { PLAYER_POSITIONS_KEPT, PLAYER_RESUME_END_MARGIN_S, PLAYER_SAVE_EVERY_S } from './podcast-constants.ts';

/** What the player needs of an episode (an episode card carries it). */
export interface PlayerEpisode {
  id: number;
  /** cut to the §9 podcast-episode title length */
  title: string;
  podcastName: string;
  /** the podcast's page */
  podcastUrl: string;
  /** the episode's page: its article, or its episode page */
  url: string;
  /** the audio (Episode.sourceUrl) */
  src: string;
  /** seconds, as the publisher states it; the media's own length wins once known */
  duration: number;
}

/**
 * idle: no episode. loading: asked to play, the media is not playing yet. playing, paused. stopped: the media is
 * released (the position is kept; play loads it again). ended: played to the end. error: the media failed to load.
 */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped' | 'ended' | 'error';

/** Remembered positions, [episode id, seconds], the most recently played last. */
export type RememberedPositions = readonly (readonly [id: number, seconds: number])[];

export interface PlayerState {
  status: PlayerStatus;
  episode: PlayerEpisode | null;
  /** seconds into the current episode */
  position: number;
  /** the current episode's length in seconds */
  duration: number;
  positions: RememberedPositions;
  /** the position last handed to `save`, so that playing saves every few seconds, not on every tick */
  savedAt: number;
}

export const INITIAL_PLAYER_STATE: PlayerState = {
  status: 'idle',
  episode: null,
  position: 0,
  duration: 0,
  positions: [],
  savedAt: 0,
};

/** §4 the messages a native app (or anything else) may send the player. */
export type PlayerCommand =
  | { type: 'add'; episode: PlayerEpisode }
  | { type: 'play'; episode?: PlayerEpisode }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'destroy' }
  | { type: 'ask-state' };

/** Everything the machine reacts to: the commands, the page's own controls, and what the media element reports. */
export type PlayerEvent =
  | PlayerCommand
  /** a card's or the bar's play/pause button */
  | { type: 'toggle'; episode?: PlayerEpisode }
  | { type: 'seek'; position: number }
  /** the positions read back from storage when the player starts */
  | { type: 'restore'; positions: RememberedPositions }
  | { type: 'media-time'; position: number; duration?: number }
  | { type: 'media-playing' }
  /** the media paused by itself (headphones unplugged, the system's media keys) */
  | { type: 'media-paused' }
  /** the browser refused to start playing (autoplay rules) */
  | { type: 'media-refused' }
  | { type: 'media-ended' }
  | { type: 'media-error' };

export type PlayerEffect =
  | { kind: 'load'; src: string; at: number; play: boolean }
  | { kind: 'play' }
  | { kind: 'pause' }
  | { kind: 'seek'; to: number }
  | { kind: 'unload' }
  | { kind: 'save'; positions: RememberedPositions }
  | { kind: 'report' };

export interface PlayerStep {
  state: PlayerState;
  effects: PlayerEffect[];
}

/** §4 what the player reports (to the native app through the bridge): the state message. */
export interface PlayerReport {
  type: 'state';
  status: PlayerStatus;
  episodeId: number | null;
  /** seconds, one decimal */
  position: number;
  duration: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function reportOf(state: PlayerState): PlayerReport {
  return {
    type: 'state',
    status: state.status,
    episodeId: state.episode?.id ?? null,
    position: round1(state.position),
    duration: round1(state.duration),
  };
}

/** Whether two states would report differently, the position aside (it moves on every tick). */
export function reportChanged(a: PlayerState, b: PlayerState): boolean {
  return a.status !== b.status || a.episode?.id !== b.episode?.id;
}

export function rememberedPosition(positions: RememberedPositions, id: number): number {
  return positions.find(([e]) => e === id)?.[1] ?? 0;
}

/** The positions with episode `id` at `seconds` (0 forgets it), moved to the most recent end, the oldest dropped. */
export function withPosition(positions: RememberedPositions, id: number, seconds: number): RememberedPositions {
  const rest = positions.filter(([e]) => e !== id);
  const next = seconds > 0 ? [...rest, [id, round1(seconds)] as const] : rest;
  return next.slice(Math.max(0, next.length - PLAYER_POSITIONS_KEPT));
}

/** Where an episode resumes: its remembered position, or the start when it was (nearly) heard to the end. */
export function resumePosition(positions: RememberedPositions, episode: PlayerEpisode): number {
  const at = rememberedPosition(positions, episode.id);
  return episode.duration > 0 && at >= episode.duration - PLAYER_RESUME_END_MARGIN_S ? 0 : at;
}

const isPlaying = (s: PlayerState) => s.status === 'playing' || s.status === 'loading';

/** The current episode's position written into the remembered ones, and a save of them. */
function remember(state: PlayerState): PlayerStep {
  if (!state.episode) return { state, effects: [] };
  const positions = withPosition(state.positions, state.episode.id, state.position);
  return { state: { ...state, positions, savedAt: state.position }, effects: [{ kind: 'save', positions }] };
}

/** Make `episode` the current one at its remembered position; the one before is remembered where it was. */
function switchTo(state: PlayerState, episode: PlayerEpisode, play: boolean): PlayerStep {
  const before = remember(state);
  const at = resumePosition(before.state.positions, episode);
  return {
    state: {
      ...before.state,
      status: play ? 'loading' : 'paused',
      episode,
      position: at,
      duration: episode.duration,
      savedAt: at,
    },
    effects: [...before.effects, { kind: 'load', src: episode.src, at, play }],
  };
}

function play(state: PlayerState, episode?: PlayerEpisode): PlayerStep {
  if (episode && episode.id !== state.episode?.id) return switchTo(state, episode, true);
  const current = state.episode;
  if (!current || isPlaying(state)) return { state, effects: [] };
  if (state.status === 'stopped' || state.status === 'error') {
    return {
      state: { ...state, status: 'loading' },
      effects: [{ kind: 'load', src: current.src, at: state.position, play: true }],
    };
  }
  if (state.status === 'ended') {
    return {
      state: { ...state, status: 'loading', position: 0, savedAt: 0 },
      effects: [{ kind: 'seek', to: 0 }, { kind: 'play' }],
    };
  }
  return { state: { ...state, status: 'loading' }, effects: [{ kind: 'play' }] };
}

function pause(state: PlayerState): PlayerStep {
  if (!isPlaying(state)) return { state, effects: [] };
  const saved = remember({ ...state, status: 'paused' });
  return { state: saved.state, effects: [{ kind: 'pause' }, ...saved.effects] };
}

export function playerStep(state: PlayerState, event: PlayerEvent): PlayerStep {
  const same: PlayerStep = { state, effects: [] };
  switch (event.type) {
    case 'add':
      return event.episode.id === state.episode?.id ? same : switchTo(state, event.episode, false);
    case 'play':
      return play(state, event.episode);
    case 'toggle':
      return isPlaying(state) && (!event.episode || event.episode.id === state.episode?.id)
        ? pause(state)
        : play(state, event.episode);
    case 'pause':
      return pause(state);
    case 'stop': {
      if (!state.episode || state.status === 'stopped') return same;
      const saved = remember({ ...state, status: 'stopped' });
      return { state: saved.state, effects: [{ kind: 'unload' }, ...saved.effects] };
    }
    case 'destroy': {
      if (!state.episode) return same;
      const saved = remember(state);
      return {
        state: { ...INITIAL_PLAYER_STATE, positions: saved.state.positions },
        effects: [{ kind: 'unload' }, ...saved.effects],
      };
    }
    case 'ask-state':
      return { state, effects: [{ kind: 'report' }] };
    case 'seek': {
      if (!state.episode || !Number.isFinite(event.position)) return same;
      const to = Math.min(Math.max(0, event.position), state.duration || Infinity);
      const saved = remember({ ...state, position: to, status: state.status === 'ended' ? 'paused' : state.status });
      // a released medium is loaded again at the new position when it plays
      return {
        state: saved.state,
        effects: state.status === 'stopped' ? saved.effects : [{ kind: 'seek', to }, ...saved.effects],
      };
    }
    case 'restore': {
      // what this page has heard since wins over what storage remembered
      let positions: RememberedPositions = event.positions.filter(
        ([id, s]) => Number.isInteger(id) && Number.isFinite(s) && s > 0,
      );
      for (const [id, s] of state.positions) positions = withPosition(positions, id, s);
      return { state: { ...state, positions: positions.slice(-PLAYER_POSITIONS_KEPT) }, effects: [] };
    }
    case 'media-time': {
      if (!state.episode || state.status === 'stopped' || state.status === 'ended' || !Number.isFinite(event.position))
        return same;
      const duration =
        event.duration !== undefined && Number.isFinite(event.duration) && event.duration > 0
          ? event.duration
          : state.duration;
      const next = { ...state, position: Math.max(0, event.position), duration };
      return Math.abs(next.position - state.savedAt) >= PLAYER_SAVE_EVERY_S
        ? remember(next)
        : { state: next, effects: [] };
    }
    case 'media-playing':
      return state.episode && (state.status === 'loading' || state.status === 'paused')
        ? { state: { ...state, status: 'playing' }, effects: [] }
        : same;
    case 'media-paused':
      return state.status === 'playing' ? remember({ ...state, status: 'paused' }) : same;
    case 'media-refused':
      return state.status === 'loading' ? { state: { ...state, status: 'paused' }, effects: [] } : same;
    case 'media-ended': {
      if (!state.episode) return same;
      // heard to the end: next time it starts from the beginning
      const positions = withPosition(state.positions, state.episode.id, 0);
      return {
        state: { ...state, status: 'ended', position: state.duration, positions, savedAt: 0 },
        effects: [{ kind: 'save', positions }],
      };
    }
    case 'media-error':
      return state.episode && state.status !== 'stopped' ? { state: { ...state, status: 'error' }, effects: [] } : same;
  }
}
