import { useLoaderData } from 'react-router';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import type { ImpressPageData } from '../../shared/pages/impress.ts';

export function ImpressPage() {
  const { doc, staff } = useLoaderData<ImpressPageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const groups = [...new Set(staff.map((s) => s.group))];
  return (
    <div className="page page--doc">
      <PageMeta
        title={`${doc.title} | ${site.name}`}
        description={`${site.name} impresszum és munkatársak`}
        canonical={`${publicOrigin}/impresszum`}
      />
      <main className="page__main" id="tartalom">
        <article className="doc">
          <h1 className="article__title">{doc.title}</h1>
          <div className="article__content" dangerouslySetInnerHTML={{ __html: doc.content }} />
          {groups.map((group) => (
            <section key={group} className="staff">
              <h2>{group}</h2>
              <ul className="staff__list">
                {staff
                  .filter((s) => s.group === group)
                  .map((s) => (
                    <li key={s.name}>
                      <strong>{s.name}</strong> – {s.role}
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </article>
      </main>
      <Sidebar site={site} />
    </div>
  );
}
