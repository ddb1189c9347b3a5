import { useLoaderData } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { ArticleCard } from '../components/article-card.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import type { FrontPageData } from '../page-data.ts';

export function FrontPage() {
  const { articles } = useLoaderData() as FrontPageData;
  const site = useSite();
  const { publicOrigin } = useBoot();
  const [lead, ...rest] = articles;
  return (
    <div className="page page--front">
      <PageMeta title={`${site.name} – Hírek, vélemények, elemzések`}
        description={`${site.name}: friss hírek itthonról és a nagyvilágból.`}
        canonical={`${publicOrigin}${site.path || '/'}`} />
      <main className="page__main" id="tartalom">
        <h1 className="visually-hidden">{site.name} címlap</h1>
        {lead && <ArticleCard article={lead} variant="lead" eager />}
        <div className="card-grid">
          {rest.map((a, i) => <ArticleCard key={a.id} article={a} eager={i < 2} />)}
        </div>
      </main>
      <Sidebar site={site} />
    </div>
  );
}
