import { Link } from 'react-router';
import type { CardArticle } from '../../shared/card-article.ts';
import { LIVE_LABEL, TRUNCATE } from '../../shared/constants.ts';
import { headline } from '../../shared/headline.ts';
import { truncate } from '../../shared/truncate.ts';
import { RelativeTime } from './relative-time.tsx';

export function ArticleCard({
  article,
  variant = 'list',
  eager = false,
}: {
  article: CardArticle;
  variant?: 'lead' | 'list' | 'compact';
  eager?: boolean;
}) {
  const image = variant === 'compact' ? null : article.image;
  const titleMax =
    variant === 'lead' ? TRUNCATE.titleBlock : variant === 'compact' ? TRUNCATE.titleList : TRUNCATE.title;
  return (
    <article className={`card card--${variant}`}>
      {image && (
        <Link to={article.url} className="card__image" tabIndex={-1} aria-hidden="true">
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        </Link>
      )}
      <div className="card__body">
        <p className="card__kicker">
          <span className="card__section">{article.mainSuperTag.name}</span>
          {article.live && <span className="badge badge--live">{LIVE_LABEL}</span>}
        </p>
        <h2 className="card__title">
          <Link to={article.url}>{headline(article.title, titleMax)}</Link>
        </h2>
        {variant !== 'compact' && <p className="card__lead">{truncate(article.lead, TRUNCATE.lead)}</p>}
        <p className="card__meta">
          <RelativeTime unix={article.pubDate} />
        </p>
      </div>
    </article>
  );
}
