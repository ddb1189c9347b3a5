// A live blog's posts, a live post's siblings and the live refresh: only live articles load this module.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PageLanguage } from '../../shared/box-texts.ts';
import { LIVE_BLOG_TEXTS, type LiveBlogTexts } from '../../shared/live-blog-texts.ts';
import { DOM_HTML_ATTR, domHtmlPost } from '../../shared/pages/dom-backed.ts';
import type { ArticlePageData, LivePost } from '../../shared/pages/article.ts';
import { changedPosts, useLiveRefresh } from './article-live-refresh.ts';
import { Pagination } from './pagination.tsx';
import { RelativeTime } from './relative-time.tsx';

/** A post in full, as on a live blog: time and authors, the title linking the post's own page, the sanitised body. */
function Post({
  post,
  pinned,
  changed,
  language,
}: {
  post: LivePost;
  pinned: boolean;
  changed: boolean;
  language: PageLanguage;
}) {
  const texts = LIVE_BLOG_TEXTS[language];
  return (
    <article
      id={`bejegyzes-${post.id}`}
      className={`live-post${pinned ? ' live-post--pinned' : ''}${changed ? ' live-post--changed' : ''}`}
      data-post-id={post.id}
      // a post the arrivals button inserted takes the focus (the button is gone)
      tabIndex={-1}
    >
      <p className="live-post__meta">
        {pinned && <span className="live-post__pin">{texts.pinned}</span>}
        {changed && <span className="live-post__new">{texts.new}</span>}
        <RelativeTime unix={post.pubDate} language={language} />
        {post.articleAuthors.length > 0 && (
          <span className="live-post__authors"> · {post.articleAuthors.map((a) => a.name).join(', ')}</span>
        )}
      </p>
      <h2 className="live-post__title">
        <Link to={post.url}>{post.title}</Link>
      </h2>
      {post.lead && <p className="live-post__lead">{post.lead}</p>}
      {/* Sanitised on the server when the post was loaded (server/content/sanitize-article-html.ts). */}
      {post.content && (
        <div
          className="live-post__body article__content"
          {...{ [DOM_HTML_ATTR]: domHtmlPost(post.id) }}
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      )}
    </article>
  );
}

/** The pinned posts as a short list of links at the top, each jumping to its post. */
function KeyEvents({ pinned, texts, language }: { pinned: LivePost[]; texts: LiveBlogTexts; language: PageLanguage }) {
  if (pinned.length === 0) return null;
  return (
    <nav className="live-key-events" aria-labelledby="kulcsesemenyek">
      <h2 className="live-key-events__title" id="kulcsesemenyek">
        {texts.keyEvents}
      </h2>
      <ol>
        {pinned.map((p) => (
          <li key={p.id}>
            <a href={`#bejegyzes-${p.id}`}>
              <RelativeTime unix={p.pubDate} bare language={language} /> {p.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const idsOf = (posts: readonly LivePost[]) => new Set(posts.map((p) => p.id));

/**
 * A live blog's posts, pinned first, 30 a page (§9); `changed` marks posts edited since the last refresh. Posts that
 * arrive while the page is open wait behind a button (and a polite announcement): inserting them under the reader
 * would move what they read. Pressing it shows them, marked new, and takes the reader to the first.
 */
export function ArticleLivePosts({
  posts,
  changed,
  language,
}: {
  posts: NonNullable<ArticlePageData['posts']>;
  changed: ReadonlySet<number>;
  language: PageLanguage;
}) {
  const texts = LIVE_BLOG_TEXTS[language];
  const all = [...posts.pinned, ...posts.items];
  // What the reader has been shown: the posts the page came with, then those the button inserted.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => idsOf(all));
  const [inserted, setInserted] = useState<ReadonlySet<number>>(() => new Set());
  const [focusId, setFocusId] = useState<number | null>(null);
  // Posts arrive on the first page; on a later one the list only shifts, and what left it is not news.
  const arrivals = posts.page === 1 ? all.filter((p) => !shown.has(p.id)) : [];
  useEffect(() => {
    if (focusId !== null) document.getElementById(`bejegyzes-${focusId}`)?.focus();
  }, [focusId]);
  const insert = () => {
    setShown(idsOf(all));
    setInserted(new Set([...inserted, ...arrivals.map((p) => p.id)]));
    setFocusId(arrivals[0].id);
  };
  const post = (p: LivePost, pinned: boolean) =>
    shown.has(p.id) && (
      <Post key={p.id} post={p} pinned={pinned} changed={changed.has(p.id) || inserted.has(p.id)} language={language} />
    );
  return (
    <section className="live-posts" aria-label={texts.posts}>
      {posts.page === 1 && (
        <KeyEvents pinned={posts.pinned.filter((p) => shown.has(p.id))} texts={texts} language={language} />
      )}
      {/* Out of the flow (no height): a post's arrival changes nothing above what the reader is reading. */}
      <div className="live-arrivals">
        {arrivals.length > 0 && (
          <button type="button" className="live-arrivals__button" onClick={insert}>
            {texts.showArrivals(arrivals.length)}
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {arrivals.length > 0 ? texts.arrived(arrivals.length) : ''}
      </p>
      {posts.pinned.map((p) => post(p, true))}
      {posts.items.map((p) => post(p, false))}
      <Pagination page={posts.page} totalPages={posts.totalPages} />
    </section>
  );
}

/** §4 a live-blog post's siblings: up to 4, pinned first, under a link to the live blog. */
export function ArticleRelatedPosts({ related }: { related: NonNullable<ArticlePageData['related']> }) {
  if (!related.parent && related.items.length === 0) return null;
  return (
    <section className="live-related" aria-label="A tudósítás további bejegyzései">
      {related.parent && (
        <p className="live-related__parent">
          A tudósítás: <Link to={related.parent.url}>{related.parent.title}</Link>
        </p>
      )}
      <ul>
        {related.items.map((p) => (
          <li key={p.id}>
            <Link to={p.url}>{p.title}</Link> <RelativeTime unix={p.pubDate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Polls while mounted (§4 live article refresh); hands newer page data and the changed posts to the page. */
export function LiveRefresher({
  data,
  onNewer,
}: {
  data: ArticlePageData;
  onNewer(next: ArticlePageData, changed: Set<number>): void;
}) {
  useLiveRefresh(data, true, (next) => onNewer(next, changedPosts(data, next)));
  return null;
}
