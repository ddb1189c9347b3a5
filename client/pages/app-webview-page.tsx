// /app-web-widget: the newest articles for the mobile app's widget, without the site's header and footer.
import { useLoaderData } from 'react-router';
import { useSite } from '../boot-context.tsx';
import { ArticleCard } from '../components/article-card.tsx';
import type { AppWebviewPageData } from '../../shared/pages/app-webview.ts';

export function AppWebviewPage() {
  const { articles } = useLoaderData<AppWebviewPageData>();
  const site = useSite();
  return (
    <main id="tartalom" className="app-widget">
      <title>{`Friss hírek | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="sidebar__title">Friss hírek</h1>
      {articles.map((a) => (
        <ArticleCard key={a.id} article={a} variant="compact" />
      ))}
    </main>
  );
}
