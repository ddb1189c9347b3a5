// Plain HTML form posts (application/x-www-form-urlencoded): the sign-in and supporter forms work without
// JavaScript. One small parser and one field reader for every such route.
import type { FastifyInstance } from 'fastify';

/** Forms here carry an e-mail address, a password or a code: a few KB is plenty. */
export const FORM_BODY_LIMIT = 8 * 1024;

/** Parses urlencoded bodies in this (encapsulated) scope into a plain object of strings. */
export function addFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** A non-blank field no longer than maxLength, else null. */
export function formField(body: unknown, name: string, maxLength: number): string | null {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength ? value : null;
}
