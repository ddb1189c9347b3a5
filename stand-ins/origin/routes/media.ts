// Demo media: generated pictures (/media/img/{n}.svg, and .png for what shows no SVG: share cards, decision 051;
// /media/avatar/{slug}.svg) and the files stored in
// `media_files` (/media/audio/{name}.wav: the podcasts' synthesised music; /media/audio/{name}-{seconds}s.wav: a
// piece played for an episode's length), served with byte ranges so a player can seek, validators, and the
// immutable cache (a stored file's name carries a hash of its bytes, a played one its length too).
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { byteRangeOf } from '../byte-range.ts';
import { CACHE_IMMUTABLE } from '../cache-policy.ts';
import { notFound } from '../http-error.ts';
import { loopedAudio, parseLoopedName } from '../looped-audio.ts';
import type { OriginContext } from '../origin-context.ts';
import { picturePng } from '../picture-png.ts';
import { avatarSvg, pictureSvg, pictureWidth } from '../picture-svg.ts';

const SVG_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.svg$/;
const PICTURE_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.(svg|png)$/;
const AUDIO_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.(wav|mp3|ogg|opus|m4a)$/;

/** What the audio route serves: a file's type, tag and length, and any bytes of it (inclusive). */
interface AudioFile {
  contentType: string;
  etag: string;
  size: number;
  read(start: number, end: number): Buffer | Readable;
}

interface MediaFileRow {
  content_type: string;
  etag: string;
  body: Buffer;
}

function requestedWidth(w: unknown): number | undefined {
  if (typeof w !== 'string' || !/^\d{1,5}$/.test(w)) return undefined;
  return Number(w);
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 section 13.1.2 asks). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export function registerMediaRoutes(app: FastifyInstance, ctx: OriginContext): void {
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/img/:file', async (request, reply) => {
    const m = PICTURE_NAME.exec(request.params.file);
    if (!m) throw notFound(`picture '${request.params.file}' not found`);
    // Any asked width is answered at the nearest §9 breakpoint: an absurd one never makes a giant picture.
    const width = pictureWidth(requestedWidth(request.query.w));
    reply.header('cache-control', CACHE_IMMUTABLE);
    if (m[2] === 'png') return reply.type('image/png').send(await picturePng(m[1], width));
    return reply.type('image/svg+xml').send(pictureSvg(m[1], width));
  });

  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/avatar/:file', async (request, reply) => {
    const m = SVG_NAME.exec(request.params.file);
    if (!m) throw notFound(`avatar '${request.params.file}' not found`);
    const w = requestedWidth(request.query.w);
    reply.header('cache-control', CACHE_IMMUTABLE).type('image/svg+xml');
    return avatarSvg(m[1], w === undefined ? pictureWidth(0) : pictureWidth(w));
  });

  const mediaFile = ctx.db.prepare('SELECT content_type, etag, body FROM media_files WHERE path = ?');
  app.get<{ Params: { file: string } }>('/media/audio/:file', async (request, reply) => {
    const name = request.params.file;
    const file = AUDIO_NAME.test(name) ? audioFile(name) : undefined;
    if (!file) throw notFound(`audio '${name}' not found`);
    reply.header('cache-control', CACHE_IMMUTABLE).header('etag', file.etag).header('accept-ranges', 'bytes');
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    const { size } = file;
    // If-Range: a range is only valid for the version the player already holds part of.
    const ifRange = request.headers['if-range'];
    const range =
      ifRange !== undefined && ifRange !== file.etag
        ? { kind: 'whole' as const }
        : byteRangeOf(request.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${size}`)
        .type('text/plain')
        .send(`range not satisfiable: the file has ${size} bytes`);
    }
    reply.type(file.contentType);
    if (range.kind === 'whole') return reply.header('content-length', size).send(file.read(0, size - 1));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(file.read(range.start, range.end));
  });

  /** A stored file as it is, or a stored piece played for the length its name asks (looped-audio.ts). */
  function audioFile(name: string): AudioFile | undefined {
    const row = mediaFile.get(`audio/${name}`) as MediaFileRow | undefined;
    if (row) {
      const body = row.body;
      return {
        contentType: row.content_type,
        etag: row.etag,
        size: body.length,
        read: (a, b) => body.subarray(a, b + 1),
      };
    }
    const looped = parseLoopedName(name);
    const piece = looped && (mediaFile.get(`audio/${looped.stored}`) as MediaFileRow | undefined);
    const audio = piece && loopedAudio(piece.body, looped.seconds);
    if (!piece || !audio) return undefined;
    // The piece's tag with the length: another length is another file.
    const etag = `${piece.etag.slice(0, -1)}-${looped.seconds}s"`;
    return { contentType: piece.content_type, etag, size: audio.size, read: (a, b) => audio.read(a, b) };
  }
}
