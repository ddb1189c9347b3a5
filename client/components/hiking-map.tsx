// §2.3, §2.8 the hiking map of /rovat/szepkilatas: an embed placeholder with its caption (the map service is
// third-party; no network call is made until one is configured).
import { TEXT_HIKING_MAP_CAPTION } from '../../shared/list-page-constants.ts';

export function HikingMap() {
  return (
    <figure className="hiking-map">
      <div className="hiking-map__frame embed-placeholder" role="img" aria-label="Túratérkép">Túratérkép</div>
      <figcaption>{TEXT_HIKING_MAP_CAPTION}</figcaption>
    </figure>
  );
}
