// One archive hit: a list card whose title and lead mark the words searched for.
import { Link } from 'react-router';
import type { ArchiveHit } from '../../shared/pages/archive.ts';
import { ArticleLiveLabel } from './article-live-label.chunk.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { RelativeTime } from './relative-time.tsx';

export function SearchHit({ hit, eager }: { hit: ArchiveHit; eager: boolean }) {
  const href = hit.ctUrl ?? hit.url;
  const external = hit.ctUrl ? { reloadDocument: true, rel: 'sponsored noopener' } : {};
  return (
    <li className={`card card--list search-hit${hit.pr ? ' card--pr' : ''}`} data-article-id={hit.id}>
      {hit.image && (
        <Link to={href} className="card__image" tabIndex={-1} aria-hidden="true" {...external}>
          <img
            src={hit.image.src}
            width={hit.image.width}
            height={hit.image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
      )}
      <div className="card__body">
        <p className="card__kicker">
          <span className="card__section">{hit.pr ? 'Szponzorált' : hit.mainSuperTag.name}</span>
          <ArticleLiveLabel flags={hit.live ? [...hit.flags, 'live'] : hit.flags} updatedAt={hit.updatedAt} />
        </p>
        <h3 className="card__title">
          <Link to={href} {...external}>
            <HighlightedText segments={hit.title} />
          </Link>
        </h3>
        {hit.lead.length > 0 && (
          <p className="card__lead">
            <HighlightedText segments={hit.lead} />
          </p>
        )}
        <p className="card__meta">
          <RelativeTime unix={hit.pubDate} />
          {hit.authors.length > 0 && (
            <span className="search-hit__authors"> · {hit.authors.map((a) => a.name).join(', ')}</span>
          )}
        </p>
      </div>
    </li>
  );
}
