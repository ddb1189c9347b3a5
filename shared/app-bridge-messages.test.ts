// §4 mobile-app mode: the bridge's message schemas (shared/app-bridge-messages.ts). Every message the app may send is
// accepted in its documented shape, as an object or as JSON text; unknown types, missing, extra or mistyped fields,
// over-long strings and unknown push topics are refused (the bridge then ignores the message). The navigation
// message carries the full URL without the app parameter, and the page number only above 1.
import t from 'tap';
import {
  appInMessageOf,
  navigationMessageOf,
  playerCommandOf,
  playerStateOf,
  trackingEventOf,
} from './app-bridge-messages.ts';

const episode = {
  id: 7,
  slug: 'heti-gazdasag-12',
  title: 'Heti gazdaság',
  sourceUrl: 'https://media.example/7.mp3',
  duration: 1800,
};

t.test('accepted: every message the app may send', async (t) => {
  t.same(appInMessageOf({ type: 'set-color-mode', mode: 'dark' }), { type: 'set-color-mode', mode: 'dark' });
  t.same(
    appInMessageOf('{"type":"set-color-mode","mode":"system"}'),
    { type: 'set-color-mode', mode: 'system' },
    'JSON text too',
  );
  t.same(appInMessageOf({ type: 'navigate', url: '/legfrissebb' }), { type: 'navigate', url: '/legfrissebb' });
  t.same(appInMessageOf({ type: 'set-push-topics', topics: ['fontos', 'g7', 'fontos'] }), {
    type: 'set-push-topics',
    topics: ['fontos', 'g7'],
  });
  t.same(
    appInMessageOf({ type: 'set-push-topics', topics: [] }),
    { type: 'set-push-topics', topics: [] },
    'no topics: unsubscribed from all',
  );
  t.same(appInMessageOf({ type: 'player', command: { type: 'add', episode } }), {
    type: 'player',
    command: { type: 'add', episode: { ...episode, image: null, podcast: null } },
  });
  t.same(
    appInMessageOf({
      type: 'player',
      command: {
        type: 'add',
        episode: { ...episode, image: '/media/img/1.svg', podcast: { slug: 'heti', name: 'Heti' } },
      },
    })?.type,
    'player',
  );
  for (const type of ['play', 'pause', 'stop', 'destroy', 'ask-state'])
    t.same(appInMessageOf({ type: 'player', command: { type } }), { type: 'player', command: { type } }, type);
  t.same(playerCommandOf({ type: 'play', episodeId: 7 }), { type: 'play', episodeId: 7 });
});

t.test('refused: unknown, malformed, over-long, foreign', async (t) => {
  const refused: [string, unknown][] = [
    ['unknown type', { type: 'open-door' }],
    ['no type', { mode: 'dark' }],
    ['not an object', 42],
    ['an array', [{ type: 'set-color-mode', mode: 'dark' }]],
    ['null', null],
    ['broken JSON', '{"type":'],
    ['unknown colour', { type: 'set-color-mode', mode: 'purple' }],
    ['extra field', { type: 'set-color-mode', mode: 'dark', also: 1 }],
    ['navigate without url', { type: 'navigate' }],
    ['navigate with an empty url', { type: 'navigate', url: '' }],
    ['navigate with an over-long url', { type: 'navigate', url: `/${'a'.repeat(3000)}` }],
    ['unknown push topic', { type: 'set-push-topics', topics: ['fontos', 'sport'] }],
    ['topics not a list', { type: 'set-push-topics', topics: 'fontos' }],
    ['player without command', { type: 'player' }],
    ['unknown player command', { type: 'player', command: { type: 'rewind' } }],
    ['add without episode', { type: 'player', command: { type: 'add' } }],
    [
      'episode id not a positive integer',
      { type: 'player', command: { type: 'add', episode: { ...episode, id: -1 } } },
    ],
    [
      'episode source javascript:',
      { type: 'player', command: { type: 'add', episode: { ...episode, sourceUrl: 'javascript:alert(1)' } } },
    ],
    [
      'episode source protocol-relative',
      { type: 'player', command: { type: 'add', episode: { ...episode, sourceUrl: '//evil.example/a.mp3' } } },
    ],
    ['episode with an extra field', { type: 'player', command: { type: 'add', episode: { ...episode, html: '<b>' } } }],
    ['pause with a field', { type: 'player', command: { type: 'pause', now: true } }],
    ['play with a bad id', { type: 'player', command: { type: 'play', episodeId: '7' } }],
    ['a huge text', 'x'.repeat(100_000)],
  ];
  for (const [why, message] of refused) t.equal(appInMessageOf(message), null, why);
});

t.test('what the player reports is checked too', async (t) => {
  t.same(playerStateOf({ episodeId: 7, status: 'playing', position: 12.5, duration: 1800 }), {
    episodeId: 7,
    status: 'playing',
    position: 12.5,
    duration: 1800,
  });
  t.same(playerStateOf({ episodeId: null, status: 'idle', position: 0, duration: 0 })?.status, 'idle');
  t.equal(playerStateOf({ episodeId: 7, status: 'dancing', position: 0, duration: 0 }), null);
  t.equal(playerStateOf({ episodeId: 7, status: 'paused', position: Number.NaN, duration: 0 }), null);
  t.same(trackingEventOf({ name: 'complete', episodeId: 7, position: 1800, duration: 1800 })?.name, 'complete');
  t.equal(trackingEventOf({ name: 'seek', episodeId: 7, position: 0, duration: 0 }), null);
});

t.test('§4 the navigation message: the full URL, the page number above 1', async (t) => {
  const at = (path: string) => navigationMessageOf(new URL(path, 'https://telex.example'), 'isMobileApp');
  t.same(at('/belfold/2026/11/25/cikk?isMobileApp=1'), {
    type: 'navigation',
    url: 'https://telex.example/belfold/2026/11/25/cikk',
  });
  t.same(at('/rovat/belfold?oldal=3&isMobileApp=1'), {
    type: 'navigation',
    url: 'https://telex.example/rovat/belfold?oldal=3',
    page: 3,
  });
  t.same(
    at('/rovat/belfold?oldal=1'),
    { type: 'navigation', url: 'https://telex.example/rovat/belfold?oldal=1' },
    'page 1 is no page number',
  );
  t.same(at('/rovat/belfold?oldal=abc'), { type: 'navigation', url: 'https://telex.example/rovat/belfold?oldal=abc' });
});
