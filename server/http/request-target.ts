// HTTP/1.1 lets a client send an absolute-form request target (`GET http://other.host/kedvenceink HTTP/1.1`, RFC 9112
// §3.2.2), and servers must accept it; Node hands it to us as it came, so `request.url` can hold a scheme and a host.
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
