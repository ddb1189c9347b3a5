// Which article pages offer the player: an episode's article. The article page asks the publisher API for
// the episodes of an article (/api/episodes?article={id}) only when the article may be one — tagged 'podcast' or in
// a podcast section — so a plain article costs no extra call.
import type { Article } from './api-types.ts';

const PODCAST_TAG = 'podcast';

export function mayBeEpisodeArticle(article: Pick<Article, 'tags' | 'mainSuperTag'>): boolean {
  return article.tags.some((t) => t.slug === PODCAST_TAG) || /(^|-)podcast$/.test(article.mainSuperTag.slug);
}

export const articleEpisodesPath = (articleId: number) => `/api/episodes?article=${articleId}&perPage=1`;
