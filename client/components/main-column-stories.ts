// The links of the stories the page's main column shows (shared/pages/page-stories.ts), for its boxes to leave out.
// Read from the route's data, so the server's render and the browser's hydration see the same set.
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { mainColumnStories } from '../../shared/pages/page-stories.ts';

export function useMainColumnStories(): ReadonlySet<string> {
  const data: unknown = useLoaderData();
  return useMemo(() => mainColumnStories(data), [data]);
}
