// Streamed HTML is compressed by our own zlib stream, not @fastify/compress: React calls flush() on its destination
// after each batch, and a zlib stream flushes then, so the shell reaches the reader at once.
import * as zlib from 'node:zlib';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import { acceptsCoding } from '../request/accept-encoding.ts';

/** What a stored page is kept in, and a hit answered with. */
export type Encoding = 'br' | 'gzip' | null;
/** What a streamed page may be compressed with: zstd as well, where this Node line has it (decision 108). */
export type StreamEncoding = Encoding | 'zstd';

/** 2^18 bytes: the largest page (the front page, ~130 KB) fits whole. */
const BROTLI_WINDOW_BITS = 18;

export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptsCoding(acceptEncoding, 'br')) return 'br';
  if (acceptsCoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

/**
 * zstd came to Node's zlib in 22.15 and 23.8; this machine's Node 20 has none (and its types name none). Level 3 is
 * zstd's default: a third of Brotli 3's CPU on an article for about 1.5 % more bytes (decision 108).
 */
interface ZstdZlib {
  createZstdCompress?(options: { params: Record<number, number> }): Transform & { flush(callback?: () => void): void };
  constants: { ZSTD_c_compressionLevel?: number; ZSTD_c_windowLog?: number };
}
const zstd = zlib as unknown as ZstdZlib;
const ZSTD_STREAM_LEVEL = 3;
const ZSTD_WINDOW_LOG = 18;
export const NODE_HAS_ZSTD = typeof zstd.createZstdCompress === 'function';

/**
 * A streamed page's encoding: zstd when the reader accepts it and Node has it (it costs the least per byte), else as a
 * stored page's. Stored pages keep Brotli and gzip only: compressed once, the smaller Brotli pays.
 */
export function negotiateStreamEncoding(
  acceptEncoding: string | undefined,
  zstdAvailable = NODE_HAS_ZSTD,
): StreamEncoding {
  if (zstdAvailable && acceptsCoding(acceptEncoding, 'zstd')) return 'zstd';
  return negotiateEncoding(acceptEncoding);
}

/** Brotli quality for streamed pages (decision 033-brotli-quality). */
const BROTLI_STREAM_QUALITY = 3;

type Compressor = (BrotliCompress | Gzip | Transform) & { flush(callback?: () => void): void };

export function createCompressor(encoding: Exclude<StreamEncoding, null>): Compressor {
  if (encoding === 'zstd') {
    if (!zstd.createZstdCompress) throw new Error('zstd asked for on a Node line without it');
    // A 256 KB window, as Brotli's: any page fits whole, and an encoder holds about 1 MB, not level 3's 2 MB window and
    // tables; browsers decode windows up to 8 MB only (RFC 9659).
    return zstd.createZstdCompress({
      params: {
        [zstd.constants.ZSTD_c_compressionLevel!]: ZSTD_STREAM_LEVEL,
        [zstd.constants.ZSTD_c_windowLog!]: ZSTD_WINDOW_LOG,
      },
    });
  }
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
