// The demo corpus's podcast audio: a few short pieces of music synthesised here, in code, as WAV files,
// so the player really plays without anything downloaded and without an encoder on the machine. Every browser plays
// 8-bit PCM WAV; at 8 kHz mono a piece costs 8 KB a second. Each piece is a seamless loop of whole bars: an episode
// plays one over and over for its length (looped-audio.ts). The same spec always gives the same bytes, and the
// file's name carries a hash of them, so the media route can serve it as immutable.
import { createHash } from 'node:crypto';

export const DEMO_AUDIO_SAMPLE_RATE = 8000;

export interface DemoAudioSpec {
  /** the file's name before its content hash, e.g. 'adas-1' */
  name: string;
  /** the loop's length in bars of four beats: with the tempo, a whole number of samples */
  bars: number;
  /** the root of the chord progression, Hz */
  root: number;
  beatsPerMinute: number;
}

export interface DemoAudioFile {
  /** `{name}-{hash}.wav` */
  file: string;
  contentType: 'audio/wav';
  /** the loop's length */
  seconds: number;
  body: Buffer;
  etag: string;
}

/** Four pieces of different key and tempo, 20 to 32 s each: enough to tell episodes apart by ear, under 1 MB. */
export const DEMO_AUDIO: readonly DemoAudioSpec[] = [
  { name: 'adas-1', bars: 8, root: 220, beatsPerMinute: 96 },
  { name: 'adas-2', bars: 12, root: 246.94, beatsPerMinute: 120 },
  { name: 'adas-3', bars: 8, root: 196, beatsPerMinute: 80 },
  { name: 'adas-4', bars: 16, root: 261.63, beatsPerMinute: 120 },
];

/** The loop's length: its bars at its tempo. */
export const loopSeconds = (spec: DemoAudioSpec) => (spec.bars * 4 * 60) / spec.beatsPerMinute;

// I–vi–IV–V in semitones above the root, one chord a bar.
const PROGRESSION = [
  [0, 4, 7],
  [-3, 0, 4],
  [-7, -3, 0],
  [-5, -1, 2],
];
const PEAK = 0.8;

const freq = (root: number, semitones: number) => root * 2 ** (semitones / 12);

const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE }, (_, i) => Math.sin((2 * Math.PI * i) / TABLE_SIZE));
/** sin(2π·cycles), from a table: the seed synthesises a million samples and must stay quick. */
const sine = (cycles: number) => SINE[Math.floor((cycles - Math.floor(cycles)) * TABLE_SIZE)];

/** The piece as samples in -1..1: one loop, ending where it starts (a new bar, its notes struck anew). */
export function synthesise(spec: DemoAudioSpec, sampleRate = DEMO_AUDIO_SAMPLE_RATE): Float32Array {
  const n = Math.round(loopSeconds(spec) * sampleRate);
  const out = new Float32Array(n);
  const beat = 60 / spec.beatsPerMinute;
  const bar = 4 * beat;
  const eighth = beat / 2;
  const twoBeats = 2 * beat;
  const chords = PROGRESSION.map((c) => ({
    pad: c.map((st) => freq(spec.root, st)),
    arpeggio: c.map((st) => freq(spec.root, st + 12)),
    bass: freq(spec.root, c[0] - 12),
  }));
  const pluckDecay = Math.exp(-7 / sampleRate);
  const bassDecay = Math.exp(-3 / sampleRate);
  let pluck = 0;
  let bass = 0;
  let lastStep = -1;
  let lastBassBeat = -1;
  let peak = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const barIndex = Math.floor(t / bar);
    const chord = chords[barIndex % chords.length];
    const inBar = t - barIndex * bar;
    // a soft pad: the chord's three tones, swelling in and out with each bar
    const swell = Math.min(1, inBar / 0.3, (bar - inBar) / 0.3);
    let s = 0;
    s += 0.12 * swell * (sine(chord.pad[0] * t) + sine(chord.pad[1] * t) + sine(chord.pad[2] * t));
    // a plucked arpeggio an octave up, one chord tone an eighth
    const step = Math.floor(t / eighth);
    if (step !== lastStep) {
      lastStep = step;
      pluck = 1;
    }
    const note = chord.arpeggio[step % 3];
    s += 0.3 * pluck * (sine(note * t) + 0.25 * sine(2 * note * t));
    pluck *= pluckDecay;
    // a bass note on beats one and three
    const bassBeat = Math.floor(t / twoBeats);
    if (bassBeat !== lastBassBeat) {
      lastBassBeat = bassBeat;
      bass = 1;
    }
    s += 0.28 * bass * sine(chord.bass * t);
    bass *= bassDecay;
    out[i] = s;
    peak = Math.max(peak, Math.abs(out[i]));
  }
  if (peak > 0) for (let i = 0; i < n; i++) out[i] = (out[i] / peak) * PEAK;
  return out;
}

/** 8-bit unsigned mono PCM in a RIFF/WAVE container, with a little deterministic dither against banding. */
export function encodeWav8(samples: Float32Array, sampleRate = DEMO_AUDIO_SAMPLE_RATE): Buffer {
  const header = 44;
  const buf = Buffer.alloc(header + samples.length);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples.length, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate, 28); // bytes a second
  buf.writeUInt16LE(1, 32); // block align
  buf.writeUInt16LE(8, 34); // bits a sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples.length, 40);
  let lcg = 12345;
  const noise = () => {
    lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0;
    return lcg / 2 ** 32 - 0.5;
  };
  for (let i = 0; i < samples.length; i++) {
    const v = Math.round(128 + samples[i] * 127 + noise() + noise());
    buf[header + i] = Math.min(255, Math.max(0, v));
  }
  return buf;
}

export function demoAudioFile(spec: DemoAudioSpec): DemoAudioFile {
  const body = encodeWav8(synthesise(spec));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return {
    file: `${spec.name}-${hash}.wav`,
    contentType: 'audio/wav',
    seconds: loopSeconds(spec),
    body,
    etag: `"${hash}"`,
  };
}

/** Every demo file, built once per process (the seed and the migration both ask). */
let built: DemoAudioFile[] | null = null;
export function demoAudioFiles(): DemoAudioFile[] {
  built ??= DEMO_AUDIO.map(demoAudioFile);
  return built;
}
