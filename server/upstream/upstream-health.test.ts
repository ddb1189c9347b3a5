// An upstream's outage is one warning when it starts and one line when it ends; a flapping upstream stays one
// outage until it has been quiet for a while.
import t from 'tap';
import { RECOVERED_AFTER_QUIET_MS, UpstreamHealth } from './upstream-health.ts';
import { UpstreamError } from './upstream-client.ts';

function setup() {
  let now = 1_000_000;
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    info: (obj: object, msg: string) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
  };
  return {
    health: new UpstreamHealth(log, () => now),
    lines,
    advance: (ms: number) => {
      now += ms;
    },
  };
}
const refused = new UpstreamError('publisher /api/x: connect ECONNREFUSED', 502, '/api/x');
const timedOut = new UpstreamError('publisher /api/x: timed out after 4000 ms', 504, '/api/x');

t.test('a hundred failures are one warning; the recovery one line with the duration', async (t) => {
  const { health, lines, advance } = setup();
  health.succeeded('publisher');
  t.same(lines, [], 'a healthy upstream says nothing');
  for (let i = 0; i < 100; i++) {
    health.failed('publisher', 'connection', refused);
    advance(100);
  }
  t.ok(health.isFailing('publisher'));
  t.equal(lines.length, 1);
  t.equal(lines[0].level, 'warn');
  t.match(lines[0].obj, { upstream: 'publisher', kind: 'connection' });
  health.succeeded('publisher');
  t.ok(health.isFailing('publisher'), 'one answer right after a failure is not a recovery');
  advance(RECOVERED_AFTER_QUIET_MS);
  health.succeeded('publisher');
  t.notOk(health.isFailing('publisher'));
  t.equal(lines.length, 2);
  t.match(lines[1], {
    level: 'info',
    obj: { upstream: 'publisher', failures: 100, downMs: 100 * 100 + RECOVERED_AFTER_QUIET_MS },
  });
});

t.test('flapping is one outage; a new kind of failure is worth a line; upstreams are apart', async (t) => {
  const { health, lines, advance } = setup();
  for (let i = 0; i < 50; i++) {
    health.failed('publisher', 'connection', refused);
    advance(1_000);
    health.succeeded('publisher');
    advance(1_000);
  }
  t.equal(lines.length, 1, 'one line for fifty flaps');
  health.failed('publisher', 'timeout', timedOut);
  t.equal(lines.length, 2);
  t.match(lines[1].obj, { kind: 'timeout', was: 'connection' });
  health.failed('crm', 'timeout', timedOut);
  t.equal(lines.length, 3, 'another upstream has its own outage');
  t.notOk(health.isFailing('quiz'));
});
