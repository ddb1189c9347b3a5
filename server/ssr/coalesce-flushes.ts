// React flushes its destination after each batch of work: the shell, then every streamed part as its data comes in,
// five or so times for an article, mostly within a few milliseconds of the shell. Each flush of a compressor closes a
// compressed block, and those flushes were most of the compression cost of an uncached page (issue 13). The first
// flush (the shell) goes out at once; a later one waits up to FLUSH_COALESCE_MS for the next, so the parts that are
// ready together leave together. React itself reveals streamed parts at most every ~300 ms, so a reader sees no delay.
import type { Transform } from 'node:stream';

/** How long a streamed part may wait for the next one before the compressor is flushed. */
export const FLUSH_COALESCE_MS = 5;

export function coalesceFlushes<T extends Transform & { flush(callback?: () => void): void }>(stream: T, waitMs = FLUSH_COALESCE_MS): T {
  const flushNow = stream.flush.bind(stream);
  let shellSent = false;
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  stream.flush = () => {
    if (!shellSent) {
      shellSent = true;
      flushNow();
    } else {
      timer ??= setTimeout(() => {
        timer = null;
        if (!stream.writableEnded) flushNow();
      }, waitMs);
    }
  };
  // The end of the stream writes everything that is left; a pending flush has nothing to add.
  stream.once('finish', stop);
  stream.once('close', stop);
  return stream;
}
