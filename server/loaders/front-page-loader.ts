import type { LoaderFunctionArgs } from 'react-router';
import { ArticleList } from '../../shared/api-types.ts';
import { toCard } from '../../shared/card-article.ts';
import type { FrontPageData } from '../../client/page-data.ts';
import { loadContextOf } from '../load-context.ts';

const FRONT_PAGE_ARTICLES = 21;

export async function frontPageLoader({ context }: LoaderFunctionArgs): Promise<FrontPageData> {
  const { api } = loadContextOf(context);
  const list = await api.get(`/api/articles?perPage=${FRONT_PAGE_ARTICLES}`, ArticleList);
  return { kind: 'front', articles: list.items.map(toCard) };
}
