import { authorPath } from '../../shared/author-url.ts';
import { ARTICLE_WORDS, pageLanguageOf } from '../../shared/box-texts.ts';
import type { ArticleView } from '../../shared/pages/article.ts';
import { fullDate } from '../../shared/relative-date.ts';
import { useSite } from '../boot-context.tsx';
import { useFollowInApp } from '../follow-in-app.ts';
import { RelativeTime } from './relative-time.tsx';

export function ArticleByline({ article }: { article: ArticleView }) {
  const site = useSite();
  const follow = useFollowInApp();
  const language = pageLanguageOf(article.english);
  return (
    <div className="article__byline">
      <ul className="article__authors" onClick={follow}>
        {article.articleAuthors.map((a) => (
          <li key={a.slug}>
            {a.avatarSrc && <img src={a.avatarSrc} alt="" width={32} height={32} className="avatar" />}
            <a href={authorPath(a.slug)}>{a.name}</a>
            {a.title && <span className="article__author-title">{a.title}</span>}
          </li>
        ))}
      </ul>
      {article.articleContributors.length > 0 && (
        <p className="article__contributors">
          {article.articleContributors.map((c, i) => (
            <span key={i}>
              {i > 0 && ', '}
              {c.role}: {c.name}
            </span>
          ))}
        </p>
      )}
      <p className="article__date">
        <time dateTime={new Date(article.pubDate * 1000).toISOString()}>
          {fullDate(article.pubDate, site.timeZone, language)}
        </time>
        {article.updatedAt > article.pubDate + 60 && (
          <>
            {' '}
            · {ARTICLE_WORDS[language].updated}: <RelativeTime unix={article.updatedAt} language={language} />
          </>
        )}
      </p>
    </div>
  );
}
