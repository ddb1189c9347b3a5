// §2.3, §2.8 the hiking map of /rovat/szepkilatas: the map page (by default our data site's, which draws the
// scenic-view routes itself) in a frame with its caption, following the hike tab. The frame is first-party, so it
// loads at once; once hydrated, the frame-message chunk (loaded only here and on supplement data tabs) lets the page
// set the frame's height (bounded) and tells it the colour mode. Without a configured map page it says so.
import { useRef } from 'react';
import {
  HIKING_MAP_FRAME_TITLE,
  HIKING_MAP_HEIGHT,
  HIKING_MAP_MAX_HEIGHT,
  TEXT_HIKING_MAP_CAPTION,
  TEXT_HIKING_MAP_UNAVAILABLE,
} from '../../shared/list-page-constants.ts';
import type { SectionPageData } from '../../shared/pages/section.ts';
import { useFrameMessages } from '../behaviours/use-frame-messages.ts';

export function HikingMap({ map }: { map: NonNullable<SectionPageData['hikingMap']> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { src, messageOrigins } = map;
  useFrameMessages(frame, { src, maxHeight: HIKING_MAP_MAX_HEIGHT, messageOrigins });
  return (
    <figure className="hiking-map">
      {src ? (
        <iframe
          ref={frame}
          key={src}
          className="hiking-map__frame"
          src={src}
          title={HIKING_MAP_FRAME_TITLE}
          height={HIKING_MAP_HEIGHT}
          width="100%"
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="hiking-map__unavailable">{TEXT_HIKING_MAP_UNAVAILABLE}</p>
      )}
      <figcaption>{TEXT_HIKING_MAP_CAPTION}</figcaption>
    </figure>
  );
}
