// §4 video picture-in-picture as pure rules (shared/pip-rules.ts): reading the refresh answer's pip status (§3,
// default label 'élő'), the automatic modes' conditions (none, gentle, full), opening, minimising and continuing from
// the timestamp, and dismissing, which stops the video and resets the status.
import t from 'tap';
import {
  INITIAL_PIP_STATE,
  PIP_HIDDEN,
  pipMediaOf,
  pipPosition,
  pipStatusOf,
  pipStep,
  shouldAutoOpenPip,
  type PipEnvironment,
  type PipEvent,
  type PipState,
  type PipStatusView,
} from './pip-rules.ts';
import { PIP_DEFAULT_LABEL } from './podcast-constants.ts';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const live = (over: Partial<PipStatusView> = {}): PipStatusView => ({
  show: true,
  title: 'Élő adás',
  url: VIDEO,
  open: true,
  label: 'élő',
  ...over,
});
const env = (over: Partial<PipEnvironment> = {}): PipEnvironment => ({
  mode: 'gentle',
  tabVisible: true,
  somethingElsePlaying: false,
  framesAllowed: true,
  now: 1_000_000,
  ...over,
});
function run(events: PipEvent[], e: Partial<PipEnvironment> = {}, from: PipState = INITIAL_PIP_STATE): PipState {
  return events.reduce((s, ev) => pipStep(s, ev, env(e)), from);
}

t.test("§3 the refresh answer's pip status: label default 'élő', anything malformed shows nothing", async (t) => {
  t.same(
    pipStatusOf({ pipStatus: { pipShow: true, pipTitle: ' Élő ', pipUrl: VIDEO, pipOpen: true, pipLabel: 'ÉLŐ' } }),
    { show: true, title: 'Élő', url: VIDEO, open: true, label: 'ÉLŐ' },
  );
  t.equal(
    pipStatusOf({ pipStatus: { pipShow: true, pipTitle: null, pipUrl: VIDEO, pipOpen: false, pipLabel: '' } }).label,
    PIP_DEFAULT_LABEL,
  );
  t.equal(pipStatusOf({ pipStatus: { pipShow: true, pipUrl: VIDEO } }).label, 'élő');
  for (const bad of [
    null,
    {},
    { pipStatus: null },
    { pipStatus: { pipShow: false, pipUrl: VIDEO } },
    { pipStatus: { pipShow: 'true', pipUrl: VIDEO } },
    { pipStatus: { pipShow: true, pipUrl: null } },
    { pipStatus: { pipShow: true, pipUrl: 'javascript:alert(1)' } },
    { pipStatus: { pipShow: true, pipUrl: '//evil.example/v.mp4' } },
    { pipStatus: { pipShow: true, pipUrl: 'http://plain.example/v.mp4' } },
  ]) {
    t.same(pipStatusOf(bad), PIP_HIDDEN, JSON.stringify(bad));
  }
});

t.test(
  '§4 automatic modes: none never; gentle when visible, nothing else playing, not shown yet; full when visible',
  async (t) => {
    const all = [true, false];
    for (const tabVisible of all) {
      for (const somethingElsePlaying of all) {
        for (const pipShown of all) {
          const c = { tabVisible, somethingElsePlaying, pipShown };
          const label = JSON.stringify(c);
          t.equal(shouldAutoOpenPip('none', c), false, `none ${label}`);
          t.equal(shouldAutoOpenPip('full', c), tabVisible, `full ${label}`);
          t.equal(shouldAutoOpenPip('gentle', c), tabVisible && !somethingElsePlaying && !pipShown, `gentle ${label}`);
        }
      }
    }
  },
);

t.test('a status shows the video bar; the window opens by itself only as the mode and the editors allow', async (t) => {
  t.equal(run([{ type: 'status', status: live() }]).view, 'window', 'gentle, visible, nothing playing: it opens');
  t.equal(run([{ type: 'status', status: live() }], { mode: 'none' }).view, 'bar', 'none: the bar only');
  t.equal(run([{ type: 'status', status: live() }], { tabVisible: false }).view, 'bar', 'a hidden tab: the bar only');
  t.equal(
    run([{ type: 'status', status: live() }], { somethingElsePlaying: true }).view,
    'bar',
    'gentle gives way to the podcast',
  );
  t.equal(
    run([{ type: 'status', status: live() }], { mode: 'full', somethingElsePlaying: true }).view,
    'window',
    'full does not',
  );
  t.equal(
    run([{ type: 'status', status: live({ open: false }) }], { mode: 'full' }).view,
    'bar',
    'pipOpen false: never by itself',
  );
  t.equal(
    run([{ type: 'status', status: live({ url: '/elo/2026/11/25/adas' }) }]).view,
    'bar',
    'a page, not a video: the bar links to it',
  );
  t.equal(
    run([
      { type: 'status', status: live() },
      { type: 'status', status: PIP_HIDDEN },
    ]).view,
    'hidden',
    'the editors take it down',
  );
  // a YouTube frame is a third party's; it waits for the reader's consent to embedded players
  t.equal(
    run([{ type: 'status', status: live() }], { mode: 'full', framesAllowed: false }).view,
    'bar',
    'embeds not allowed: YouTube stays in the bar',
  );
  t.equal(
    run([{ type: 'status', status: live({ url: 'https://media.example.hu/elo.mp4' }) }], { framesAllowed: false }).view,
    'window',
    'a video file is no third-party frame',
  );
  t.equal(
    run([{ type: 'status', status: live() }, { type: 'open' }], { framesAllowed: false }).view,
    'window',
    'the reader\'s own "Megnézem" opens it',
  );
});

t.test('gentle opens a video once a session; minimised, it stays in the bar; full opens it again', async (t) => {
  const minimised = run([{ type: 'status', status: live() }, { type: 'minimise' }]);
  t.equal(minimised.view, 'bar');
  t.equal(run([{ type: 'status', status: live() }], {}, minimised).view, 'bar', 'gentle: already shown');
  t.equal(
    run([{ type: 'status', status: live() }], { mode: 'full' }, minimised).view,
    'window',
    'full: whenever the tab is visible',
  );
  t.equal(
    run([{ type: 'status', status: live({ url: 'https://youtu.be/aaaaaaaaaaa' }) }], {}, minimised).view,
    'window',
    'a new video is new',
  );
});

t.test('continuing in the pip starts from the timestamp; minimising keeps how far it got', async (t) => {
  const t0 = 1_000_000;
  const opened = run([{ type: 'continue', url: VIDEO, title: 'Videó', at: 42 }], { now: t0 });
  t.same([opened.view, opened.startAt], ['window', 42]);
  t.same(pipMediaOf(opened.status.url!, opened.startAt), {
    kind: 'iframe',
    src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42',
  });
  t.equal(pipPosition(opened, t0 + 30_000), 72);
  const minimised = run([{ type: 'minimise' }], { now: t0 + 30_000 }, opened);
  t.same([minimised.view, minimised.startAt, minimised.playingSince], ['bar', 72, null]);
  const reopened = run([{ type: 'open' }], { now: t0 + 90_000 }, minimised);
  t.same(
    [reopened.view, pipMediaOf(reopened.status.url!, reopened.startAt)?.src],
    ['window', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=72'],
    'it continues where it was minimised, not where the wall clock is',
  );
  t.equal(
    run([{ type: 'other-playing' }], { now: t0 + 10_000 }, opened).view,
    'bar',
    'the podcast starting makes the window give way',
  );
  t.equal(
    run([{ type: 'continue', url: 'https://example.com/page', title: null, at: 5 }]).view,
    'hidden',
    'nothing to play: nothing opens',
  );
});

t.test('after a reload the window continues from where the session left it', async (t) => {
  const restored = run(
    [
      { type: 'restore', shownUrl: VIDEO, dismissedUrl: null, resume: { url: VIDEO, at: 95 } },
      { type: 'status', status: live() },
    ],
    { mode: 'full' },
  );
  t.same([restored.view, restored.startAt], ['window', 95]);
  const other = run([
    { type: 'restore', shownUrl: null, dismissedUrl: null, resume: { url: 'https://youtu.be/bbbbbbbbbbb', at: 95 } },
    { type: 'status', status: live() },
  ]);
  t.equal(other.startAt, 0, "another video's timestamp is not used");
});

t.test('§4 dismissing stops the video and resets the status; the same video does not come back', async (t) => {
  const open = run([{ type: 'status', status: live() }]);
  const dismissed = run([{ type: 'dismiss' }], {}, open);
  t.same(
    [dismissed.view, dismissed.status, dismissed.startAt, dismissed.playingSince],
    ['hidden', PIP_HIDDEN, 0, null],
  );
  t.equal(dismissed.dismissedUrl, VIDEO);
  t.equal(
    run([{ type: 'status', status: live() }], { mode: 'full' }, dismissed).view,
    'hidden',
    'the next refresh does not bring it back',
  );
  t.equal(
    run([{ type: 'status', status: live({ url: 'https://youtu.be/ccccccccccc' }) }], {}, dismissed).view,
    'window',
    'another video does',
  );
  t.equal(
    run([{ type: 'continue', url: VIDEO, title: null, at: 3 }], {}, dismissed).view,
    'window',
    'the reader may still choose it',
  );
  t.equal(run([{ type: 'dismiss' }]).view, 'hidden');
});

t.test(
  'what the window plays: YouTube in its privacy-enhanced player, video files in a <video>, nothing else',
  async (t) => {
    t.same(pipMediaOf('https://youtu.be/dQw4w9WgXcQ', 0), {
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
    t.same(
      pipMediaOf('https://www.youtube.com/live/dQw4w9WgXcQ?si=x', 7.9)?.src,
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=7',
    );
    t.same(pipMediaOf('/media/video/elo.mp4', 12), { kind: 'video', src: '/media/video/elo.mp4#t=12' });
    t.same(pipMediaOf('https://cdn.example/v.webm#t=3', 0), { kind: 'video', src: 'https://cdn.example/v.webm' });
    for (const bad of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      '//cdn.example/v.mp4',
      'https://example.com/page',
    ]) {
      t.equal(pipMediaOf(bad, 0), null, bad);
    }
  },
);
