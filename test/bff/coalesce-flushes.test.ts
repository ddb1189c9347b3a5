// React flushes its destination after the shell and after each streamed part; the compressor is flushed at once for
// the shell and then at most once per short window (server/ssr/coalesce-flushes.ts), and a part that is ready is never
// held until the page ends.
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import t from 'tap';
import { coalesceFlushes } from '../../server/ssr/coalesce-flushes.ts';

function flushCounting() {
  const stream = Object.assign(new PassThrough(), { flushes: 0, flush(): void { stream.flushes++; } });
  return stream;
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await nextTurn();
}

t.test('the shell is flushed at once, later parts ready together are flushed together, and none waits for the end', async (t) => {
  const stream = coalesceFlushes(flushCounting(), 20);
  stream.flush();
  t.equal(stream.flushes, 1, 'the shell went out at once');
  stream.flush();
  stream.flush();
  stream.flush();
  t.equal(stream.flushes, 1, 'three parts in quick succession wait for their window');
  await until(() => stream.flushes > 1);
  t.equal(stream.flushes, 2, 'and leave in one flush, while the stream is still open');
  stream.flush();
  await until(() => stream.flushes > 2);
  t.equal(stream.flushes, 3, 'a lone later part is flushed too');
  t.notOk(stream.writableEnded, 'before the page ended');
  stream.end();
});
