// The card of the lists and fronts, with the §9 truncation per place: list titles 70, block titles 120, leader
// title and lead 90, others 100; leads 200. Live articles carry their §4 label ('ÉLŐ', or 'FRISSÜL' with
// 'frissült most|N perce'); the card names its article and version so a front's live refresh can be seen in place.
import { Link } from 'react-router';
import type { PageLanguage } from '../../shared/box-texts.ts';
import type { CardArticle } from '../../shared/card-article.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { headline } from '../../shared/headline.ts';
import { truncate } from '../../shared/truncate.ts';
import { ArticleLiveLabel } from './article-live-label.chunk.tsx';
import { useCardVersion } from './card-versions.ts';
import { RelativeTime } from './relative-time.tsx';

export type ListCardVariant = 'leader' | 'main' | 'highlight' | 'block' | 'list' | 'compact' | 'slide';

const TITLE_MAX: Record<ListCardVariant, number> = {
  leader: TRUNCATE.titleLeader,
  main: TRUNCATE.title,
  highlight: TRUNCATE.title,
  block: TRUNCATE.titleBlock,
  list: TRUNCATE.titleList,
  compact: TRUNCATE.titleList,
  slide: TRUNCATE.titleList,
};

export function ListCard({
  article: loaded,
  variant = 'list',
  eager = false,
  heading = 'h2',
  language = 'hu',
}: {
  article: CardArticle;
  variant?: ListCardVariant;
  eager?: boolean;
  heading?: 'h2' | 'h3';
  /** the page's: the English list's cards date themselves in English */
  language?: PageLanguage;
}) {
  const article = useCardVersion(loaded);
  const image = variant === 'compact' ? null : article.image;
  const showLead = variant === 'leader' || variant === 'main' || variant === 'highlight' || variant === 'list';
  const Heading = heading;
  const href = article.ctUrl ?? article.url;
  const external = !!article.ctUrl;
  return (
    <article
      className={`card card--${variant}${article.pr ? ' card--pr' : ''}`}
      data-article-id={article.id}
      data-version={article.version}
    >
      {image && (
        <Link
          to={href}
          className="card__image"
          tabIndex={-1}
          aria-hidden="true"
          {...(external ? { reloadDocument: true, rel: 'sponsored noopener' } : {})}
        >
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
          <span className="card__section">{article.pr ? 'Szponzorált' : article.mainSuperTag.name}</span>
          <ArticleLiveLabel
            flags={article.live ? [...article.flags, 'live'] : article.flags}
            updatedAt={article.updatedAt}
          />
        </p>
        <Heading className="card__title">
          <Link to={href} {...(external ? { reloadDocument: true, rel: 'sponsored noopener' } : {})}>
            {headline(article.title, TITLE_MAX[variant])}
          </Link>
        </Heading>
        {showLead && article.lead && (
          <p className="card__lead">
            {truncate(article.lead, variant === 'leader' ? TRUNCATE.leadLeader : TRUNCATE.lead)}
          </p>
        )}
        <p className="card__meta">
          <RelativeTime unix={article.pubDate} language={language} />
        </p>
      </div>
    </article>
  );
}
