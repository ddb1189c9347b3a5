// A podcast episode wherever it is listed (fronts, podcast pages, an episode's neighbours): the podcast's name
// (to its page), the title (to the episode's article or page), length and date, and the §4 play/pause button.
import { Link } from 'react-router';
import type { EpisodeCardData } from '../../shared/episode-card.ts';
import { clockTime } from '../../shared/play-time.ts';
import { EpisodePlayButton } from '../player/episode-play-button.tsx';
import { RelativeTime } from './relative-time.tsx';

/** `podcast: false` on the podcast's own page, where every card would name it again. */
export function EpisodeCard({
  episode,
  heading = 'h3',
  podcast = true,
}: {
  episode: EpisodeCardData;
  heading?: 'h2' | 'h3';
  podcast?: boolean;
}) {
  const Heading = heading;
  return (
    <article className="episode" data-episode-id={episode.id}>
      {episode.image && (
        <img
          className="episode__image"
          src={episode.image}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="episode__body">
        {podcast && (
          <p className="episode__podcast">
            <Link to={episode.podcastUrl}>{episode.podcastName}</Link>
          </p>
        )}
        <Heading className="episode__title">
          <Link to={episode.url}>{episode.title}</Link>
        </Heading>
        <p className="episode__meta">
          <time dateTime={`PT${Math.round(episode.duration)}S`}>{clockTime(episode.duration)}</time> ·{' '}
          <RelativeTime unix={episode.pubDate} />
        </p>
      </div>
      <EpisodePlayButton episode={episode} />
    </article>
  );
}

/** A titled list of episodes: the front page's podcast block, the fronts' podcast blocks, a podcast page. */
export function EpisodeList({
  episodes,
  title,
  href,
  id,
  podcast = true,
}: {
  episodes: EpisodeCardData[];
  title: string;
  href?: string | null;
  id: string;
  podcast?: boolean;
}) {
  return (
    <section className="front-block front-block--podcast" aria-labelledby={id}>
      <h2 className="front-block__title" id={id}>
        {href ? <Link to={href}>{title}</Link> : title}
      </h2>
      <ul className="episodes">
        {episodes.map((e) => (
          <li key={e.id}>
            <EpisodeCard episode={e} podcast={podcast} />
          </li>
        ))}
      </ul>
    </section>
  );
}
