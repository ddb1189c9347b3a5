// React flushes its destination after the shell and after each streamed part; the compressor is flushed at once for
// the shell and then at most once per short window (server/ssr/coalesce-flushes.ts), and a part that is ready is never
// held until the page ends.
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import t from 'tap';
import { constants, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { coalesceFlushes } from './coalesce-flushes.ts';
import { createCompressor } from './compression.ts';

function flushCounting() {
  const stream = Object.assign(new PassThrough(), {
    flushes: 0,
    flush(): void {
      stream.flushes++;
    },
  });
  return stream;
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await nextTurn();
}

t.test(
  'the shell is flushed at once, later parts ready together are flushed together, and none waits for the end',
  async (t) => {
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
  },
);

/** A flush-counting compressor that records each write it is given and everything it puts out. */
function recordedCompressor() {
  const base = flushCounting();
  const received: Buffer[] = [];
  base.on('data', (chunk: Buffer) => received.push(chunk));
  const writes: (Buffer | string)[] = [];
  const write = base.write.bind(base);
  base.write = ((chunk: Buffer | string) => {
    writes.push(chunk);
    return write(chunk);
  }) as typeof base.write;
  return { base, writes, output: () => Buffer.concat(received).toString() };
}

t.test('what React writes between flushes reaches the compressor as one write, in order, nothing lost', async (t) => {
  const { base, writes: written, output } = recordedCompressor();
  const writes = () => written.map((chunk) => Buffer.byteLength(chunk));
  const stream = coalesceFlushes(base, 5);
  t.equal(stream.write(new Uint8Array([60, 104])), true, 'a piece is taken at once');
  stream.write('tml>');
  stream.write(Buffer.from('<body>'));
  t.same(writes(), [], 'nothing reaches the compressor before the flush');
  stream.flush();
  t.same(writes(), [12], "the shell's pieces in one write");
  stream.write('<p>later</p>');
  stream.write(new Uint8Array(Buffer.from('<p>more</p>')));
  stream.end('</body></html>');
  await until(() => base.writableFinished);
  t.same(writes(), [12, 37], 'the rest in one write at the end');
  t.equal(output(), '<html><body><p>later</p><p>more</p></body></html>', 'every byte, in order');
});

t.test('text pieces, as React writes them (decision 104), reach the compressor as one piece of text', async (t) => {
  const { base, writes, output } = recordedCompressor();
  const stream = coalesceFlushes(base, 5);
  stream.write('<p>Árvíztűrő ');
  stream.write('tükörfúrógép</p>');
  stream.flush();
  stream.end('<p>vége</p>');
  await until(() => base.writableFinished);
  t.same(writes.slice(0, 1), ['<p>Árvíztűrő tükörfúrógép</p>'], 'the shell as one string, joined');
  t.equal(output(), '<p>Árvíztűrő tükörfúrógép</p><p>vége</p>', 'every character, in order');
});

// zlib's flush() is itself a write (of a marker buffer zlib knows by identity): held with React's pieces, the
// compressor was never flushed and a streamed page left only at its end.
t.test(
  'with a real compressor the shell leaves at once and a later part within its window, before the end',
  async (t) => {
    for (const encoding of ['br', 'gzip'] as const) {
      const out: Buffer[] = [];
      const stream = coalesceFlushes(createCompressor(encoding), 5);
      stream.on('data', (chunk: Buffer) => out.push(chunk));
      // what has left so far, decoded (a flushed stream decodes up to its last flush)
      const sent = () =>
        (encoding === 'br'
          ? brotliDecompressSync(Buffer.concat(out), { finishFlush: constants.BROTLI_OPERATION_FLUSH })
          : gunzipSync(Buffer.concat(out), { finishFlush: constants.Z_SYNC_FLUSH })
        ).toString();
      const within = async (text: string) => {
        const until = Date.now() + 10_000; // a bound for the failing case only; the passing one takes milliseconds
        while (!sent().endsWith(text)) {
          if (Date.now() > until) return false;
          await nextTurn();
        }
        return true;
      };
      stream.write('<html><body>');
      stream.write(Buffer.from('<main>shell</main>'));
      stream.flush();
      t.ok(await within('<main>shell</main>'), `${encoding}: the shell left at its flush`);
      stream.write('<template>part 1</template>');
      stream.flush();
      stream.write('<template>part 2</template>');
      stream.flush();
      t.ok(await within('<template>part 2</template>'), `${encoding}: the later parts left within their window`);
      t.notOk(stream.writableEnded, `${encoding}: before the page ended`);
      stream.end('</body></html>');
      await new Promise((resolve) => stream.once('end', resolve));
      t.equal(
        sent(),
        '<html><body><main>shell</main><template>part 1</template><template>part 2</template></body></html>',
        `${encoding}: every byte, in order`,
      );
    }
  },
);
