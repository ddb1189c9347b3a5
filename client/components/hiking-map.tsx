// §2.3, §2.8 the hiking map of /rovat/szepkilatas: the map page (by default our data site's, which draws the
// scenic-view routes itself) in a frame with its caption, following the hike tab. The frame is first-party, so it
// loads at once; once hydrated, the frame-message chunk (loaded only here and on supplement data tabs) lets the page
// set the frame's height (bounded) and tells it the colour mode. Without a configured map page it says so.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  HIKING_MAP_FRAME_TITLE, HIKING_MAP_HEIGHT, HIKING_MAP_MAX_HEIGHT, TEXT_HIKING_MAP_CAPTION, TEXT_HIKING_MAP_UNAVAILABLE,
} from '../../shared/list-page-constants.ts';
import type { SectionPageData } from '../../shared/pages/section.ts';

export function HikingMap({ map }: { map: NonNullable<SectionPageData['hikingMap']> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();
  const go = useRef(navigate);
  go.current = navigate;
  const { src, messageOrigins } = map;
  useEffect(() => {
    const el = frame.current;
    if (!el || !src || messageOrigins.length === 0) return;
    let detach: (() => void) | null = null;
    let gone = false;
    void import('../behaviours/frame-messages.ts').then(({ attachFrameMessages }) => {
      if (gone) return;
      detach = attachFrameMessages(el, {
        origins: messageOrigins, maxHeight: HIKING_MAP_MAX_HEIGHT, siteOrigin: window.location.origin, navigate: (path) => go.current(path),
      });
    });
    return () => { gone = true; detach?.(); };
  }, [src, messageOrigins]);
  return (
    <figure className="hiking-map">
      {src
        ? <iframe ref={frame} key={src} className="hiking-map__frame" src={src} title={HIKING_MAP_FRAME_TITLE} height={HIKING_MAP_HEIGHT} width="100%"
          sandbox="allow-scripts allow-same-origin" referrerPolicy="strict-origin-when-cross-origin" />
        : <p className="hiking-map__unavailable">{TEXT_HIKING_MAP_UNAVAILABLE}</p>}
      <figcaption>{TEXT_HIKING_MAP_CAPTION}</figcaption>
    </figure>
  );
}
