import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import {
  ARTICLE_WORDS,
  BOX_TEXTS,
  pageLanguageOf,
  RELATED_BOX_KEY,
  type PageLanguage,
} from '../../shared/box-texts.ts';
import { headline } from '../../shared/headline.ts';
import { jsonForScript } from '../../shared/json-script.ts';
import { sectionPath } from '../../shared/section-url.ts';
import { tagPath } from '../../shared/tag-url.ts';
import { DOM_HTML_ARTICLE, DOM_HTML_ATTR, DOM_HTML_JSON_LD } from '../../shared/pages/dom-backed.ts';
import { siteBySlug } from '../../shared/sites/site-table.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { AdSlot } from '../components/ad-slot.tsx';
import { AppLink } from '../components/app-link.tsx';
import { ArticleByline } from '../components/article-byline.tsx';
import { ArticleLivescore, ArticleQuiz } from '../components/article-lazy-blocks.tsx';
import { ArticleShare } from '../components/article-share.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { SaveArticleButton } from '../components/save-article-button.tsx';
import { ArticleMoreBoxes, ArticleSidebar } from '../components/article-sidebar.tsx';
import { CompactCardList } from '../components/compact-card.tsx';
import { DeferredPart } from '../deferred-part.tsx';
import { useFollowInApp } from '../follow-in-app.ts';
import type { ArticlePageData } from '../../shared/pages/article.ts';

const NO_CHANGES: ReadonlySet<number> = new Set();
// Live parts load only on live articles and live-blog posts, outside the plain article's JavaScript.
const liveModule = () => import('../components/article-live-posts.chunk.tsx');
const ArticleLivePosts = lazy(() => liveModule().then((m) => ({ default: m.ArticleLivePosts })));
const ArticleRelatedPosts = lazy(() => liveModule().then((m) => ({ default: m.ArticleRelatedPosts })));
const LiveRefresher = lazy(() => liveModule().then((m) => ({ default: m.LiveRefresher })));
const ArticleEpisode = lazy(() =>
  import('../player/article-episode.chunk.tsx').then((m) => ({ default: m.ArticleEpisode })),
);
// §4 the newsletter prompt: rendered for everyone (hidden before paint by the reader's cookies), its code loads when
// the reader nears it.
const newsletterPrompt = () => import('../components/newsletter-prompt.chunk.tsx').then((m) => m.NewsletterPrompt);
const ArticleLiveLabel = lazy(() =>
  import('../components/article-live-label.chunk.tsx').then((m) => ({ default: m.ArticleLiveLabel })),
);

type Article = ArticlePageData['article'];

/** The episode this article belongs to, played on the page. */
function EpisodePlayer({ episode }: { episode: NonNullable<ArticlePageData['episode']> }) {
  return (
    <Suspense fallback={<aside className="article-listen" />}>
      <ArticleEpisode episode={episode} />
    </Suspense>
  );
}

/** Under the story, what to read next on its subject (decision 082): the newest articles sharing its tags. */
function RelatedByTag({ items, language }: { items: ArticlePageData['byTag']; language: PageLanguage }) {
  if (items.length === 0) return null;
  return (
    <section className="related-by-tag" id={RELATED_BOX_KEY} aria-labelledby={`${RELATED_BOX_KEY}-cim`}>
      <h2 className="sidebar__title" id={`${RELATED_BOX_KEY}-cim`}>
        {BOX_TEXTS[language].boxTitles[RELATED_BOX_KEY]}
      </h2>
      <CompactCardList items={items} />
    </section>
  );
}

export function ArticlePage() {
  const loaded = useLoaderData<ArticlePageData>();
  // A live refresh replaces the shown data in place; a navigation (new loader data) discards it.
  const [fresh, setFresh] = useState<{ from: ArticlePageData; data: ArticlePageData; changed: Set<number> } | null>(
    null,
  );
  const current = fresh?.from === loaded ? fresh : null;
  const data = current?.data ?? loaded;
  const { article, sponsoredLine, noticesHtml } = data;
  const site = useSite();
  const { pathname } = useLocation();
  const cover = article.coverImage;
  const { transparent, wide } = data.layout;
  const { slots } = data.ads;
  const ad = (position: keyof typeof slots) => <AdSlot key={`${pathname}:${position}`} slot={slots[position]} />;
  const language = pageLanguageOf(article.english);
  const episode = data.episode && <EpisodePlayer episode={data.episode} />;
  return (
    <div
      className={`page page--article${transparent ? ' page--header-transparent' : ''}${wide && cover ? ' page--wide-cover' : ''}`}
    >
      <ArticleHead data={data} />
      <main className="page__main" id="tartalom">
        <article
          className={`article article--${article.type}${transparent ? ' article--hero' : ''}`}
          data-article-id={article.id}
          lang={language === 'hu' ? undefined : language}
        >
          <ArticleHeader data={data} siteSlug={site.slug} siteName={site.name} />
          {!wide && episode}
          {cover && <ArticleCover cover={cover} data={data} />}
          {/* The article's column: a wide cover spans the page grid above it and the sidebar (styles/site.css). */}
          <div className="article__body">
            {wide && episode}
            {ad('top')}
            {noticesHtml && <div className="article-notices" dangerouslySetInnerHTML={{ __html: noticesHtml }} />}
            {sponsoredLine && <SponsoredLine line={sponsoredLine} />}
            <div
              className="article__content"
              {...{ [DOM_HTML_ATTR]: DOM_HTML_ARTICLE }}
              dangerouslySetInnerHTML={{ __html: article.content }}
            />
            {article.ctUrl && <AdvertiserLink url={article.ctUrl} />}
            {article.quizId && <ArticleQuiz quizId={article.quizId} quiz={data.quiz} articleId={article.id} />}
            {data.livescore && <ArticleLivescore key={article.id} fixtures={data.livescore} />}
            {ad('content')}
            <ArticleLiveParts
              data={data}
              changed={current?.changed ?? NO_CHANGES}
              onNewer={(next, changed) => setFresh({ from: loaded, data: next, changed })}
            />
            {article.tags.length > 0 && <ArticleTags tags={article.tags} language={language} />}
            <StoryEnd share={data.share} />
            {BOX_TEXTS[language].newsletter && (
              <DeferredPart
                key={pathname}
                name="newsletter-prompt"
                until="[data-newsletter-prompt]"
                load={newsletterPrompt}
                props={{ page: 'article' }}
              />
            )}
            {ad('pr')}
            {ad('bottom')}
          </div>
        </article>
        {/* What stands under the story: one piece, so a wide cover's grid places it under the story's column. */}
        <div className="article-after">
          <RelatedByTag items={data.byTag} language={language} />
          <ArticleMoreBoxes site={site} language={language} />
        </div>
      </main>
      <ArticleSidebar site={site} language={language} ad={ad('sidebar')} />
      {ad('sticky')}
    </div>
  );
}

/** The head's share: the page meta, the article's Open Graph tags, and its structured data. */
function ArticleHead({ data }: { data: ArticlePageData }) {
  const { article } = data;
  const site = useSite();
  // A story's canonical URL is on its home site's domain, also where the other edition shows it (§2.1).
  const canonicalOrigin = useBoot().publicOrigins[siteBySlug(article.originatingSite)?.domain ?? site.domain];
  const siteName = site.name;
  return (
    <>
      <PageMeta
        title={`${article.title} | ${siteName}`}
        description={article.ogDescription ?? article.lead}
        canonical={`${canonicalOrigin}${article.url}`}
        image={article.facebookImage?.src ?? article.coverImage?.src}
        type="article"
        robots="max-image-preview:large"
      />
      {data.articleMeta.map(([property, content], i) => (
        <meta key={i} property={property} content={content} />
      ))}
      <script
        type="application/ld+json"
        {...{ [DOM_HTML_ATTR]: DOM_HTML_JSON_LD }}
        dangerouslySetInnerHTML={{ __html: jsonForScript(data.jsonLd) }}
      />
    </>
  );
}

function ArticleHeader({ data, siteSlug, siteName }: { data: ArticlePageData; siteSlug: string; siteName: string }) {
  const { article, live } = data;
  return (
    <header className="article__header">
      <p className="article__kicker">
        <AppLink to={sectionPath(siteSlug, article.mainSuperTag.slug)}>{article.mainSuperTag.name}</AppLink>
        {live && (
          <Suspense fallback={null}>
            <ArticleLiveLabel flags={article.flags} updatedAt={article.updatedAt} />
          </Suspense>
        )}
        {article.pr && <span className="article__sponsored">Szponzorált tartalom</span>}
      </p>
      <h1 className="article__title">{headline(article.title)}</h1>
      {article.subtitle && <p className="article__subtitle">{article.subtitle}</p>}
      <p className="article__lead">{article.lead}</p>
      <ArticleByline article={article} />
      {data.readingTime && <p className="article__reading-time">{data.readingTime}</p>}
      <ArticleShare share={data.share} />
      <SaveArticleButton url={article.url} title={article.title} site={siteName} />
      {data.facebookInteractions && <p className="article__fb">{data.facebookInteractions}</p>}
    </header>
  );
}

function ArticleCover({ cover, data }: { cover: NonNullable<Article['coverImage']>; data: ArticlePageData }) {
  const { coverSrcset, coverSizes } = data;
  return (
    <figure className="article__cover">
      <img
        src={cover.src}
        width={cover.width}
        height={cover.height}
        alt={cover.alt}
        fetchPriority="high"
        {...(coverSrcset ? { srcSet: coverSrcset, sizes: coverSizes } : {})}
      />
      {data.article.coverImageText && <figcaption>{data.article.coverImageText}</figcaption>}
    </figure>
  );
}

/** A live article's refresher, its posts (the changed ones marked) and a live-blog post's related posts. */
function ArticleLiveParts({
  data,
  changed,
  onNewer,
}: {
  data: ArticlePageData;
  changed: ReadonlySet<number>;
  onNewer(next: ArticlePageData, changed: Set<number>): void;
}) {
  const { live, posts, related, article } = data;
  return (
    <Suspense fallback={null}>
      {live && <LiveRefresher data={data} onNewer={onNewer} />}
      {posts && (
        <ArticleLivePosts
          key={`${article.id}:${posts.page}`}
          posts={posts}
          changed={changed}
          language={pageLanguageOf(article.english)}
        />
      )}
      {related && <ArticleRelatedPosts related={related} />}
    </Suspense>
  );
}

/** After the story: its share controls, and its address, shown on paper only (styles/site.css). */
function StoryEnd({ share }: { share: ArticlePageData['share'] }) {
  return (
    <>
      <ArticleShare share={share} />
      <p className="article__print-url">
        {share.address}: {share.url}
      </p>
    </>
  );
}

function AdvertiserLink({ url }: { url: string }) {
  return (
    <p className="article-external">
      <a href={url} rel="sponsored noopener" target="_blank">
        Tovább a hirdető oldalára
      </a>
    </p>
  );
}

function SponsoredLine({ line }: { line: NonNullable<ArticlePageData['sponsoredLine']> }) {
  return (
    <p className={`article-sponsored-line${line.cssClass ? ` ${line.cssClass}` : ''}`}>
      <a href={line.ctLink} rel="sponsored noopener" target="_blank">
        {line.description}
      </a>
    </p>
  );
}

function ArticleTags({ tags, language }: { tags: Article['tags']; language: PageLanguage }) {
  const onClick = useFollowInApp();
  return (
    <ul className="article__tags" aria-label={ARTICLE_WORDS[language].tags} onClick={onClick}>
      {tags.map((t) => (
        <li key={t.slug}>
          <a href={tagPath(t.slug)}>{t.name}</a>
        </li>
      ))}
    </ul>
  );
}
