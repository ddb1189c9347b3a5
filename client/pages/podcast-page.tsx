// The podcast pages: all podcasts (/podcast), a podcast with its episodes (/podcast/{podcast}), and an
// episode without an article (/podcast/{podcast}/{episode}). Every episode plays where it is listed.
import { Link, useLoaderData } from 'react-router';
import type { EpisodePageData } from '../../shared/pages/episode.ts';
import type { PodcastPageData } from '../../shared/pages/podcast.ts';
import type { PodcastsPageData } from '../../shared/pages/podcasts.ts';
import { PODCASTS_PATH } from '../../shared/podcast-constants.ts';
import { clockTime } from '../../shared/play-time.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { EpisodeList } from '../components/episode-card.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { RelativeTime } from '../components/relative-time.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { EmbedCard } from '../components/embed-card.tsx';
import { EpisodePlayButton } from '../player/episode-play-button.tsx';

type Data = PodcastsPageData | PodcastPageData | EpisodePageData;

export function PodcastPage() {
  const data = useLoaderData<Data>();
  const site = useSite();
  return (
    <div className={`page page--podcast page--${data.kind}`}>
      <main className="page__main" id="tartalom">
        {data.kind === 'podcasts' ? (
          <Podcasts data={data} />
        ) : data.kind === 'podcast' ? (
          <Podcast data={data} />
        ) : (
          <Episode data={data} />
        )}
      </main>
      <Sidebar site={site} ads={data.ads} social={data.social} />
    </div>
  );
}

function Podcasts({ data }: { data: PodcastsPageData }) {
  const site = useSite();
  const { publicOrigin } = useBoot();
  return (
    <>
      <PageMeta
        title={`Podcastok | ${site.name}`}
        description={`${site.name} podcastjai: ${data.podcasts.map((p) => p.name).join(', ')}.`}
        canonical={`${publicOrigin}${PODCASTS_PATH}`}
      />
      <header className="section-header">
        <h1 className="section-header__title">Podcastok</h1>
      </header>
      <ul className="podcast-links">
        {data.podcasts.map((p) => (
          <li key={p.slug}>
            <Link className="podcast-links__link" to={p.url}>
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
      {data.latest.length > 0 && <EpisodeList episodes={data.latest} title="Legújabb adások" id="legujabb-adasok" />}
    </>
  );
}

function Podcast({ data }: { data: PodcastPageData }) {
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { podcast } = data;
  return (
    <>
      <PageMeta
        title={`${podcast.name}${data.page > 1 ? ` – ${data.page}. oldal` : ''} | ${site.name}`}
        description={`${podcast.name}: ${data.totalItems} adás, meghallgatható itt.`}
        canonical={`${publicOrigin}${podcast.url}`}
      />
      <nav className="breadcrumb" aria-label="Hol vagyok">
        <Link to={PODCASTS_PATH}>Podcastok</Link>
      </nav>
      <header className="section-header">
        <h1 className="section-header__title">{podcast.name}</h1>
      </header>
      <EmbedCard html={data.spotifyCard} className="embed-slot--podcast" />
      {data.episodes.length > 0 ? (
        <EpisodeList episodes={data.episodes} title="Adások" id="adasok" podcast={false} />
      ) : (
        <p className="podcast-empty">Ennek a podcastnak még nincs adása.</p>
      )}
      <Pagination page={data.page} totalPages={data.totalPages} />
    </>
  );
}

function Episode({ data }: { data: EpisodePageData }) {
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { episode, podcast } = data;
  return (
    <>
      <PageMeta
        title={`${data.fullTitle} | ${podcast.name} | ${site.name}`}
        description={`${podcast.name}: ${data.fullTitle}`}
        canonical={`${publicOrigin}${episode.url}`}
        image={episode.image}
      />
      <article className="episode-page">
        <header className="article__header">
          <p className="article__kicker">
            <Link to={podcast.url}>{podcast.name}</Link>
          </p>
          <h1 className="article__title">{data.fullTitle}</h1>
          <p className="episode-page__meta">
            <time dateTime={`PT${Math.round(episode.duration)}S`}>{clockTime(episode.duration)}</time> ·{' '}
            <RelativeTime unix={episode.pubDate} />
          </p>
        </header>
        <div className="episode-page__listen">
          {episode.image && <img className="episode-page__image" src={episode.image} alt="" width={160} height={160} />}
          <EpisodePlayButton episode={episode} large />
        </div>
        <EmbedCard html={data.spotifyCard} className="embed-slot--podcast" />
      </article>
      {data.more.length > 0 && (
        <EpisodeList
          episodes={data.more}
          title={`További adások: ${podcast.name}`}
          href={podcast.url}
          id="tovabbi-adasok"
          podcast={false}
        />
      )}
    </>
  );
}
