// Plain HTML form posts (application/x-www-form-urlencoded): the sign-in, supporter, tippjáték and newsletter forms
// work without JavaScript. One parser and one field reader for every such route.
import type { FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT_BYTES } from '../../shared/request-limits.ts';

/** A form's fields: a name sent once is a string, a repeated one (ticked checkboxes) the list of its values. */
export type FormFields = Record<string, string | string[]>;

/**
 * urlencoded → fields, on an object without a prototype: a field named `__proto__`, `constructor` or `toString` is a
 * field like any other, never the object's prototype or a method a later read would find.
 */
export function parseForm(text: string): FormFields {
  const out = Object.create(null) as FormFields;
  for (const [name, value] of new URLSearchParams(text)) {
    const prev = Object.hasOwn(out, name) ? out[name] : undefined;
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** Parses urlencoded bodies in this (encapsulated) scope with parseForm. */
export function addFormParser(scope: FastifyInstance, bodyLimit = FORM_BODY_LIMIT_BYTES): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => {
      done(null, parseForm(body as string));
    },
  );
}

/**
 * A non-blank field sent once, no longer than maxLength (FIELD_MAX_LENGTH, shared/request-limits.ts), else null (a
 * repeated field is not one answer).
 */
export function formField(body: unknown, name: string, maxLength: number): string | null {
  const fields = body as Record<string, unknown> | null;
  const value = fields && Object.hasOwn(fields, name) ? fields[name] : undefined;
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength ? value : null;
}
