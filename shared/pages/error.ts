// The error page's route (§2.8, §8): every path no other route matches is 'Page Not Found: {path}', a 404 with the
// error page. The page itself is the root route's error boundary (client/pages/error-page.chunk.tsx).
export const NOT_FOUND_ROUTE_ID = 'not-found';
export const NOT_FOUND_PATH = '*';

export interface NotFoundData {
  kind: 'not-found';
  path: string;
}

/** The message §8 names, logged and shown to the page-data endpoint's callers. */
export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}
