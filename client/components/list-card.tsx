// The card of the lists and fronts, with the §9 truncation per place: list titles 70, block titles 120, leader
// title and lead 90, others 100; leads 200. Live articles carry their §4 label.
import { Link } from 'react-router';
import type { CardArticle } from '../../shared/card-article.ts';
import { LIVE_LABEL, TRUNCATE } from '../../shared/constants.ts';
import { truncate } from '../../shared/truncate.ts';
import { RelativeTime } from './relative-time.tsx';

export type ListCardVariant = 'leader' | 'main' | 'highlight' | 'block' | 'list' | 'compact' | 'slide';

const TITLE_MAX: Record<ListCardVariant, number> = {
  leader: TRUNCATE.titleLeader, main: TRUNCATE.title, highlight: TRUNCATE.title, block: TRUNCATE.titleBlock,
  list: TRUNCATE.titleList, compact: TRUNCATE.titleList, slide: TRUNCATE.titleList,
};

export function ListCard({ article, variant = 'list', eager = false, heading = 'h2' }: {
  article: CardArticle;
  variant?: ListCardVariant;
  eager?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const image = variant === 'compact' ? null : article.image;
  const showLead = variant === 'leader' || variant === 'main' || variant === 'highlight' || variant === 'list';
  const Heading = heading;
  const href = article.ctUrl ?? article.url;
  const external = !!article.ctUrl;
  return (
    <article className={`card card--${variant}${article.pr ? ' card--pr' : ''}`}>
      {image && (
        <Link to={href} className="card__image" tabIndex={-1} aria-hidden="true" {...(external ? { reloadDocument: true, rel: 'sponsored noopener' } : {})}>
          <img src={image.src} width={image.width} height={image.height} alt=""
            loading={eager ? 'eager' : 'lazy'} decoding="async" {...(eager ? { fetchPriority: 'high' as const } : {})} />
        </Link>
      )}
      <div className="card__body">
        <p className="card__kicker">
          <span className="card__section">{article.pr ? 'Szponzorált' : article.mainSuperTag.name}</span>
          {article.live && <span className="badge badge--live">{LIVE_LABEL}</span>}
        </p>
        <Heading className="card__title">
          <Link to={href} {...(external ? { reloadDocument: true, rel: 'sponsored noopener' } : {})}>
            {truncate(article.title, TITLE_MAX[variant])}
          </Link>
        </Heading>
        {showLead && article.lead && (
          <p className="card__lead">{truncate(article.lead, variant === 'leader' ? TRUNCATE.leadLeader : TRUNCATE.lead)}</p>
        )}
        <p className="card__meta"><RelativeTime unix={article.pubDate} /></p>
      </div>
    </article>
  );
}
