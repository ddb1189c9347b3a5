// The publisher API contract (§3 entities, §7 calls) as TypeBox schemas: the embedded origin answers in
// these shapes and the BFF validates upstream answers against them at run time. Static types derive from them.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PUSH_TOPIC_MAX_LENGTH } from './engagement-constants.ts';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Loose = { additionalProperties: true } as const;

export const Author = Type.Object(
  {
    name: Type.String(),
    title: Nullable(Type.String()),
    slug: Type.String(),
    avatarSrc: Nullable(Type.String()),
  },
  Loose,
);
export type Author = Static<typeof Author>;

export const SuperTag = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    active: Type.Boolean(),
    siteSlug: Type.String(),
  },
  Loose,
);
export type SuperTag = Static<typeof SuperTag>;

export const Tag = Type.Object({ slug: Type.String(), name: Type.String() }, Loose);
export type Tag = Static<typeof Tag>;

export const Flag = Type.Object({ slug: Type.String() }, Loose);
export type Flag = Static<typeof Flag>;

export const Image = Type.Object(
  {
    src: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    alt: Type.String(),
  },
  Loose,
);
export type Image = Static<typeof Image>;

export const ArticleType = Type.Union([
  Type.Literal('article'),
  Type.Literal('longform'),
  Type.Literal('liveblog'),
  Type.Literal('liveblogpost'),
]);
export type ArticleType = Static<typeof ArticleType>;

/** What lists, search and recommendations return for each article (no body). */
export const ArticleSummary = Type.Object(
  {
    id: Type.Integer(),
    type: ArticleType,
    title: Type.String(),
    slug: Type.String(),
    pubDate: Type.Integer({ description: 'unix seconds' }),
    updatedAt: Type.Integer({ description: 'unix seconds' }),
    version: Type.Integer(),
    lead: Type.String(),
    recommender: Nullable(Type.String()),
    articleAuthors: Type.Array(Author),
    mainSuperTag: SuperTag,
    superTags: Type.Array(SuperTag),
    tags: Type.Array(Tag),
    flags: Type.Array(Flag),
    recommendedBoxImage: Nullable(Image),
    resizedRecommendedBoxImage: Nullable(Image),
    mobileImage11: Nullable(Image),
    mobileImage43: Nullable(Image),
    active: Type.Boolean(),
    english: Type.Boolean(),
    live: Type.Boolean(),
    adultContent: Type.Boolean(),
    pr: Type.Boolean(),
    rank: Type.Integer(),
    colorScheme: Nullable(Type.String()),
    colorClass: Nullable(Type.String()),
    originatingSite: Type.String(),
    mirroringSites: Type.Array(Type.String()),
    parentId: Nullable(Type.Integer()),
    ctUrl: Nullable(Type.String()),
    url: Type.String({ description: 'canonical path, /{site path}/{mstag}/{YYYY}/{MM}/{DD}/{slug}' }),
  },
  Loose,
);
export type ArticleSummary = Static<typeof ArticleSummary>;

export const Contributor = Type.Object({ name: Type.String(), role: Type.String() }, Loose);

/** The full article (GET /api/articles/{slug}, /api/article/{id}). */
export const Article = Type.Intersect([
  ArticleSummary,
  Type.Object(
    {
      contentHighlight: Nullable(Type.String()),
      halfImage: Type.Boolean(),
      spiritualHelp: Type.Boolean(),
      drugProblem: Type.Boolean(),
      parent: Nullable(Type.Object({ id: Type.Integer() }, Loose)),
      subType: Nullable(Type.String()),
      subtitle: Nullable(Type.String()),
      headerType: Nullable(Type.String()),
      minute: Nullable(Type.Integer()),
      coverImage: Nullable(Image),
      coverImageText: Nullable(Type.String()),
      facebookImage: Nullable(Image),
      coverImageSet: Type.Array(Image),
      content: Type.String({ description: 'CMS HTML' }),
      paragraphCount: Type.Integer(),
      articleContributors: Type.Array(Contributor),
      facebookEngagement: Type.Integer(),
      evergreen: Type.Boolean(),
      important: Type.Boolean(),
      announcement: Type.Boolean(),
      favorite: Type.Boolean(),
      periodic: Type.Boolean(),
      adfree: Type.Boolean(),
      articleWidthCover: Type.Boolean(),
      facebookSuggested: Type.Boolean(),
      avCode: Nullable(Type.String()),
      indexAVCode: Nullable(Type.String()),
      ogDescription: Nullable(Type.String()),
      livescoreId: Nullable(Type.Integer()),
      quizId: Nullable(Type.String()),
      subArticles: Type.Array(ArticleSummary),
      actions: Type.Array(Type.Object({ type: Type.String(), url: Type.String(), label: Type.String() }, Loose)),
    },
    Loose,
  ),
]);
export type Article = Static<typeof Article>;

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object(
    {
      items: Type.Array(item),
      page: Type.Integer(),
      totalPages: Type.Integer(),
      totalItems: Type.Integer(),
    },
    Loose,
  );
export const ArticleList = Paginated(ArticleSummary);
export type ArticleList = Static<typeof ArticleList>;

/** GET /api/search: section list content (§3: title, rss, articles with totalItems, highlighted). */
export const SearchResult = Type.Object(
  {
    items: Type.Array(ArticleSummary),
    totalItems: Type.Integer(),
    page: Type.Integer(),
    totalPages: Type.Integer(),
    title: Nullable(Type.String()),
    rss: Nullable(Type.String()),
    /** A text search stopped counting at its cap: totalItems is a lower bound ("10 000+"). Absent from older upstreams. */
    totalCapped: Type.Optional(Type.Boolean()),
    /** Names of the sections, tags and authors the filters name (§3 search tags), for a reloaded search's tag input. */
    searchTags: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: Type.Union([Type.Literal('superTags'), Type.Literal('tags'), Type.Literal('authors')]),
            slug: Type.String(),
            text: Type.String(),
          },
          Loose,
        ),
      ),
    ),
  },
  Loose,
);
export type SearchResult = Static<typeof SearchResult>;

/** GET /api/articles/{id}/items: live-blog posts and sub-articles, 30 a page, pinned first. */
export const SubItemDocument = Type.Intersect([
  ArticleSummary,
  // The item's body HTML (unsanitised CMS HTML): a live blog shows each post in full. Optional: older upstreams omit it.
  Type.Object({ content: Type.Optional(Type.String()) }, Loose),
]);
export type SubItemDocument = Static<typeof SubItemDocument>;
export const SubItem = Type.Object({ type: Type.String(), document: SubItemDocument }, Loose);
export const SubItems = Type.Object(
  {
    items: Type.Array(SubItem),
    pinnedItems: Type.Array(SubItem),
    page: Type.Integer(),
    totalPages: Type.Integer(),
    totalItems: Type.Integer(),
  },
  Loose,
);
export type SubItems = Static<typeof SubItems>;

/** GET /api/articles/{slugOrId}/version. `updatedAt` (unix seconds) lets a front refresh a card's §4 label in place. */
export const Version = Type.Object(
  {
    data: Type.Object(
      { v: Type.Integer(), updatedAt: Type.Optional(Type.Integer({ description: 'unix seconds' })) },
      Loose,
    ),
  },
  Loose,
);
export type Version = Static<typeof Version>;

export const AutocompleteItem = Type.Object(
  {
    type: Type.Union([Type.Literal('superTags'), Type.Literal('tags'), Type.Literal('authors'), Type.Literal('title')]),
    text: Type.String(),
    slug: Type.String(),
    count: Type.Integer(),
    /** The count stopped at its cap ("1 000+"). */
    countCapped: Type.Optional(Type.Boolean()),
  },
  Loose,
);
export const Autocomplete = Type.Object({ items: Type.Array(AutocompleteItem) }, Loose);
export type Autocomplete = Static<typeof Autocomplete>;

/** Named searches (after-new, after-card, …) or group slugs: a list of slug and items. */
export const NamedSearches = Type.Array(Type.Object({ slug: Type.String(), items: Type.Array(ArticleSummary) }, Loose));
export type NamedSearches = Static<typeof NamedSearches>;

export const FrontpageBlock = Type.Object(
  {
    id: Type.Integer(),
    position: Type.Integer({ description: '1000 marks a breaking block' }),
    type: Type.String(),
    title: Nullable(Type.String()),
    articles: Type.Array(ArticleSummary),
  },
  Loose,
);
export const IndexBoxes = Type.Object({ boxes: Type.Array(FrontpageBlock) }, Loose);
export type FrontpageBlock = Static<typeof FrontpageBlock>;
export type IndexBoxes = Static<typeof IndexBoxes>;

export const AutoBlock = Type.Object(
  { v: Type.Integer(), title: Type.String(), articles: Type.Array(ArticleSummary) },
  Loose,
);
export type AutoBlock = Static<typeof AutoBlock>;

export const Podcast = Type.Object(
  {
    slug: Type.String(),
    name: Type.String(),
    page: Nullable(Type.String()),
    /** the podcast's Spotify link, when it has one (embedded only when it passes §5) */
    spotifyUrl: Type.Optional(Nullable(Type.String())),
  },
  Loose,
);
export const Episode = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    image: Nullable(Type.String()),
    duration: Type.Integer({ description: 'seconds' }),
    sourceUrl: Type.String(),
    /** the episode on Spotify, when it is there (embedded only when it passes §5) */
    spotifyUrl: Type.Optional(Nullable(Type.String())),
    pubDate: Type.Integer(),
    podcast: Podcast,
    article: Nullable(ArticleSummary),
  },
  Loose,
);
export type Episode = Static<typeof Episode>;
export type Podcast = Static<typeof Podcast>;
/** GET /api/episodes (§7) */
export const EpisodeList = Paginated(Episode);
export type EpisodeList = Static<typeof EpisodeList>;
/** GET /api/podcasts/public/all (§7) */
export const PodcastList = Type.Object({ items: Type.Array(Podcast) }, Loose);
export type PodcastList = Static<typeof PodcastList>;

export const Doc = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    content: Type.String(),
    updatedAt: Type.Integer(),
  },
  Loose,
);
export type Doc = Static<typeof Doc>;

export const Unique = Type.Object({ slug: Type.String(), content: Type.Unknown() }, Loose);
export type Unique = Static<typeof Unique>;
export const UniqueGroup = Type.Object({ id: Type.Integer(), items: Type.Array(Unique) }, Loose);
export type UniqueGroup = Static<typeof UniqueGroup>;

export const StaffMember = Type.Object({ name: Type.String(), role: Type.String(), group: Type.String() }, Loose);
export const Staff = Type.Object({ items: Type.Array(StaffMember) }, Loose);

export const ExchangeRate = Type.Object({ date: Type.String(), rate: Type.Number() }, Loose);
export const Exchange = Type.Object(
  {
    currency: Type.String(),
    base: Type.String(),
    range: Type.String(),
    items: Type.Array(ExchangeRate),
  },
  Loose,
);
export type Exchange = Static<typeof Exchange>;

export const SponsoredLine = Type.Object(
  {
    avCode: Type.String(),
    ctLink: Type.String(),
    description: Type.String(),
    cssClass: Nullable(Type.String()),
    active: Type.Boolean(),
    newest: Type.Boolean(),
    listPage: Type.Boolean(),
    frontPageSlug: Nullable(Type.String()),
    mainSuperTags: Type.Array(Type.String()),
    tags: Type.Array(Type.String()),
    dateFrom: Type.Integer(),
    dateTo: Type.Integer(),
  },
  Loose,
);
export type SponsoredLine = Static<typeof SponsoredLine>;

export const PipStatus = Type.Object(
  {
    pipShow: Type.Boolean(),
    pipTitle: Nullable(Type.String()),
    pipUrl: Nullable(Type.String()),
    pipOpen: Type.Boolean(),
    pipLabel: Type.String(),
  },
  Loose,
);

/** GET /api/frontend/refresh (polled every 15 s). */
export const FrontendRefresh = Type.Object(
  {
    componentSetup: Type.Object({ donations: Type.String(), refreshQuiz: Type.String() }, Loose),
    exchangesRates: Type.Array(
      Type.Object({ currency: Type.String(), rate: Type.Number(), change: Type.Number() }, Loose),
    ),
    weatherData: Type.Array(
      Type.Object({ city: Type.String(), temperature: Type.Number(), icon: Type.String() }, Loose),
    ),
    floodingData: Nullable(Type.Unknown()),
    pipStatus: PipStatus,
    trendingTags: Type.Array(Tag),
    widgets: Type.Array(Type.Unknown()),
  },
  Loose,
);
export type FrontendRefresh = Static<typeof FrontendRefresh>;

/** GET /api/frontend/init: the refresh fields plus setup that changes rarely. */
export const FrontendInit = Type.Intersect([
  FrontendRefresh,
  Type.Object(
    {
      frontendSetup: Type.Object({ buildId: Nullable(Type.String()) }, Loose),
      searchPlaceholders: Type.Array(Type.String()),
      latestPrArticles: Type.Array(ArticleSummary),
      sponsoredLines: Type.Array(SponsoredLine),
      sites: Type.Array(
        Type.Object(
          { slug: Type.String(), domain: Type.String(), path: Type.String(), facebookUrl: Type.String() },
          Loose,
        ),
      ),
    },
    Loose,
  ),
]);
export type FrontendInit = Static<typeof FrontendInit>;

/** GET /api/recommended/mstag/all?v= */
export const Recommended = Type.Object(
  {
    v: Type.Integer(),
    special: Type.Array(ArticleSummary),
    breaking: Type.Array(ArticleSummary),
    important: Type.Array(ArticleSummary),
    newest: Type.Array(ArticleSummary),
    favorite: Type.Array(ArticleSummary),
    pr: Type.Array(ArticleSummary),
    after: Type.Array(ArticleSummary),
    g7: Type.Array(ArticleSummary),
  },
  Loose,
);
export type Recommended = Static<typeof Recommended>;

export const FacebookReaction = Type.Object({ url: Type.String(), count: Type.Integer() }, Loose);

export const Minutes = Type.Object({ day: Type.String(), recurring: Type.Integer(), onetime: Type.Integer() }, Loose);
export const Counter = Type.Object({ from: Type.String(), recurring: Type.Integer(), onetime: Type.Integer() }, Loose);

export const NewsletterSubscribeBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  listCodes: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20 }),
});
export type NewsletterSubscribeBody = Static<typeof NewsletterSubscribeBody>;

/** A browser's PushSubscription as its toJSON() gives it (Push API): the push service URL and the keys to encrypt for. */
export const WebPushSubscription = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 200, description: 'base64url P-256 public key, 65 bytes' }),
    auth: Type.String({ minLength: 1, maxLength: 100, description: 'base64url auth secret, 16 bytes' }),
  }),
});
export type WebPushSubscription = Static<typeof WebPushSubscription>;

export const SubscriptionBody = Type.Object({
  clientToken: Type.String({ minLength: 8, maxLength: 512 }),
  /** default 'fontos' (§3) */
  topic: Type.Optional(Type.String({ minLength: 1, maxLength: PUSH_TOPIC_MAX_LENGTH })),
  /** our addition: the browser's Web Push subscription for this clientToken (stored, replacing an earlier one) */
  pushSubscription: Type.Optional(WebPushSubscription),
});
export type SubscriptionBody = Static<typeof SubscriptionBody>;

export const Subscriptions = Type.Object(
  {
    clientToken: Type.String(),
    topics: Type.Array(Type.String()),
    /** our addition: a browser push subscription is stored for this clientToken */
    webPush: Type.Optional(Type.Boolean()),
  },
  Loose,
);

/** GET /api/push/vapid-public-key (our addition): the key browsers subscribe with (applicationServerKey). */
export const VapidPublicKey = Type.Object({ publicKey: Type.String({ minLength: 80, maxLength: 100 }) }, Loose);

/** Error body of every 4xx/5xx answer from the origin. */
export const ApiError = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  Loose,
);
export type ApiError = Static<typeof ApiError>;

/** Filters accepted by /api/articles and /api/search (§3 page query fields). */
export type ArticleFilters = {
  tag?: string;
  mstag?: string;
  author?: string;
  flag?: string;
  parent?: number;
};

/** §7 Security: GET /api/me, the signed-in editor. */
export const Me = Type.Object(
  {
    user: Type.Object({ email: Type.String(), name: Type.String(), role: Type.String() }, Loose),
  },
  Loose,
);
export type Me = Static<typeof Me>;

/** GET /api/index/mstag/{slug}: a section and its 6 newest; unknown section → 404. */
export const SectionIndex = Type.Object({ mstag: SuperTag, items: Type.Array(ArticleSummary) }, Loose);
export type SectionIndex = Static<typeof SectionIndex>;
