// Streamed HTML is compressed by our own zlib stream, not @fastify/compress: React calls flush() on its destination
// after each batch, and a zlib stream flushes then, so the shell reaches the reader at once.
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | null;

/** 2^18 bytes: the largest page (the front page, ~130 KB) fits whole. */
const BROTLI_WINDOW_BITS = 18;

export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Brotli quality for streamed pages (decision 033-brotli-quality). */
const BROTLI_STREAM_QUALITY = 3;

export function createCompressor(encoding: Exclude<Encoding, null>): BrotliCompress | Gzip {
  // Brotli quality 3 (decision 033-brotli-quality): compression was the largest single cost of an uncached page; 3
  // takes about 40 % less CPU than 4 for ~4 % more bytes (half a kilobyte an article), still smaller than gzip 6 at
  // less CPU than gzip 6. 11 would stall the stream. A 256 KB window holds any page whole (no worse ratio) and
  // allocates 1.4 MB an encoder instead of the default 4 MB window's 8.9 MB, which at a dozen renders in flight was
  // most of the process's memory.
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_STREAM_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        },
      })
    : createGzip({ level: 6 });
}
