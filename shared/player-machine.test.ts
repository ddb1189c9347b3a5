// §4 the podcast player's state machine (shared/player-machine.ts), without a browser: play, pause, switching
// episodes, resuming where the reader stopped, the app bridge's add, play, pause, stop, destroy and ask-state, what
// it reports, and the media element's own events.
import t from 'tap';
import {
  INITIAL_PLAYER_STATE,
  playerStep,
  rememberedPosition,
  reportChanged,
  reportOf,
  resumePosition,
  withPosition,
  type PlayerEpisode,
  type PlayerEvent,
  type PlayerState,
} from './player-machine.ts';
import { PLAYER_POSITIONS_KEPT, PLAYER_RESUME_END_MARGIN_S, PLAYER_SAVE_EVERY_S } from './podcast-constants.ts';

const ep = (id: number, duration = 120): PlayerEpisode => ({
  id,
  title: `Adás ${id}`,
  podcastName: 'G7 Podcast',
  podcastUrl: '/podcast/g7-podcast',
  url: `/podcast/g7-podcast/adas-${id}`,
  src: `/media/audio/adas-${id}.wav`,
  duration,
});
const A = ep(1);
const B = ep(2);

/** Runs events from a state; returns the last state and every effect on the way. */
function run(events: PlayerEvent[], from: PlayerState = INITIAL_PLAYER_STATE) {
  let state = from;
  const effects = [];
  for (const e of events) {
    const step = playerStep(state, e);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}
const kinds = (effects: { kind: string }[]) => effects.map((e) => e.kind);

t.test('play: the episode loads at its start and plays; the media saying so makes it playing', async (t) => {
  const started = run([{ type: 'play', episode: A }]);
  t.equal(started.state.status, 'loading');
  t.same(started.effects, [{ kind: 'load', src: A.src, at: 0, play: true }]);
  const playing = run([{ type: 'media-playing' }], started.state);
  t.equal(playing.state.status, 'playing');
  t.equal(playing.state.episode?.id, A.id);
  t.same(run([{ type: 'play' }], playing.state).effects, [], 'play while playing does nothing');
  t.same(run([{ type: 'play' }]).state, INITIAL_PLAYER_STATE, 'play without an episode does nothing');
});

t.test('pause remembers the position; play again continues from it', async (t) => {
  const heard = run([
    { type: 'play', episode: A },
    { type: 'media-playing' },
    { type: 'media-time', position: 42.26, duration: 118 },
  ]);
  t.equal(heard.state.duration, 118, "the media's own length wins over the stated one");
  const paused = run([{ type: 'pause' }], heard.state);
  t.equal(paused.state.status, 'paused');
  t.same(paused.effects, [{ kind: 'pause' }, { kind: 'save', positions: [[A.id, 42.3]] }]);
  const again = run([{ type: 'play' }], paused.state);
  t.same([again.state.status, again.effects], ['loading', [{ kind: 'play' }]]);
  t.same(run([{ type: 'pause' }], paused.state).effects, [], 'pausing a paused player does nothing');
});

t.test("toggle: the card's button plays, pauses the same episode, and switches to another", async (t) => {
  const playing = run([{ type: 'toggle', episode: A }, { type: 'media-playing' }]);
  t.equal(playing.state.status, 'playing');
  t.equal(run([{ type: 'toggle', episode: A }], playing.state).state.status, 'paused', 'same episode: pause');
  t.equal(run([{ type: 'toggle' }], playing.state).state.status, 'paused', "the bar's button: pause");
  const other = run([{ type: 'toggle', episode: B }], playing.state);
  t.same([other.state.status, other.state.episode?.id], ['loading', B.id], 'another episode: it plays instead');
});

t.test('switching episodes remembers where the first stopped, and resumes each at its own position', async (t) => {
  const first = run([{ type: 'play', episode: A }, { type: 'media-playing' }, { type: 'media-time', position: 30 }]);
  const second = run([{ type: 'play', episode: B }], first.state);
  t.same(second.effects, [
    { kind: 'save', positions: [[A.id, 30]] },
    { kind: 'load', src: B.src, at: 0, play: true },
  ]);
  const back = run(
    [{ type: 'media-playing' }, { type: 'media-time', position: 12 }, { type: 'play', episode: A }],
    second.state,
  );
  t.same(back.effects.at(-1), { kind: 'load', src: A.src, at: 30, play: true }, 'A continues at 30 s');
  t.equal(rememberedPosition(back.state.positions, B.id), 12, 'and B is remembered at 12 s');
});

t.test('resume position: restored from storage; near the end, or heard to the end, starts again', async (t) => {
  const restored = run([
    {
      type: 'restore',
      positions: [
        [A.id, 50],
        [B.id, 118],
      ],
    },
  ]);
  t.equal(resumePosition(restored.state.positions, A), 50);
  t.same(run([{ type: 'play', episode: A }], restored.state).effects, [
    { kind: 'load', src: A.src, at: 50, play: true },
  ]);
  t.equal(
    resumePosition(restored.state.positions, B),
    0,
    `within ${PLAYER_RESUME_END_MARGIN_S} s of the end: from the start`,
  );
  const ended = run([{ type: 'play', episode: A }, { type: 'media-playing' }, { type: 'media-ended' }], restored.state);
  t.equal(ended.state.status, 'ended');
  t.equal(rememberedPosition(ended.state.positions, A.id), 0, 'an episode heard to the end is forgotten');
  t.same(
    run([{ type: 'play' }], ended.state).effects,
    [{ kind: 'seek', to: 0 }, { kind: 'play' }],
    'play after the end starts over',
  );
  const junk = run([
    {
      type: 'restore',
      positions: [
        [Number.NaN, 3],
        [3, -1],
        [4, Number.POSITIVE_INFINITY],
      ] as never,
    },
  ]);
  t.same(junk.state.positions, [], 'nonsense from storage is dropped');
});

t.test(
  'positions are saved every few seconds while playing, not on every tick, and only so many are kept',
  async (t) => {
    const playing = run([{ type: 'play', episode: A }, { type: 'media-playing' }]);
    const ticks = run(
      [0.25, 0.5, 1, 2, 3, 4].map((p) => ({ type: 'media-time', position: p })),
      playing.state,
    );
    t.same(kinds(ticks.effects), [], 'no save within the first seconds');
    const later = run([{ type: 'media-time', position: PLAYER_SAVE_EVERY_S + 0.1 }], ticks.state);
    t.same(kinds(later.effects), ['save']);
    let positions = withPosition([], 1, 10);
    for (let id = 2; id <= PLAYER_POSITIONS_KEPT + 5; id++) positions = withPosition(positions, id, 10);
    t.equal(positions.length, PLAYER_POSITIONS_KEPT);
    t.equal(rememberedPosition(positions, 1), 0, 'the least recently played is dropped');
    t.same(withPosition(withPosition([], 7, 5), 7, 0), [], '0 forgets');
  },
);

t.test('seek: clamped to the episode, remembered; a stopped player loads there on play', async (t) => {
  const playing = run([
    { type: 'play', episode: A },
    { type: 'media-playing' },
    { type: 'media-time', position: 10, duration: 120 },
  ]);
  t.same(run([{ type: 'seek', position: 500 }], playing.state).effects[0], { kind: 'seek', to: 120 });
  t.same(run([{ type: 'seek', position: -3 }], playing.state).effects[0], { kind: 'seek', to: 0 });
  const stopped = run([{ type: 'stop' }, { type: 'seek', position: 60 }], playing.state);
  t.notOk(
    stopped.effects.some((e) => e.kind === 'seek'),
    'a released medium is not sought',
  );
  t.same(run([{ type: 'play' }], stopped.state).effects, [{ kind: 'load', src: A.src, at: 60, play: true }]);
});

t.test('§4 bridge: add loads without playing, stop releases the media, destroy closes the player', async (t) => {
  const added = run([{ type: 'add', episode: A }]);
  t.same([added.state.status, added.state.episode?.id], ['paused', A.id]);
  t.same(added.effects, [{ kind: 'load', src: A.src, at: 0, play: false }]);
  t.same(run([{ type: 'add', episode: A }], added.state).effects, [], 'adding the current episode again does nothing');
  const playing = run([{ type: 'play' }, { type: 'media-playing' }, { type: 'media-time', position: 20 }], added.state);
  const stopped = run([{ type: 'stop' }], playing.state);
  t.same([stopped.state.status, stopped.state.position], ['stopped', 20]);
  t.same(stopped.effects, [{ kind: 'unload' }, { kind: 'save', positions: [[A.id, 20]] }]);
  t.same(
    run([{ type: 'media-time', position: 0 }, { type: 'media-paused' }, { type: 'media-error' }], stopped.state).state,
    stopped.state,
    "a released medium's late events change nothing",
  );
  const destroyed = run([{ type: 'destroy' }], playing.state);
  t.same([destroyed.state.status, destroyed.state.episode], ['idle', null]);
  t.equal(rememberedPosition(destroyed.state.positions, A.id), 20, 'the position outlives the player');
  t.same(kinds(destroyed.effects), ['unload', 'save']);
  t.same(run([{ type: 'destroy' }]).effects, [], 'destroying nothing does nothing');
});

t.test('§4 bridge: ask-state answers with the state report; reports change with status and episode only', async (t) => {
  const playing = run([
    { type: 'play', episode: A },
    { type: 'media-playing' },
    { type: 'media-time', position: 33.333, duration: 119.96 },
  ]);
  const asked = run([{ type: 'ask-state' }], playing.state);
  t.same(asked.effects, [{ kind: 'report' }]);
  t.equal(asked.state, playing.state, 'asking changes nothing');
  t.same(reportOf(playing.state), { type: 'state', status: 'playing', episodeId: A.id, position: 33.3, duration: 120 });
  t.same(reportOf(INITIAL_PLAYER_STATE), { type: 'state', status: 'idle', episodeId: null, position: 0, duration: 0 });
  const ticked = run([{ type: 'media-time', position: 34 }], playing.state).state;
  t.notOk(reportChanged(playing.state, ticked), 'a tick is no news');
  t.ok(reportChanged(playing.state, run([{ type: 'pause' }], playing.state).state), 'a pause is');
  t.ok(reportChanged(playing.state, run([{ type: 'play', episode: B }], playing.state).state), 'another episode is');
});

t.test("the media element's own events: paused by the system, refused autoplay, load errors", async (t) => {
  const playing = run([{ type: 'play', episode: A }, { type: 'media-playing' }, { type: 'media-time', position: 8 }]);
  const paused = run([{ type: 'media-paused' }], playing.state);
  t.same([paused.state.status, kinds(paused.effects)], ['paused', ['save']]);
  const refused = run([{ type: 'play', episode: A }, { type: 'media-refused' }]);
  t.equal(refused.state.status, 'paused', "a refused start leaves it paused, ready for the reader's click");
  const failed = run([{ type: 'play', episode: A }, { type: 'media-error' }]);
  t.equal(failed.state.status, 'error');
  t.same(
    run([{ type: 'play' }], failed.state).effects,
    [{ kind: 'load', src: A.src, at: 0, play: true }],
    'play after an error loads again',
  );
});
