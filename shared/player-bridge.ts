// Between the app bridge's player messages (shared/app-bridge-messages.ts, the protocol the native app speaks) and the
// site's podcast player (shared/player-machine.ts, which the page's bar and episode buttons drive): the app's episode
// as the player needs it, the app's commands as the machine's, the player's report as the app's state, and the
// podcast tracking events the app counts. Pure, so the mapping is tested without a browser; the client side that
// registers it with the bridge is client/player/player-bridge.chunk.ts.
import type {
  PlayerCommand as AppCommand,
  PlayerEpisode as AppEpisode,
  PlayerState as AppState,
  PodcastTrackingEvent,
} from './app-bridge-messages.ts';
import type { PlayerCommand, PlayerEpisode, PlayerReport } from './player-machine.ts';
import { PODCASTS_PATH } from './podcast-constants.ts';
import { episodePagePath, podcastPath } from './podcast-urls.ts';

/** The share of an episode at which a 'progress' tracking event goes out (once each per episode loaded). */
export const TRACKING_PROGRESS_MARKS = [0.25, 0.5, 0.75] as const;

/** The app's episode as the player's bar shows it: its podcast's page and the episode's page when the podcast is known. */
export function episodeFromApp(e: AppEpisode): PlayerEpisode {
  return {
    id: e.id,
    title: e.title,
    podcastName: e.podcast?.name ?? '',
    podcastUrl: e.podcast ? podcastPath(e.podcast.slug) : PODCASTS_PATH,
    url: e.podcast ? episodePagePath(e.podcast.slug, e.slug) : PODCASTS_PATH,
    src: e.sourceUrl,
    duration: e.duration,
  };
}

/**
 * The machine's command for the app's, or null when it names an episode the player was never given (the app plays
 * by id only what it added, or what is loaded). ask-state is the bridge's to answer.
 */
export function commandFromApp(
  command: Exclude<AppCommand, { type: 'ask-state' }>,
  known: (id: number) => PlayerEpisode | undefined,
): PlayerCommand | null {
  switch (command.type) {
    case 'add':
      return { type: 'add', episode: episodeFromApp(command.episode) };
    case 'play': {
      if (command.episodeId === undefined) return { type: 'play' };
      const episode = known(command.episodeId);
      return episode ? { type: 'play', episode } : null;
    }
    default:
      return { type: command.type };
  }
}

/** The player's report as the app's player-state. */
export function stateForApp(report: PlayerReport): AppState {
  return { episodeId: report.episodeId, status: report.status, position: report.position, duration: report.duration };
}

/** The tracking event a change of the player's status is worth, if any (position changes are `progressEvents`'). */
export function trackingForChange(before: AppState, after: AppState): PodcastTrackingEvent | null {
  const episodeId = before.episodeId ?? after.episodeId;
  if (episodeId === null) return null;
  // A new episode while one played: the old one stopped.
  if (
    before.episodeId !== null &&
    after.episodeId !== before.episodeId &&
    (before.status === 'playing' || before.status === 'paused')
  ) {
    return { name: 'stop', episodeId: before.episodeId, position: before.position, duration: before.duration };
  }
  if (after.status === before.status && after.episodeId === before.episodeId) return null;
  const at = { episodeId: after.episodeId ?? episodeId, position: after.position, duration: after.duration };
  switch (after.status) {
    case 'playing':
      return { name: 'play', ...at };
    case 'paused':
      return before.status === 'playing' ? { name: 'pause', ...at } : null;
    case 'ended':
      return { name: 'complete', ...at };
    case 'stopped':
      return { name: 'stop', ...at };
    case 'idle':
      // destroyed: the episode it held stopped, where it was
      return before.status === 'playing' || before.status === 'paused'
        ? { name: 'stop', episodeId, position: before.position, duration: before.duration }
        : null;
    default:
      return null;
  }
}

/** The 'progress' events for playing from `from` to `to` seconds of an episode `duration` long. */
export function progressEvents(episodeId: number, duration: number, from: number, to: number): PodcastTrackingEvent[] {
  if (!(duration > 0) || !(to > from)) return [];
  return TRACKING_PROGRESS_MARKS.filter((m) => from < m * duration && m * duration <= to).map(() => ({
    name: 'progress' as const,
    episodeId,
    position: Math.round(to * 10) / 10,
    duration,
  }));
}
