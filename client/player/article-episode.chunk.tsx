// §4 play/pause on an episode's article: the podcast, the length and the play button, under the article's header.
// Its code loads only on such articles (client/pages/article-page.tsx imports it lazily). When the episode has a
// title of its own, the box names it: the player bar shows that title, and the reader should know what they started.
import { Link, useLoaderData } from 'react-router';
import type { EpisodeCardData } from '../../shared/episode-card.ts';
import type { ArticlePageData } from '../../shared/pages/article.ts';
import { clockTime } from '../../shared/play-time.ts';
import { EpisodePlayButton } from './episode-play-button.tsx';

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase('hu') === b.trim().toLocaleLowerCase('hu');

export function ArticleEpisode({ episode }: { episode: EpisodeCardData }) {
  const { article } = useLoaderData<ArticlePageData>();
  return (
    <aside className="article-listen" aria-label="Az adás meghallgatása">
      <EpisodePlayButton episode={episode} large />
      <div className="article-listen__body">
        {!sameTitle(episode.title, article.title) && <p className="article-listen__title">{episode.title}</p>}
        <p className="article-listen__meta">
          <Link to={episode.podcastUrl}>{episode.podcastName}</Link> ·{' '}
          <time dateTime={`PT${Math.round(episode.duration)}S`}>{clockTime(episode.duration)}</time>
        </p>
      </div>
    </aside>
  );
}
