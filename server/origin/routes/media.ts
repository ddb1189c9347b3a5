// Generated demo pictures (/media/img/{n}.svg, /media/avatar/{slug}.svg). Audio files are not part of the demo.
import type { FastifyInstance } from 'fastify';
import { CACHE_IMMUTABLE } from '../cache-policy.ts';
import { notFound } from '../http-error.ts';
import { avatarSvg, pictureSvg, pictureWidth } from '../picture-svg.ts';

const SVG_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.svg$/;

function requestedWidth(w: unknown): number | undefined {
  if (typeof w !== 'string' || !/^\d{1,5}$/.test(w)) return undefined;
  return Number(w);
}

export function registerMediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/img/:file', async (request, reply) => {
    const m = SVG_NAME.exec(request.params.file);
    if (!m) throw notFound(`picture '${request.params.file}' not found`);
    reply.header('cache-control', CACHE_IMMUTABLE).type('image/svg+xml');
    return pictureSvg(m[1], pictureWidth(requestedWidth(request.query.w)));
  });

  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/avatar/:file', async (request, reply) => {
    const m = SVG_NAME.exec(request.params.file);
    if (!m) throw notFound(`avatar '${request.params.file}' not found`);
    const w = requestedWidth(request.query.w);
    reply.header('cache-control', CACHE_IMMUTABLE).type('image/svg+xml');
    return avatarSvg(m[1], w === undefined ? pictureWidth(0) : pictureWidth(w));
  });
}
