// One block of the front page or a section front, laid out by its kind.
import { Link } from 'react-router';
import { cardGridClass, gridFill } from '../../shared/card-grid.ts';
import type { CardArticle } from '../../shared/card-article.ts';
import type { FrontBlock } from '../../shared/front-slices.ts';
import { Carousel } from './carousel.tsx';
import { EpisodeList } from './episode-card.tsx';
import { ListCard } from './list-card.tsx';

export function FrontBlockView({ block, eager = false }: { block: FrontBlock; eager?: boolean }) {
  const headingId = `blokk-${block.key}`;
  const title = block.title && (
    <h2 className="front-block__title" id={headingId}>
      {block.href ? <Link to={block.href}>{block.title}</Link> : block.title}
    </h2>
  );
  // A titled block is a named region; an untitled one stays a plain section, since several regions with the same
  // made-up name would be indistinguishable landmarks.
  const labelled = block.title ? { 'aria-labelledby': headingId } : {};
  // one podcast's episodes: the block's title names it and links to its page, the cards need not repeat it
  if (block.layout === 'episodes')
    return (
      <EpisodeList
        episodes={block.episodes ?? []}
        title={block.title ?? 'Podcast'}
        href={block.href}
        id={headingId}
        podcast={false}
      />
    );
  if (block.layout === 'leader') {
    const [lead, ...rest] = block.articles;
    return (
      <section className="front-block front-block--leader" {...labelled}>
        {title}
        {lead && <ListCard article={lead} variant="leader" eager={eager} />}
        {rest.length > 0 && <CardGrid articles={rest} />}
      </section>
    );
  }
  if (block.layout === 'carousel') {
    return (
      <section className="front-block front-block--carousel" {...labelled}>
        {title}
        <Carousel label={block.title ?? 'Cikkek'}>
          {block.articles.map((a) => (
            <ListCard key={a.id} article={a} variant="slide" heading="h3" />
          ))}
        </Carousel>
      </section>
    );
  }
  if (block.layout === 'mega') {
    const [mega, ...rest] = block.articles;
    return (
      <section className="front-block front-block--mega" {...labelled}>
        {title}
        {mega && <ListCard article={mega} variant="main" heading="h3" />}
        {rest.length > 0 && <CardGrid articles={rest} />}
      </section>
    );
  }
  return (
    <section className={`front-block front-block--${block.layout}`} {...labelled}>
      {title}
      {block.layout === 'list' ? (
        <div className="front-block__list">
          {block.articles.map((a) => (
            <ListCard key={a.id} article={a} variant="compact" heading="h3" />
          ))}
        </div>
      ) : (
        <CardGrid articles={block.articles} />
      )}
    </section>
  );
}

/** A block's cards as a grid whose rows are full: as many as its columns divide (decision 082). */
export function CardGrid({ articles, eagerFirst = 0 }: { articles: readonly CardArticle[]; eagerFirst?: number }) {
  const shown = articles.slice(0, gridFill(articles.length));
  return (
    <div className={cardGridClass(shown.length)}>
      {shown.map((a, i) => (
        <ListCard key={a.id} article={a} variant="block" heading="h3" eager={i < eagerFirst} />
      ))}
    </div>
  );
}
