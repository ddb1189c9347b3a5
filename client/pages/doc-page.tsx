import { lazy, Suspense } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import type { DocPageData } from '../../shared/pages/doc.ts';

// The newsletter page's forms: their code loads on that page only.
const NewsletterSignUp = lazy(() =>
  import('../components/newsletter-sign-up.chunk.tsx').then((m) => ({ default: m.NewsletterSignUp })),
);
const PushSettings = lazy(() =>
  import('../components/push-settings.chunk.tsx').then((m) => ({ default: m.PushSettings })),
);

export function DocPage() {
  const { doc, signUp } = useLoaderData<DocPageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { pathname } = useLocation();
  const text = doc.content
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    <div className="page page--doc">
      <PageMeta
        title={`${doc.title} | ${site.name}`}
        description={text.slice(0, 160)}
        canonical={`${publicOrigin}${pathname}`}
      />
      <main className="page__main" id="tartalom">
        <article className="doc">
          <h1 className="article__title">{doc.title}</h1>
          <div className="article__content" dangerouslySetInnerHTML={{ __html: doc.content }} />
          {signUp && (
            <Suspense fallback={null}>
              <NewsletterSignUp />
              <PushSettings />
            </Suspense>
          )}
        </article>
      </main>
      <Sidebar site={site} />
    </div>
  );
}
