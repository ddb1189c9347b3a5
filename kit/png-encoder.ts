// A small PNG encoder over node:zlib (truecolour or truecolour with alpha, 8 bits a channel): the generated pictures
// and icons need a raster format that social networks and old browsers show, and a library for it would bring native
// binaries or a download at install (decision 051). PNG is signature, IHDR, IDAT (filtered rows, deflated), IEND.
import { crc32, deflate, deflateSync } from 'node:zlib';
import { promisify } from 'node:util';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE = { 3: 2, 4: 6 } as const; // 2 truecolour, 6 truecolour with alpha
const FILTER_SUB = 1;
const FILTER_UP = 2;
const deflateAsync = promisify(deflate);

export interface RasterImage {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA) bytes a pixel */
  channels: 3 | 4;
  /** rows top to bottom, `width * channels` bytes each */
  pixels: Uint8Array;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Rows filtered Up (Sub for the first): the generated pictures change slowly from row to row (a sky's gradient, a
 * hill's edge), so the differences are mostly zeros and deflate to little.
 */
function filtered({ width, height, channels, pixels }: RasterImage): Buffer {
  const stride = width * channels;
  if (pixels.length !== stride * height)
    throw new RangeError(`expected ${stride * height} bytes of pixels, got ${pixels.length}`);
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const at = y * (stride + 1);
    if (y === 0) {
      out[at] = FILTER_SUB;
      for (let i = 0; i < stride; i++)
        out[at + 1 + i] = (pixels[row + i] - (i >= channels ? pixels[row + i - channels] : 0)) & 0xff;
    } else {
      out[at] = FILTER_UP;
      for (let i = 0; i < stride; i++) out[at + 1 + i] = (pixels[row + i] - pixels[row - stride + i]) & 0xff;
    }
  }
  return out;
}

function assemble(image: RasterImage, idat: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = 8; // bits a channel
  header[9] = COLOUR_TYPE[image.channels];
  // compression 0 (deflate), filter method 0, interlace 0: all zero
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]);
}

/** Encodes off the event loop (zlib's thread pool does the deflating). */
export async function encodePng(image: RasterImage): Promise<Buffer> {
  return assemble(image, await deflateAsync(filtered(image), { level: 6 }));
}

/** For the few small images made once at start-up (icons). */
export function encodePngSync(image: RasterImage): Buffer {
  return assemble(image, deflateSync(filtered(image), { level: 9 }));
}
