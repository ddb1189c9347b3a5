// React flushes its destination after each batch of work: the shell, then every streamed part as its data comes in,
// five or so times for an article, mostly within a few milliseconds of the shell. Each flush of a compressor closes a
// compressed block, and those flushes were most of the compression cost of an uncached page. The first
// flush (the shell) goes out at once; a later one waits up to FLUSH_COALESCE_MS for the next, so the parts that are
// ready together leave together. React itself reveals streamed parts at most every ~300 ms, so a reader sees no delay.
//
// Between flushes React writes its text in pieces (decision 104: up to 64 Ki characters each); each write to a zlib
// stream is a round trip to libuv's thread pool with its stream bookkeeping on the main thread. Nothing leaves the
// compressor before a flush anyway, so the pieces are kept until React flushes or ends and then written as one.
import type { Transform } from 'node:stream';

/** How long a streamed part may wait for the next one before the compressor is flushed. */
export const FLUSH_COALESCE_MS = 5;

type Piece = string | Uint8Array;

export function coalesceFlushes<T extends Transform & { flush(callback?: () => void): void }>(
  stream: T,
  waitMs = FLUSH_COALESCE_MS,
): T {
  const flush = stream.flush.bind(stream);
  // zlib's flush() is a write of a marker buffer it knows by identity: that write must go straight through.
  let flushing = false;
  const flushNow = () => {
    flushing = true;
    try {
      flush();
    } finally {
      flushing = false;
    }
  };
  const write = stream.write.bind(stream) as (chunk: Piece) => boolean;
  const end = stream.end.bind(stream) as (...args: unknown[]) => T;
  let pieces: Piece[] = [];
  let shellSent = false;
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  // React writes text (decision 104), and bytes it never changes after a write, so holding them is safe.
  const release = () => {
    if (pieces.length === 0 || stream.writableEnded || stream.destroyed) return;
    const batch =
      pieces.length === 1
        ? pieces[0]
        : pieces.every((p) => typeof p === 'string')
          ? pieces.join('')
          : Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
    pieces = [];
    write(batch);
  };
  const patched = stream as unknown as { write(chunk: Piece): boolean; end(...args: unknown[]): T };
  patched.write = (chunk: Piece) => {
    if (flushing || stream.writableEnded || stream.destroyed) return write(chunk); // the flush marker; a late write reports itself
    pieces.push(chunk);
    return true;
  };
  patched.end = (...args: unknown[]) => {
    if (typeof args[0] === 'string' || args[0] instanceof Uint8Array) pieces.push(args.shift() as Piece);
    release();
    return end(...args);
  };
  stream.flush = () => {
    if (!shellSent) {
      shellSent = true;
      release();
      flushNow();
    } else {
      timer ??= setTimeout(() => {
        timer = null;
        if (stream.writableEnded) return;
        release();
        flushNow();
      }, waitMs);
    }
  };
  // The end of the stream writes everything that is left; a pending flush has nothing to add.
  stream.once('finish', stop);
  stream.once('close', stop);
  return stream;
}
