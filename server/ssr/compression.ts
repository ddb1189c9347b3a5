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
  // Brotli quality 5 compresses HTML better than gzip at a similar CPU cost per byte; 11 would stall the stream.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : createGzip({ level: 6 });
}
