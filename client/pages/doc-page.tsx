import { useLoaderData, useLocation } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import type { DocPageData } from '../../shared/pages/doc.ts';

export function DocPage() {
  const { doc } = useLoaderData() as DocPageData;
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { pathname } = useLocation();
  const text = doc.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return (
    <div className="page page--doc">
      <PageMeta title={`${doc.title} | ${site.name}`} description={text.slice(0, 160)} canonical={`${publicOrigin}${pathname}`} />
      <main className="page__main" id="tartalom">
        <article className="doc">
          <h1 className="article__title">{doc.title}</h1>
          <div className="article__content" dangerouslySetInnerHTML={{ __html: doc.content }} />
        </article>
      </main>
    </div>
  );
}
