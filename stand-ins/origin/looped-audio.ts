// A podcast episode's audio as a player hears it: a stored piece of music (an 8-bit mono PCM WAV in `media_files`)
// played over and over for the episode's whole length, faded in and out, and made as it is read. An episode of 40
// minutes is 19 MB of 8 kHz audio; kept once per piece and length in the database it would be gigabytes, made per
// read it costs nothing to keep, and any byte range of it is the same every time (the name says piece and length).
import { Readable } from 'node:stream';

const HEADER = 44;
const FADE_IN_S = 1;
const FADE_OUT_S = 2;
const CHUNK = 64 * 1024;
/** The longest episode a name may ask for: a name can never make an absurd file. */
const MAX_SECONDS = 4 * 3600;

/** `{stored piece's name}-{seconds}s.wav`: the piece `{stored}.wav` played for `seconds`. */
const LOOPED_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,110})-(\d{1,5})s\.wav$/;

/** The file name under /media/audio/ that plays the stored piece `stored` (e.g. adas-1-0123abcd.wav) for `seconds`. */
export const loopedAudioName = (stored: string, seconds: number) => `${stored.replace(/\.wav$/, '')}-${seconds}s.wav`;

/** The stored piece and the length a looped name asks for, or null when the name is not one. */
export function parseLoopedName(name: string): { stored: string; seconds: number } | null {
  const m = LOOPED_NAME.exec(name);
  const seconds = m ? Number(m[2]) : 0;
  return m && seconds >= 1 && seconds <= MAX_SECONDS ? { stored: `${m[1]}.wav`, seconds } : null;
}

export interface LoopedAudio {
  /** the whole file's length in bytes */
  size: number;
  /** bytes `start` to `end` (inclusive) of the file, made as they are read */
  read(start: number, end: number): Readable;
}

/** The stored piece `piece` (its own WAV file) played for `seconds`; null if it is not 8-bit mono PCM. */
export function loopedAudio(piece: Buffer, seconds: number): LoopedAudio | null {
  const pcm = piece.readUInt16LE(20) === 1 && piece.readUInt16LE(22) === 1 && piece.readUInt16LE(34) === 8;
  if (piece.length <= HEADER || !pcm || piece.toString('ascii', 36, 40) !== 'data') return null;
  const rate = piece.readUInt32LE(24);
  const loop = piece.subarray(HEADER);
  const samples = seconds * rate;
  const header = Buffer.from(piece.subarray(0, HEADER));
  header.writeUInt32LE(36 + samples, 4);
  header.writeUInt32LE(samples, 40);
  const fadeIn = FADE_IN_S * rate;
  const fadeOut = FADE_OUT_S * rate;
  /** Bytes [from, to) of the file: the header, then the loop, copied whole between the fades. */
  const bytes = (from: number, to: number): Buffer => {
    const out = Buffer.alloc(to - from);
    let o = from;
    for (; o < to && o < HEADER; o++) out[o - from] = header[o];
    while (o < to) {
      const i = o - HEADER;
      const at = i % loop.length;
      if (i >= fadeIn && i < samples - fadeOut) {
        const n = Math.min(to - o, loop.length - at, samples - fadeOut - i);
        loop.copy(out, o - from, at, at + n);
        o += n;
        continue;
      }
      const fade = Math.min(1, i / fadeIn, (samples - i) / fadeOut);
      out[o - from] = Math.round(128 + (loop[at] - 128) * fade);
      o++;
    }
    return out;
  };
  return {
    size: HEADER + samples,
    read(start, end) {
      return Readable.from(
        (function* () {
          for (let at = start; at <= end; at += CHUNK) yield bytes(at, Math.min(end + 1, at + CHUNK));
        })(),
        { objectMode: false },
      );
    },
  };
}
