// §4 live article refresh: every 15 s the article's version is fetched (the BFF answers it from a 3 s cache); when
// it is newer, the page data is fetched again with `v` naming that version (the server then bypasses its older
// cached copy) and replaces the shown data in place: no navigation; a live blog's new posts wait behind a button
// (article-live-posts.chunk.tsx), edited ones change where they stand (scroll anchoring keeps the post being read
// where it is). Failures are silent. Polling stops when the page is left or hidden and
// resumes, with an immediate check, when it is shown again.
import { useEffect, useRef } from 'react';
import { LIVE_VERSION_PARAM } from '../../shared/constants.ts';
import { pollWhileVisible } from '../behaviours/poll-while-visible.ts';
import { PAGE_DATA_PATH, type PageDataResponse } from '../../shared/pages/page-data-endpoint.ts';
import type { ArticlePageData } from '../../shared/pages/article.ts';

export function useLiveRefresh(data: ArticlePageData, enabled: boolean, onNewer: (fresh: ArticlePageData) => void) {
  const current = useRef(data);
  current.current = data;
  const callback = useRef(onNewer);
  callback.current = onNewer;
  const { id, slug } = data.article;
  useEffect(() => {
    if (!enabled) return;
    return pollWhileVisible(async () => {
      try {
        const res = await fetch(`/api/articles/${encodeURIComponent(slug)}/version`, {
          headers: { accept: 'application/json' },
        });
        const v = res.ok ? ((await res.json()) as { data?: { v?: number } }).data?.v : undefined;
        if (typeof v !== 'number' || v <= current.current.article.version) return;
        const params = new URLSearchParams(location.search);
        params.set(LIVE_VERSION_PARAM, String(v));
        const page = await fetch(`${PAGE_DATA_PATH}?path=${encodeURIComponent(`${location.pathname}?${params}`)}`, {
          headers: { accept: 'application/json' },
        });
        const body = (await page.json()) as PageDataResponse;
        if ('data' in body && body.data.kind === 'article' && body.data.article.id === id) callback.current(body.data);
      } catch {
        // §4 failures are ignored silently; the next tick tries again.
      }
    });
  }, [enabled, id, slug]);
}

/** Posts that are new or edited in `next` compared with `prev` (§4 sub-articles are marked changed). */
export function changedPosts(prev: ArticlePageData, next: ArticlePageData): Set<number> {
  const before = new Map<number, number>();
  for (const p of [...(prev.posts?.pinned ?? []), ...(prev.posts?.items ?? [])]) before.set(p.id, p.version);
  const out = new Set<number>();
  for (const p of [...(next.posts?.pinned ?? []), ...(next.posts?.items ?? [])]) {
    if (before.get(p.id) !== p.version) out.add(p.id);
  }
  return out;
}
