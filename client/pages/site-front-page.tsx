// §2.4 the sub-brands' routes (After, G7, Karakter): the front on /after, /g7, /karakter; their tab lists on the
// sub-paths.
import { useLoaderData } from 'react-router';
import { AFTER_SOCIAL_LINKS } from '../../shared/list-page-constants.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { FrontBlockView } from '../components/front-block-view.tsx';
import { feedSlotAfter } from '../../shared/page-ads.ts';
import { AdSlot } from '../components/ad-slot.tsx';
import { EmbedCard } from '../components/embed-card.tsx';
import { FrontLiveCards } from '../components/front-live-cards.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { TabBar } from '../components/tab-bar.tsx';
import type { SectionPageData } from '../../shared/pages/section.ts';
import type { SiteFrontData } from '../../shared/pages/site-front.ts';
import { SectionPage } from './section-page.tsx';

export function SiteFrontPage() {
  const data = useLoaderData<SiteFrontData | SectionPageData>();
  if (data.kind === 'section') return <SectionPage data={data} />;
  return <SiteFront data={data} />;
}

function SiteFront({ data }: { data: SiteFrontData }) {
  const site = useSite();
  const { publicOrigin } = useBoot();
  const korabbi = data.blocks.findIndex((b) => b.key === 'korabbi');
  const beforeBooks = korabbi === -1 ? data.blocks : data.blocks.slice(0, korabbi);
  const afterBooks = korabbi === -1 ? [] : data.blocks.slice(korabbi);
  return (
    <FrontLiveCards source={data} blocks={data.blocks}>
      <div className={`page page--site-front page--${data.site}-front`}>
        <PageMeta
          title={`${site.name} | Telex`}
          description={`${site.name}: a Telex rovata.`}
          canonical={`${publicOrigin}${site.path}`}
        />
        <main className="page__main" id="tartalom">
          <header className="section-header section-header--logo">
            <h1 className="section-header__logo">
              <span className="logo-mark" aria-hidden="true">
                {site.name.slice(0, 1)}
              </span>{' '}
              {site.name}
            </h1>
          </header>
          <TabBar tabs={data.tabs} label={`${site.name}: fülek`} />
          {beforeBooks.map((block, i) => (
            <div key={block.key}>
              <FrontBlockView block={block} eager={i === 0} />
              {block.key === 'friss' && data.video && <AfterVideo card={data.video.card} />}
              <AdSlot slot={feedSlotAfter(data.ads, i, data.blocks.length)} />
            </div>
          ))}
          {data.books.length > 0 && <Books books={data.books} />}
          {afterBooks.map((block) => (
            <FrontBlockView key={block.key} block={block} />
          ))}
        </main>
        <Sidebar site={site} ads={data.ads} social={data.social} spotifyCard={data.spotifyCard} mostRead />
      </div>
    </FrontLiveCards>
  );
}

/** After's video after its 'friss' block, with After's social links. */
function AfterVideo({ card }: { card: NonNullable<SiteFrontData['video']>['card'] }) {
  return (
    <section className="front-block front-block--video" aria-labelledby="after-video">
      <h2 className="front-block__title" id="after-video">
        Videó
      </h2>
      <EmbedCard html={card} />
      <ul className="social-links">
        {AFTER_SOCIAL_LINKS.map((s) => (
          <li key={s.label}>
            <a href={s.url} rel="noopener">
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Books({ books }: { books: SiteFrontData['books'] }) {
  return (
    <section className="front-block front-block--books" aria-labelledby="konyvajanlo">
      <h2 className="front-block__title" id="konyvajanlo">
        Könyvajánló
      </h2>
      <ul className="books">
        {books.map((b) => (
          <li key={b.url} className="book">
            {b.image && <img src={b.image} alt="" width={120} height={180} loading="lazy" />}
            <a href={b.url} rel="noopener">
              {b.title}
            </a>
            {b.price && <span className="book__price">{b.price}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
