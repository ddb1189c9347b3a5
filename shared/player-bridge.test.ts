// The mapping between the app bridge's player messages and the site's podcast player (shared/player-bridge.ts): the
// app's episode as the player's, the app's commands as the machine's, the report as the app's state, and which
// changes are worth a tracking event.
import t from 'tap';
import type { PlayerState as AppState } from './app-bridge-messages.ts';
import { commandFromApp, episodeFromApp, progressEvents, stateForApp, trackingForChange } from './player-bridge.ts';

const appEpisode = {
  id: 7,
  slug: 'heti-gazdasag-12',
  title: 'Heti gazdaság',
  sourceUrl: '/media/audio/7.wav',
  duration: 1800,
  podcast: { slug: 'g7-podcast', name: 'G7 Podcast' },
};
const player = episodeFromApp(appEpisode);

t.test("the app's episode as the player shows it: its podcast's page and its own page", async (t) => {
  t.same(player, {
    id: 7,
    title: 'Heti gazdaság',
    podcastName: 'G7 Podcast',
    podcastUrl: '/podcast/g7-podcast',
    url: '/podcast/g7-podcast/heti-gazdasag-12',
    src: '/media/audio/7.wav',
    duration: 1800,
  });
  t.same(
    episodeFromApp({ ...appEpisode, podcast: null }),
    { ...player, podcastName: '', podcastUrl: '/podcast', url: '/podcast' },
    "no podcast: the podcasts' page",
  );
});

t.test('commands: add carries the episode; play by id only for an episode the player was given', async (t) => {
  const known = (id: number) => (id === 7 ? player : undefined);
  t.same(commandFromApp({ type: 'add', episode: appEpisode }, known), { type: 'add', episode: player });
  t.same(commandFromApp({ type: 'play' }, known), { type: 'play' });
  t.same(commandFromApp({ type: 'play', episodeId: 7 }, known), { type: 'play', episode: player });
  t.equal(commandFromApp({ type: 'play', episodeId: 8 }, known), null, 'an episode never added: nothing');
  for (const type of ['pause', 'stop', 'destroy'] as const) t.same(commandFromApp({ type }, known), { type });
});

t.test("the report as the app's state", async (t) => {
  t.same(stateForApp({ type: 'state', status: 'error', episodeId: 7, position: 12.3, duration: 1800 }), {
    episodeId: 7,
    status: 'error',
    position: 12.3,
    duration: 1800,
  });
});

t.test('tracking: play, pause, complete and stop from the changes of status; progress once at each mark', async (t) => {
  const s = (status: AppState['status'], episodeId: number | null = 7, position = 10): AppState => ({
    episodeId,
    status,
    position,
    duration: 100,
  });
  const name = (a: AppState, b: AppState) => trackingForChange(a, b)?.name ?? null;
  t.equal(name(s('idle', null, 0), s('paused', 7, 0)), null, 'added: nothing yet');
  t.equal(name(s('paused'), s('loading')), null, 'loading is not playing');
  t.equal(name(s('loading'), s('playing')), 'play');
  t.equal(name(s('playing'), s('paused', 7, 42)), 'pause');
  t.same(
    trackingForChange(s('playing'), s('paused', 7, 42)),
    { name: 'pause', episodeId: 7, position: 42, duration: 100 },
    'where it paused',
  );
  t.equal(name(s('loading'), s('paused')), null, 'a refused start is no pause');
  t.equal(name(s('playing'), s('ended', 7, 100)), 'complete');
  t.equal(name(s('playing'), s('stopped')), 'stop');
  t.same(
    trackingForChange(s('paused', 7, 33), s('idle', null, 0)),
    { name: 'stop', episodeId: 7, position: 33, duration: 100 },
    'destroyed: a stop where it was',
  );
  t.same(
    trackingForChange(s('playing', 7, 33), s('loading', 8, 0)),
    { name: 'stop', episodeId: 7, position: 33, duration: 100 },
    'another episode: the old one stopped',
  );
  t.equal(name(s('playing'), s('playing', 7, 11)), null, 'time alone is not a change');
  t.same(
    progressEvents(7, 100, 20, 26).map((e) => e.name),
    ['progress'],
    '25 % passed',
  );
  t.same(progressEvents(7, 100, 26, 49), [], 'no mark between');
  t.equal(progressEvents(7, 100, 0, 80).length, 3, 'a seek past three marks: each told');
  t.same(progressEvents(7, 0, 0, 80), [], 'no length: no marks');
});
