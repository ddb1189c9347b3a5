// HTTP/1.1 lets a client send an absolute-form request target (`GET http://other.host/kedvenceink HTTP/1.1`, RFC 9112
// section 3.2.2), and servers must accept it; Node hands it to us as it came, so `request.url` can hold a scheme and a host.
// We take the path from the target and nothing else: every piece of the app then sees an ordinary origin-form path,
// and the public origin keeps coming from configuration. Per the RFC the target's host replaces the Host header; the
// site choice only ever matches it against the configured host list, so a stranger's name selects nothing.
import type { IncomingMessage } from 'node:http';

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The origin-form path and query of a request target; a fragment (never sent by browsers) is dropped. */
export function originFormTarget(target: string): { path: string; authority: string | null } {
  let path = target;
  let authority: string | null = null;
  if (ABSOLUTE_FORM.test(target)) {
    const rest = target.slice(target.indexOf('://') + 3);
    const end = rest.search(/[/?#]/);
    authority = end === -1 ? rest : rest.slice(0, end);
    path = end === -1 ? '/' : rest.slice(end);
  } else if (target === '*') {
    // asterisk-form (OPTIONS *): about the server as a whole; answered as its root.
    path = '/';
  }
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  if (!path.startsWith('/')) path = `/${path}`;
  return { path, authority };
}

/** Fastify's `rewriteUrl`: runs before routing, so routes, hooks and logs all see the origin-form path. */
export function rewriteToOriginForm(req: IncomingMessage): string {
  const { path, authority } = originFormTarget(req.url ?? '/');
  if (authority !== null) {
    const host = authority.slice(authority.lastIndexOf('@') + 1);
    if (host) req.headers.host = host;
  }
  return path;
}

/** Nested percent-encodings ('%252e') are undone this many times at most: an intermediary may decode more than once. */
const DECODE_ROUNDS = 3;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const ASCII_CONTROL = /[\x00-\x1f\x7f]/;
const UNICODE_CONTROL = /\p{Cc}/u;
/** A '.' or '..' segment; browsers read '\' as '/', so it separates segments too. */
const DOT_SEGMENT = /(?:^|[/\\])\.{1,2}(?:[/\\]|$)/;

/** A control character is a malformed request (400); a dot segment names no page of ours (404). */
export interface PathProblem {
  status: 400 | 404;
  message: string;
}
const CONTROL: PathProblem = { status: 400, message: 'the path may not contain control characters' };
const DOTS: PathProblem = { status: 404, message: 'a path with dot segments names no page' };

/** Undoes every %XX of ASCII (the bytes that spell controls, dots and slashes); other escapes and broken ones stay. */
const decodeAscii = (s: string) =>
  s.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Why a request path (the part before '?') cannot be served as it is, or null: a control character (raw, %09, %0d,
 * %00, a doubly encoded %2509, a C1 control in UTF-8) or a dot segment in any spelling ('/.', '/..', '%2e', '.%2e',
 * '%2E%2E', '%252e'), anywhere in it. Such a path reaches code that expects a clean one (the router, React Router's
 * URL handling, redirects) and is refused at the edge instead (DESIGN.md); never redirected, so no
 * resolution of it can lead off the site.
 */
export function pathProblem(target: string): PathProblem | null {
  const q = target.indexOf('?');
  let path = q === -1 ? target : target.slice(0, q);
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (ASCII_CONTROL.test(path)) return CONTROL;
    if (DOT_SEGMENT.test(path)) return DOTS;
    let unicode: string | null = null;
    try {
      unicode = decodeURIComponent(path);
    } catch {
      // a broken escape elsewhere: the ASCII decoding below still reads the rest
    }
    if (unicode !== null && UNICODE_CONTROL.test(unicode)) return CONTROL;
    const next = decodeAscii(path);
    if (next === path) return null;
    path = next;
  }
  return null;
}
