// §4 play/pause on an episode's article: the podcast, the length and the play button, under the article's header.
// Its code loads only on such articles (client/pages/article-page.tsx imports it lazily).
import { Link } from 'react-router';
import type { EpisodeCardData } from '../../shared/episode-card.ts';
import { clockTime } from '../../shared/play-time.ts';
import { EpisodePlayButton } from './episode-play-button.tsx';

export function ArticleEpisode({ episode }: { episode: EpisodeCardData }) {
  return (
    <aside className="article-listen" aria-label="Az adás meghallgatása">
      <EpisodePlayButton episode={episode} large />
      <p className="article-listen__meta">
        <Link to={episode.podcastUrl}>{episode.podcastName}</Link> · <time dateTime={`PT${Math.round(episode.duration)}S`}>{clockTime(episode.duration)}</time>
      </p>
    </aside>
  );
}
