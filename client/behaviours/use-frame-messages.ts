// §2.8 a first-party data frame (a supplement's data tab, the hiking map): once hydrated, the frame-message chunk is
// loaded and lets an allow-listed sender resize the frame (bounded by `maxHeight`) and move the page to a same-site
// path, and tells the frame the colour mode. Detached when the frame or its address changes.
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';

export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  opts: { src: string | null; maxHeight: number; messageOrigins: string[] },
): void {
  const navigate = useNavigate();
  const go = useRef(navigate);
  go.current = navigate;
  const { src, maxHeight, messageOrigins } = opts;
  useEffect(() => {
    const el = frame.current;
    if (!el || !src || messageOrigins.length === 0) return;
    let detach: (() => void) | null = null;
    let gone = false;
    void import('./frame-messages.chunk.ts').then(({ attachFrameMessages }) => {
      if (gone) return;
      detach = attachFrameMessages(el, {
        origins: messageOrigins,
        maxHeight,
        siteOrigin: window.location.origin,
        navigate: (path) => void go.current(path),
      });
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [frame, src, maxHeight, messageOrigins]);
}
