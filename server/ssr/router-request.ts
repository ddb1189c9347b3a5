// The Request a page's routes are queried with. Its signal is its own, linked to the page's abort controller, never
// that controller's signal itself: undici's Request keeps the signal it is given (and everything listening on it —
// the render, the reply, the response) reachable from a process-wide FinalizationRegistry until the Request has been
// collected and its finaliser has run. At 50 concurrent readers that kept every page of the last seconds alive through
// a full garbage collection, promoted into the old generation: most of the BFF's peak memory.
export function routerRequest(
  url: URL | string,
  pageAbort: AbortController,
  headers?: Record<string, string>,
): Request {
  const own = new AbortController();
  if (pageAbort.signal.aborted) own.abort(pageAbort.signal.reason);
  else pageAbort.signal.addEventListener('abort', () => own.abort(pageAbort.signal.reason), { once: true });
  return new Request(url, { signal: own.signal, headers });
}
