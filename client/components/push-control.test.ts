// Where the browser's push service cannot be reached, turning push on once waited forever with the button
// disabled and no word. The wait is bounded (PUSH_SERVICE_TIMEOUT_MS, an injected clock here; a stub push manager
// that never answers), and the control's states end in a Hungarian message with the button pressable as 'Újrapróbálom'.
import t from 'tap';
import { PUSH_SERVICE_TIMEOUT_MS } from '../../shared/engagement-constants.ts';
import {
  PushServiceUnreachable,
  subscribeBounded,
  withinPushServiceDeadline,
  type PushClock,
  type PushState,
} from '../behaviours/web-push.ts';
import {
  enableButtonOf,
  PUSH_CHECKING,
  PUSH_PROBLEM_TEXT,
  pushControlStep,
  pushProblemOf,
  type PushControl,
  type PushControlEvent,
} from './push-control.ts';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const clock: PushClock & { advance(ms: number): Promise<void> } = {
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((x) => x.id !== id);
    },
    async advance(ms) {
      now += ms;
      const due = timers.filter((x) => x.at <= now);
      timers = timers.filter((x) => x.at > now);
      for (const x of due) x.run();
      await new Promise((r) => setImmediate(r));
    },
  };
  return clock;
}

/** How a promise has settled so far, read without waiting for it. */
function settled<T>(p: Promise<T>) {
  const out: { state: 'pending' | 'resolved' | 'rejected'; error?: unknown } = { state: 'pending' };
  p.then(
    () => {
      out.state = 'resolved';
    },
    (error: unknown) => {
      out.state = 'rejected';
      out.error = error;
    },
  );
  return out;
}

const never = () => new Promise<never>(() => {});
const KEY = new Uint8Array(65);

t.test(
  'a push manager that never answers: the subscription gives up after PUSH_SERVICE_TIMEOUT_MS, not before',
  async (t) => {
    const clock = manualClock();
    const pushManager = { getSubscription: async () => null, subscribe: never };
    const result = settled(subscribeBounded(pushManager, KEY, clock));
    await clock.advance(PUSH_SERVICE_TIMEOUT_MS - 1);
    t.equal(result.state, 'pending', 'still waiting just before the deadline');
    await clock.advance(1);
    t.equal(result.state, 'rejected', 'at the deadline it fails');
    t.ok(result.error instanceof PushServiceUnreachable, 'as an unreachable push service');
    t.equal(pushProblemOf(result.error, 'granted', 'refused'), 'unreachable', 'which the control names as such');
  },
);

t.test('a push service that answers in time: its subscription, and the timer is cleared', async (t) => {
  const clock = manualClock();
  const subscription = { endpoint: 'https://push.example/1' } as PushSubscription;
  const result = await subscribeBounded(
    { getSubscription: async () => null, subscribe: async () => subscription },
    KEY,
    clock,
  );
  t.equal(result, subscription);
  const failing = settled(
    withinPushServiceDeadline(Promise.reject(new DOMException('push service error', 'AbortError')), clock),
  );
  await clock.advance(0);
  t.equal(failing.state, 'rejected');
  t.equal(
    pushProblemOf(failing.error, 'granted', 'refused'),
    'unreachable',
    "the browser's own give-up (AbortError) is the same problem",
  );
});

const OFF: PushState = { supported: true, permission: 'default', topics: [], webPush: false };
const GRANTED_OFF: PushState = { ...OFF, permission: 'granted' };
const ON: PushState = { supported: true, permission: 'granted', topics: ['fontos'], webPush: true };
const walk = (events: PushControlEvent[]) => events.reduce<PushControl>(pushControlStep, PUSH_CHECKING);

t.test('the control: checking, ready, busy while enabling, then on, or a message and a way to try again', async (t) => {
  t.same(
    enableButtonOf(PUSH_CHECKING),
    { disabled: true, label: 'Értesítések bekapcsolása' },
    'disabled while it checks this browser',
  );
  const ready = walk([{ type: 'checked', state: OFF }]);
  t.same(enableButtonOf(ready), { disabled: false, label: 'Értesítések bekapcsolása' });
  const busy = pushControlStep(ready, { type: 'start' });
  t.same(enableButtonOf(busy), { disabled: true, label: 'Értesítések bekapcsolása' }, 'disabled while the step runs');
  t.same(pushControlStep(busy, { type: 'done', state: ON }), { phase: 'ready', state: ON, busy: false, problem: null });

  const unreachable = pushControlStep(busy, {
    type: 'failed',
    problem: pushProblemOf(new PushServiceUnreachable(), 'granted', 'refused'),
    state: GRANTED_OFF,
  });
  t.equal(unreachable.phase === 'ready' && unreachable.problem, 'unreachable');
  t.same(
    enableButtonOf(unreachable),
    { disabled: false, label: 'Újrapróbálom' },
    'no longer disabled: the reader can retry',
  );
  t.match(
    PUSH_PROBLEM_TEXT.unreachable,
    /értesítési szolgáltatása most nem érhető el[\s\S]*próbáld újra/,
    'a clear Hungarian message, to the reader as te',
  );
  const retried = pushControlStep(unreachable, { type: 'start' });
  t.equal(retried.phase === 'ready' && retried.problem, null, 'a retry clears the message while it runs');

  const refused = pushControlStep(busy, {
    type: 'failed',
    problem: pushProblemOf(new Error('notification permission default'), 'default', 'refused'),
    state: OFF,
  });
  t.same(
    [refused.phase === 'ready' && refused.problem, enableButtonOf(refused).label],
    ['refused', 'Értesítések bekapcsolása'],
    'a refused prompt is no failure to retry',
  );
  const denied = pushControlStep(busy, {
    type: 'failed',
    problem: pushProblemOf(new Error('x'), 'denied', 'refused'),
    state: { ...OFF, permission: 'denied' },
  });
  t.same(
    [denied.phase === 'ready' && denied.problem, enableButtonOf(denied).disabled],
    ['denied', true],
    'blocked in the browser: the settings say how to undo it',
  );
});
