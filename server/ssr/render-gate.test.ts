// The render gate (server/ssr/render-gate.ts, decisions 011 and 048): a freed turn is handed on only after the event
// loop has turned, waiters are served in arrival order, and one that cannot start within its budget is refused at its
// deadline, counted from its arrival.
import { setImmediate as nextTurn } from 'node:timers/promises';
import t from 'tap';
import { RenderGate, type GateTime, type Release } from './render-gate.ts';

/** The gate's time by hand: a clock, timers that fire when the clock is moved past them, loop turns run on demand. */
class HandTime implements GateTime {
  private t = 0;
  private readonly timers: { at: number; fn: () => void; done: boolean }[] = [];
  private readonly turns: (() => void)[] = [];
  now() {
    return this.t;
  }
  setTimer(fn: () => void, ms: number) {
    const timer = { at: this.t + ms, fn, done: false };
    this.timers.push(timer);
    return {
      cancel: () => {
        timer.done = true;
      },
    };
  }
  nextTurn(fn: () => void) {
    this.turns.push(fn);
  }
  /** Moves the clock to `to`, firing each timer due on the way at its own time. */
  async advanceTo(to: number) {
    for (;;) {
      const due = this.timers.filter((x) => !x.done && x.at <= to).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.t = due.at;
      due.done = true;
      due.fn();
      await settled();
    }
    this.t = to;
    await settled();
  }
  /** Moves the clock without firing the timers due (a loop too busy to run them yet). */
  jumpTo(to: number) {
    this.t = to;
  }
  /** One turn of the event loop: what was waiting for it runs. */
  async turn() {
    for (const fn of this.turns.splice(0)) fn();
    await settled();
  }
}

/** Lets promise callbacks run (the gate's answers are promises). */
const settled = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(resolve)));

/** A request at the gate and what it was told, and when (on the gate's clock). */
function waiting(gate: RenderGate, time: HandTime, arrivedAt?: number) {
  const outcome: { release?: Release | null; at?: number } = {};
  void gate.enter(undefined, arrivedAt).then((release) => {
    outcome.release = release;
    outcome.at = time.now();
  });
  return outcome;
}

t.test(
  'a request that arrived first is served first; one past its deadline is answered (null: a 503) at its deadline',
  async (t) => {
    const time = new HandTime();
    const gate = new RenderGate({ concurrency: 1, queueLength: 10, waitMs: 1000 }, time);
    const running = gate.tryEnter();
    t.ok(running, 'the first render takes the only turn');
    await time.advanceTo(100);
    const first = waiting(gate, time);
    await time.advanceTo(200);
    const second = waiting(gate, time);
    await time.advanceTo(300);
    const third = waiting(gate, time);
    t.same(gate.load, { active: 1, queued: 3 });

    await time.advanceTo(900);
    running!();
    await time.turn();
    t.ok(first.release, 'the turn goes to the request that arrived first');
    t.equal(second.release, undefined, 'the second still waits');
    t.equal(third.release, undefined, 'and the third');

    await time.advanceTo(1199);
    t.equal(second.release, undefined, 'the second waits up to its deadline (arrived at 200, budget 1000)…');
    await time.advanceTo(5000);
    t.equal(second.release, null, '…and is refused');
    t.equal(second.at, 1200, 'at its deadline, not later');
    t.equal(third.release, null, 'the third too');
    t.equal(third.at, 1300, 'at its own deadline');
    t.same(gate.load, { active: 1, queued: 0 });
  },
);

t.test("the budget counts from the request's arrival, not from when it reached the gate", async (t) => {
  const time = new HandTime();
  const gate = new RenderGate({ concurrency: 1, queueLength: 10, waitMs: 1000 }, time);
  gate.tryEnter();
  await time.advanceTo(700);
  const late = waiting(gate, time, 100); // arrived at 100, reached the gate at 700 (routing, a slow upstream lookup)
  await time.advanceTo(5000);
  t.equal(late.release, null, 'refused');
  t.equal(late.at, 1100, 'at arrival + budget');
  const spent = waiting(gate, time, 3000); // arrived at 3000: its budget was spent before it reached the gate
  await settled();
  t.equal(spent.release, null, 'a request whose budget is already spent is refused at once');
  t.equal(spent.at, 5000);
});

t.test(
  "a turn freed after a waiter's deadline passed goes to the next one in time; the late one is refused",
  async (t) => {
    const time = new HandTime();
    const gate = new RenderGate({ concurrency: 1, queueLength: 10, waitMs: 1000 }, time);
    const running = gate.tryEnter()!;
    const early = waiting(gate, time, 0);
    const later = waiting(gate, time, 500);
    // The clock passes the first deadline but its timer has not fired yet (a busy loop): the hand-off judges by the clock.
    running();
    time.jumpTo(1200);
    await time.turn();
    t.equal(early.release, null, 'the request past its deadline is refused, not served late');
    t.ok(later.release, 'the next one, still inside its budget, gets the turn');
  },
);

t.test('background work never takes a turn ahead of a waiting request', async (t) => {
  const time = new HandTime();
  const gate = new RenderGate({ concurrency: 1, queueLength: 10, waitMs: 1000 }, time);
  const running = gate.tryEnter()!;
  const queued = waiting(gate, time);
  running();
  t.equal(gate.tryEnter(), null, 'no turn while the freed one is being handed on');
  await time.turn();
  t.ok(queued.release, 'the waiting request got it');
  t.equal(gate.tryEnter(), null, 'and holds it');
});

// Measured at 200 connections without Accept-Encoding (decision 048): an uncompressed page whose data is cached
// renders, writes and finishes in one macrotask; its freed turn went to the next render in that macrotask, so one
// loop turn ran up to a hundred renders and new connections (one accepted per loop turn) waited seconds.
t.test(
  'a turn freed by an answer that finished in the same macrotask is handed on only after the event loop turns',
  async (t) => {
    const gate = new RenderGate({ concurrency: 1, queueLength: 10, waitMs: 60_000 });
    gate.tryEnter()!();
    t.equal(gate.tryEnter(), null, 'a turn freed in this macrotask cannot be taken again before the loop turns');
    await nextTurn();
    const again = gate.tryEnter();
    t.ok(again, 'after a turn of the loop it can');
    again!();
    await nextTurn();
    let loopTurns = 0;
    let counting = true;
    const count = () => {
      loopTurns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const renderedInTurn: number[] = [];
    const first = gate.tryEnter()!;
    // Four readers wait; each render "finishes" as soon as it starts, as an uncompressed page with cached data does.
    const renders = [1, 2, 3, 4].map(() =>
      gate.enter().then((release) => {
        renderedInTurn.push(loopTurns);
        release!();
      }),
    );
    first();
    t.equal(gate.tryEnter(), null, 'a new arrival in the same macrotask does not get the freed turn');
    await Promise.all(renders);
    counting = false;
    await nextTurn();
    t.equal(renderedInTurn.length, 4, 'every waiter rendered');
    t.equal(
      new Set(renderedInTurn).size,
      4,
      `each in a loop turn of its own (turns ${renderedInTurn.join(', ')}), so I/O is polled between them`,
    );
  },
);

t.test('at most one render starts in a turn of the event loop, even with turns free', async (t) => {
  const time = new HandTime();
  const gate = new RenderGate({ concurrency: 3, queueLength: 10, waitMs: 1000 }, time);
  t.ok(gate.tryEnter(), 'the first render starts at once');
  t.equal(gate.tryEnter(), null, 'a second in the same loop turn does not');
  const a = waiting(gate, time);
  const b = waiting(gate, time);
  await settled();
  t.equal(a.release, undefined, 'it waits for the loop to turn');
  await time.turn();
  t.ok(a.release, 'the next turn starts the first waiter');
  t.equal(b.release, undefined, 'and only it');
  await time.turn();
  t.ok(b.release, 'the one after it starts the second');
});
