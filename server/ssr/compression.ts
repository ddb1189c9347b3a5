// Streamed HTML is compressed by our own zlib stream, not @fastify/compress: React calls flush() on its destination
// after each batch, and a zlib stream flushes then, so the shell reaches the reader at once.
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | null;

export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function createCompressor(encoding: Exclude<Encoding, null>): BrotliCompress | Gzip {
  // Brotli quality 4 (decision 0XX-brotli-quality): a streamed page is flushed five or so times, and at quality 5
  // each flush costs so much that compression took a third of an uncached page's CPU; 4 halves that for ~6 % more
  // bytes, still well under gzip's. 11 would stall the stream.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : createGzip({ level: 6 });
}
