// A live blog's posts, a live post's siblings and the live refresh: only live articles load this module.
import { Link } from 'react-router';
import { DOM_HTML_ATTR, domHtmlPost } from '../../shared/pages/dom-backed.ts';
import type { ArticleSummary } from '../../shared/api-types.ts';
import type { ArticlePageData, LivePost } from '../../shared/pages/article.ts';
import { changedPosts, useLiveRefresh } from './article-live-refresh.ts';
import { Pagination } from './pagination.tsx';
import { RelativeTime } from './relative-time.tsx';

/** A post in full, as on a live blog: time and authors, the title linking the post's own page, the sanitised body. */
function Post({ post, pinned, changed }: { post: LivePost; pinned: boolean; changed: boolean }) {
  return (
    <article
      id={`bejegyzes-${post.id}`}
      className={`live-post${pinned ? ' live-post--pinned' : ''}${changed ? ' live-post--changed' : ''}`}
      data-post-id={post.id}
    >
      <p className="live-post__meta">
        {pinned && <span className="live-post__pin">Kiemelt</span>}
        {changed && <span className="live-post__new">Új</span>}
        <RelativeTime unix={post.pubDate} />
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

/** A live blog's posts, pinned first, 30 a page (§9); `changed` marks posts new or edited since the last refresh. */
export function ArticleLivePosts({
  posts,
  changed,
}: {
  posts: NonNullable<ArticlePageData['posts']>;
  changed: ReadonlySet<number>;
}) {
  return (
    <section className="live-posts" aria-label="Percről percre">
      {posts.pinned.map((p) => (
        <Post key={p.id} post={p} pinned changed={changed.has(p.id)} />
      ))}
      {posts.items.map((p) => (
        <Post key={p.id} post={p} pinned={false} changed={changed.has(p.id)} />
      ))}
      <Pagination page={posts.page} totalPages={posts.totalPages} />
    </section>
  );
}

/** §4 a live-blog post's siblings: up to 4, pinned first, under a link to the live blog. */
export function ArticleRelatedPosts({
  related,
}: {
  related: { parent: { title: string; url: string } | null; items: ArticleSummary[] };
}) {
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
