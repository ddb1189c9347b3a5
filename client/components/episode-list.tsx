// The front page's podcast block (§7 /api/index/episodes).
import { Link } from 'react-router';

import type { EpisodeCardData } from '../../shared/episode-card.ts';

const minutes = (s: number) => `${Math.max(1, Math.round(s / 60))} perc`;

export function EpisodeList({ episodes, title }: { episodes: EpisodeCardData[]; title: string }) {
  return (
    <section className="front-block front-block--podcast" aria-labelledby="podcast-blokk">
      <h2 className="front-block__title" id="podcast-blokk">{title}</h2>
      <ul className="episodes">
        {episodes.map((e) => (
          <li key={e.id} className="episode">
            {e.image && <img className="episode__image" src={e.image} alt="" width={96} height={96} loading="lazy" />}
            <div>
              <p className="episode__podcast">{e.podcastName}</p>
              <h3 className="episode__title">{e.url.startsWith('/') ? <Link to={e.url}>{e.title}</Link> : <a href={e.url}>{e.title}</a>}</h3>
              <p className="episode__meta">{minutes(e.duration)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
