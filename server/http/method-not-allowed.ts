// What the BFF answers when no route takes a request. A GET for an unknown page never gets here (every GET path is a
// page, and an unknown one is the 404 page); what does is another method. Pages and assets are read-only, so those
// answer 405 with the methods that would work; an /api path says which methods its allow-list has for it, or 404.
// Nothing of the request is echoed back.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiMethodsFor } from './api-proxy.ts';

/** The few non-GET routes outside /api (the sign-in and supporter forms). */
const FORM_POSTS: Record<string, string[]> = {
  '/auth/login': ['POST'],
  '/auth/otp': ['POST'],
  '/tamogatas/belepes': ['GET', 'HEAD', 'POST'],
};

export function allowedMethods(path: string): string[] {
  if (FORM_POSTS[path]) return FORM_POSTS[path];
  if (path === '/api' || path.startsWith('/api/')) return apiMethodsFor(path);
  return ['GET', 'HEAD'];
}

function answer(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ statusCode: status, error, message });
}

export function registerNotFoundAnswers(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const allowed = allowedMethods(path);
    if (allowed.length === 0) return answer(reply, 404, 'Not Found', 'Unknown API endpoint');
    if (allowed.includes(req.method)) return answer(reply, 404, 'Not Found', 'Not Found');
    reply.header('allow', allowed.join(', '));
    return answer(reply, 405, 'Method Not Allowed', `use ${allowed.join(' or ')}`);
  });
}
