// §7 the rules of an embedded page's messages, pure so they test without a browser: which sender is
// obeyed, what a height may be, what a route may be. `iframe-size` {height}; `parent-router` and `route-push`
// {path} (a string, or {path} / {route} as some senders wrap it). Anything else is ignored with a reason.
export const FRAME_MESSAGE_TYPES = ['iframe-size', 'parent-router', 'route-push'] as const;
/** The smallest height a frame is given, whatever it asks for. */
export const FRAME_RESIZE_MIN = 100;

export type FrameAction =
  { kind: 'resize'; height: number } | { kind: 'navigate'; path: string } | { kind: 'ignore'; reason: string };

/**
 * A same-site path: starts with one '/', no scheme, no backslash or control characters; resolved on our origin, and
 * the resolved path must lead there again: dot segments resolve away, so '/..//evil.example/x' resolves to
 * '//evil.example/x', which a router or a browser would read as another host.
 */
export function sameSitePath(value: unknown, siteOrigin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return null;
  // eslint-disable-next-line no-control-regex -- a path with a control character is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, siteOrigin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === siteOrigin && new URL(path, siteOrigin).origin === siteOrigin ? path : null;
  } catch {
    return null;
  }
}

function routeOf(data: Record<string, unknown>): unknown {
  const v = data.path ?? data.route ?? data.url ?? data.value;
  if (v && typeof v === 'object') return (v as Record<string, unknown>).path ?? (v as Record<string, unknown>).route;
  return v;
}

export function frameMessageAction(
  origin: string,
  data: unknown,
  opts: { origins: readonly string[]; maxHeight: number; siteOrigin: string },
): FrameAction {
  if (!opts.origins.includes(origin)) return { kind: 'ignore', reason: 'origin not allowed' };
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { kind: 'ignore', reason: 'not an object' };
  const msg = data as Record<string, unknown>;
  const type = msg.type ?? msg.event ?? msg.name;
  if (type === 'iframe-size') {
    const raw = typeof msg.height === 'string' ? Number(msg.height) : msg.height;
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0) return { kind: 'ignore', reason: 'bad height' };
    return { kind: 'resize', height: Math.round(Math.min(opts.maxHeight, Math.max(FRAME_RESIZE_MIN, raw))) };
  }
  if (type === 'parent-router' || type === 'route-push') {
    const path = sameSitePath(routeOf(msg), opts.siteOrigin);
    return path ? { kind: 'navigate', path } : { kind: 'ignore', reason: 'not a same-site path' };
  }
  return { kind: 'ignore', reason: 'unknown type' };
}
