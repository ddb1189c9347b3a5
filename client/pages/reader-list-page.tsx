// The reader's own lists (decision 089): the saved articles (/mentett-cikkek) and the followed topics'
// newest articles (/kovetett-temak). The server draws the same page for everyone — what the list is, and that it
// needs JavaScript, which is all a reader without it gets — and the browser fills the list in from its own storage.
import { useEffect, useState, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { toCompactCard, type CompactCard } from '../../shared/card-article.ts';
import { dateTimeLabel } from '../../shared/date-styles.ts';
import {
  FOLLOWED_TOPIC_ARTICLES,
  FOLLOWED_TOPICS_KEY,
  parseFollowedTopics,
  topicPath,
  withoutFollowed,
  type FollowedTopic,
} from '../../shared/followed-topics.ts';
import { PAGE_DATA_PATH, type PageDataResponse } from '../../shared/pages/page-data-endpoint.ts';
import type { ReaderListName, ReaderListPageData } from '../../shared/pages/reader-list.ts';
import { FOLLOWED_TOPICS_PATH, SAVED_ARTICLES_PATH } from '../../shared/reader-list-paths.ts';
import { parseSavedArticles, SAVED_ARTICLES_KEY, type SavedArticle } from '../../shared/saved-articles.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { CompactCardList } from '../components/compact-card.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { removeSaved } from '../components/save-article.chunk.ts';
import { stored } from '../reader-lists.ts';
import { store } from '../reader-list-store.ts';

export const READER_LIST_TEXTS = {
  saved: {
    path: SAVED_ARTICLES_PATH,
    title: 'Mentett cikkek',
    about:
      'A cikkek „Mentés későbbre” gombjával félreteheted, amit később szeretnél elolvasni. A mentett cikkek ' +
      'listáját csak ez a böngésző tárolja: nem kell hozzá regisztrálnod, és rajtad kívül senki sem látja.',
    empty: 'Még nem mentettél el egy cikket sem.',
  },
  followed: {
    path: FOLLOWED_TOPICS_PATH,
    title: 'Követett témák',
    about:
      'A címkék és a szerzők oldalán a „Követés” gombbal követheted a téged érdeklő témákat, itt pedig egy helyen ' +
      'látod a legfrissebb cikkeiket. A követett témák listáját csak ez a böngésző tárolja: nem kell hozzá ' +
      'regisztrálnod, és rajtad kívül senki sem látja.',
    empty: 'Még nem követsz egy témát sem.',
  },
} as const satisfies Record<ReaderListName, { path: string; title: string; about: string; empty: string }>;

export const NEEDS_JAVASCRIPT =
  'A lista megjelenítéséhez JavaScript szükséges: kapcsold be a böngésződben, és töltsd be újra az oldalt.';

export function ReaderListPage() {
  const { list } = useLoaderData<ReaderListPageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const texts = READER_LIST_TEXTS[list];
  return (
    <div className="page page--reader-list">
      <PageMeta
        title={`${texts.title} | ${site.name}`}
        description={texts.about}
        canonical={`${publicOrigin}${texts.path}`}
        robots="noindex"
      />
      <main className="page__main" id="tartalom">
        <h1 className="section-header__title" tabIndex={-1}>
          {texts.title}
        </h1>
        <p className="reader-list__about">{texts.about}</p>
        {list === 'saved' ? <SavedArticles /> : <FollowedTopics />}
      </main>
      <Sidebar site={site} />
    </div>
  );
}

/** What the browser holds under `key`, read after hydration (null until then: the server's page). */
function useStoredList<T>(key: string, parse: (raw: string | null) => T[]) {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => setItems(parse(stored(key))), [key, parse]);
  return [items, setItems] as const;
}

/**
 * The page's status line and what a removal says there. The pressed button is gone with its entry: the reader goes
 * on from the top of the list.
 */
function useRemovalStatus() {
  const [status, setStatus] = useState('');
  const said = (text: string) => {
    setStatus(text);
    document.querySelector<HTMLElement>('#tartalom h1')?.focus();
  };
  const line = (
    <p className="reader-list__status" role="status">
      {status}
    </p>
  );
  return [line, said] as const;
}

/** The list, or what stands in its place: the server's note that it needs JavaScript, or that it is empty. */
function ListOrNote({ count, empty, children }: { count: number | null; empty: string; children: ReactNode }) {
  if (count === null) return <p className="reader-list__note">{NEEDS_JAVASCRIPT}</p>;
  if (count === 0) return <p className="reader-list__note">{empty}</p>;
  return children;
}

function SavedArticles() {
  const [items, setItems] = useStoredList(SAVED_ARTICLES_KEY, parseSavedArticles);
  const [status, say] = useRemovalStatus();
  const remove = (entry: SavedArticle) => {
    setItems(removeSaved(entry.url));
    say(`Törölted a mentett cikkek közül: ${entry.title}`);
  };
  return (
    <>
      {status}
      <ListOrNote count={items?.length ?? null} empty={READER_LIST_TEXTS.saved.empty}>
        <ul className="reader-list">
          {items?.map((entry) => (
            <SavedItem key={entry.url} entry={entry} onRemove={() => remove(entry)} />
          ))}
        </ul>
      </ListOrNote>
    </>
  );
}

function SavedItem({ entry, onRemove }: { entry: SavedArticle; onRemove: () => void }) {
  const { timeZone } = useSite();
  return (
    <li className="reader-list__item">
      <a className="reader-list__title" href={entry.url}>
        {entry.title}
      </a>
      <span className="reader-list__meta">
        {entry.site} · mentve: {dateTimeLabel(Math.floor(entry.savedAt / 1000), timeZone)}
      </span>
      <button type="button" className="reader-list__remove" onClick={onRemove} aria-label={`Törlés: ${entry.title}`}>
        Törlés
      </button>
    </li>
  );
}

function FollowedTopics() {
  const [topics, setTopics] = useStoredList(FOLLOWED_TOPICS_KEY, parseFollowedTopics);
  const [status, say] = useRemovalStatus();
  const unfollow = (topic: FollowedTopic) => {
    const next = withoutFollowed(parseFollowedTopics(stored(FOLLOWED_TOPICS_KEY)), topic);
    if (!store(FOLLOWED_TOPICS_KEY, next)) return;
    setTopics(next);
    say(`Már nem követed: ${topic.name}`);
    // A followed tag's push topic goes with it (decision 098); a failure leaves it for the next change to take away.
    void import('../behaviours/followed-tag-push.chunk.ts').then((m) => m.syncFollowedTagTopics()).catch(() => null);
  };
  return (
    <>
      {status}
      <ListOrNote count={topics?.length ?? null} empty={READER_LIST_TEXTS.followed.empty}>
        {topics?.map((topic) => (
          <TopicBlock key={`${topic.kind}:${topic.slug}`} topic={topic} onUnfollow={() => unfollow(topic)} />
        ))}
      </ListOrNote>
    </>
  );
}

type TopicArticles = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: CompactCard[] };

/** A topic's newest articles, from its list page's data: the same JSON a client-side navigation to it fetches. */
function useTopicArticles(path: string): TopicArticles {
  const [shown, setShown] = useState<TopicArticles>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetch(`${PAGE_DATA_PATH}?path=${encodeURIComponent(path)}`, {
      signal: abort.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => res.json() as Promise<PageDataResponse>)
      .then((body) => {
        // §5 a list without results is a 404: the topic has no articles (any more)
        if (body.status === 404) return setShown({ state: 'ready', items: [] });
        if (!('data' in body) || body.data.kind !== 'section') return setShown({ state: 'failed' });
        setShown({ state: 'ready', items: body.data.articles.slice(0, FOLLOWED_TOPIC_ARTICLES).map(toCompactCard) });
      })
      .catch(() => {
        if (!abort.signal.aborted) setShown({ state: 'failed' });
      });
    return () => abort.abort();
  }, [path]);
  return shown;
}

function TopicBlock({ topic, onUnfollow }: { topic: FollowedTopic; onUnfollow: () => void }) {
  const path = topicPath(topic);
  const articles = useTopicArticles(path);
  const id = `tema-${topic.kind}-${topic.slug}`;
  return (
    <section className="reader-topic" aria-labelledby={id}>
      <div className="reader-topic__head">
        <h2 className="sidebar__title" id={id}>
          <a href={path}>{topic.name}</a>
        </h2>
        <button
          type="button"
          className="reader-list__remove"
          onClick={onUnfollow}
          aria-label={`Követés megszüntetése: ${topic.name}`}
        >
          Követés megszüntetése
        </button>
      </div>
      {articles.state === 'loading' ? (
        <p className="reader-list__note">Betöltés…</p>
      ) : articles.state === 'failed' ? (
        <p className="reader-list__note">A téma cikkeit most nem sikerült betölteni. Próbáld újra később.</p>
      ) : articles.items.length === 0 ? (
        <p className="reader-list__note">Ebben a témában most nincs cikk.</p>
      ) : (
        <CompactCardList items={articles.items} />
      )}
    </section>
  );
}
