// Every number and fixed text of the specification, named once. The comment names its section of docs/product/ (§N).

// §9 page sizes and limits
export const DEFAULT_PAGE_SIZE = 10; // §9 default page size (perPage overrides)
export const MAX_PAGE_SIZE = 100; // our clamp for perPage; the spec names no upper bound
export const LATEST_ARTICLES_DEFAULT = 6; // §9 latest articles default
// Our choice: the newest articles a list page's 'Friss hírek' picks its §9 6 from, so that it still fills after
// leaving out what the main column shows (§9 no item twice on a page; the front's, the longest, is some 60 stories).
export const LATEST_BOX_CANDIDATES = 70;
export const SUB_ARTICLES_PER_PAGE = 30; // §9, §7 sub-articles 30 per page
export const EPISODES_DEFAULT = 4; // §9 episodes default
export const SUB_BRAND_PAGE_SIZE = 10; // §9, §2.3 after/g7/karakter lists
export const BREAKING_BLOCK_POSITION = 1000; // §3 frontpage block, §9
export const LIVE_POST_CHILD_ITEMS = 4; // §4, §9 up to 4 child items for a live post
export const AUTO_BLOCK_VARIANTS = 4; // §4, §9
export const TAG_PAGING_SIZE = 4; // §7 search with tagSlugs, parentId and paging (page 1, size 4)
export const RECOMMENDER_VERSIONS = 20; // §4 random recommender version 1..20

// §9 recommender slice sizes
export const RECOMMENDER_COUNTS = {
  special: 4,
  breaking: 6,
  important: 4,
  newest: 4,
  favorite: 6,
} as const;
export const RECOMMENDER_PR_MIN = 2; // §9 pr trimmed to 2..4
export const RECOMMENDER_PR_MAX = 4;
export const HOLDBLOG_PICKS = 4; // §9 holdblog recommender picks 4 at random
export const HOLDBLOG_UNIQUE_GROUP = 13; // §3 unique group 13 (holdblog)
export const HOLDBLOG_TAG_SLUG = 'holdblog'; // §3 the holdblog's tag
// The spec trims pr 'depending on after/g7 counts' without giving theirs: each sister site shows this many, and the
// partner row (pr + after + g7) holds RECOMMENDER_PR_MIN + RECOMMENDER_PR_MAX cards when there is enough of each.
export const RECOMMENDER_SISTER_SITE_ITEMS = 2;

// §9 refresh intervals (milliseconds)
export const REFRESH_INTERVAL_MS = 15_000; // shared data, live article, dates, quiz, live scores
export const RELOAD_GUARD_MS = 10_000; // §4 new build reload guard

// §9 facebook interaction counts
export const FACEBOOK_INTERACTIONS_MAIN = 300;
export const FACEBOOK_INTERACTIONS_REGIONAL = 100;

// §9 quiz (the minutes counter's and push topics: engagement-constants.ts; every cookie's lifetime: cookie-lifetimes.ts)
export const QUIZ_TOKEN_LENGTH = 24;

// §9 truncation lengths (characters, cut at a word boundary with an ellipsis)
export const TRUNCATE = {
  title: 100,
  titleBlock: 120,
  titleLeader: 90,
  titlePodcastEpisode: 60,
  titleList: 70,
  titleBook: 120,
  lead: 200,
  leadLeader: 90,
  blockSummary: 200,
  summaryMin: 100,
  summaryMax: 400,
} as const;

// §9 highlight and list rules
export const HIGHLIGHT_BASE_INDEX = 3;
export const HIGHLIGHT_MAX_MODULO = 4;
export const HIGHLIGHT_MIN_ITEMS = 5; // rule applies "when more than 5 items"
export const HIGHLIGHT_LIST_SIZE = 4; // "highlight list needs exactly 4 articles"
export const LATEST_PR_POSITION = 4; // PR article at position 4 on page 1 of the latest list
export const MOBILE_LIST_AD_AFTER = 3; // ad after the 3rd list item on mobile
export const PAGINATION_WINDOW = 1; // page numbers within 1 of the current
export const PAGINATION_EDGE_WINDOW = 2; // 2 at the ends

// §9 layout numbers
export const AD_DESKTOP_MIN_WIDTH = 768;
export const AD_LAZY_MARGIN_MAX_PX = 300;
export const AD_DELAY_MS = 2_000;
export const RESIZE_DEBOUNCE_MS = 50;
export const SCROLL_THROTTLE_MS = 300;
export const IMAGE_BREAKPOINTS = { xs: 375, s: 500, m: 768, l: 1200 } as const; // §9
export const SPOTIFY_HEIGHTS = { default: 155, episode: 233, compact: 80, after: 400 } as const; // §9

// Our choice (decision 082): 'Most történik' shows what is happening, so nothing older than a day.
export const BREAKING_BOX_WINDOW_S = 24 * 60 * 60;
// Our choice (decision 082): the 'Kapcsolódó cikkek' block under a story, one full row of three.
export const RELATED_BY_TAG_COUNT = 3;
/**
 * The stories an article page's main column shows, the article and its related ones: each sidebar box carries this
 * many cards beyond its size, so that leaving the page's own stories out (shared/dedupe.ts) still fills it.
 */
export const ARTICLE_PAGE_OWN_STORIES = 1 + RELATED_BY_TAG_COUNT;

// §9 section front slices
export const AFTER_FRONT = { newest: 3, cards: 8, articles: 5, earlier: 6, podcasts: 5 } as const;
export const G7_FRONT = {
  carousel: 8,
  kozelet: 1,
  adat: 1,
  articles: 5,
  penz: 1,
  older: 6,
  podcasts: 5,
  podcastsShown: 3,
} as const;
export const KARAKTER_FRONT = {
  friss: 3,
  tarcaMega: 1,
  tarca: 6,
  nagyito: 2,
  konyvespolcMega: 1,
  konyvespolc: 3,
  kulturaMega: 1,
  kultura: 6,
  kritika: 3,
  portre: 2,
  older: 6,
} as const;

// §9 match timeline
export const MATCH_TIMELINE_MINUTES = { regular: 105, extraTime: 125, penalties: 130 } as const;
export const OAUTH_STATE_LENGTH = 10;

// §4 live labels
export const LIVE_LABEL = 'ÉLŐ';
export const REFRESH_LABEL = 'FRISSÜL';
export const REFRESHED_LABEL = 'frissült';
export const LIVE_LABEL_WINDOW_MIN = 10;

// §2.8, §8 error texts
export const TEXT_LATEST_BOX = 'Friss hírek'; // §2.6 the recommendation box's title
export const TEXT_LATEST_BOX_EN = 'Latest'; // §2.6 its title on English content
export const TEXT_NOT_FOUND_LEAD = 'A keresett oldal nem található.';
export const TEXT_SERVER_ERROR_LEAD = 'Belső kiszolgálóhiba.';
export const TEXT_BACK_HOME = 'Vissza a címlapra';
// §8 the error pages' explanations, in the site's informal register (decision 053): the 404 page; the maintenance text
// of the 5xx page and of the bare shell error document (server/ssr/render-page.tsx).
export const TEXT_NOT_FOUND_TEXT =
  'Lehet, hogy elírás van a címben, vagy a cikk már nem érhető el ezen a helyen. Keresd a friss híreket a címlapon.';
export const TEXT_SERVER_ERROR_TEXT =
  'Az oldalt karbantartjuk, vagy átmeneti hiba történt. Próbáld újra néhány perc múlva.';
export const TEXT_NO_F1_RESULT = 'Nincs még elérhető információ.';
// A session long over whose classification the service does not hold: said plainly, not §8's 'not yet'.
export const TEXT_F1_RESULT_NOT_KEPT = 'Erről nem őrzünk eredményt.';
export const TEXT_NO_FIXTURE_DATA = 'Még nincs adat.';
export const TEXT_NO_MATCHES = 'Nem rendeznek mérkőzést ezen a napon.';

// §3 flags
export const FLAGS = ['live', 'refresh', 'legfontosabb', 'adfree', 'adult-content', 'pr'] as const;

// §6 super-tags whose articles carry no ads unless the slot is a PR slot
export const AD_FREE_SUPER_TAGS = [
  'pr-cikk',
  'tamogatott-tartalom',
  'tarsadalmi-celu-reklam',
  'hirdetes',
  'telextarcak',
] as const;

// §7 every upstream call carries the site header
export const SITE_HEADER = 'x-site';
export const DEFAULT_SITE_SLUG = 'telex';

// Origin API limits that the spec leaves open
export const TYPEAHEAD_MAX_LIMIT = 20; // /api/search/articles accepts limit up to this
export const HIGHLIGHT_WINDOW_S = 7 * 24 * 3600; // /api/search/highlights looks at the last 7 days of the list
export const AUTOCOMPLETE_PER_TYPE = 5; // suggestions per kind (super-tags, tags, authors)
export const RECOMMENDER_LIST_SIZE = 20; // /api/recommended lists hold up to this many (they overlap; the boxes de-duplicate)

// §4 Session, §7 Security: the publisher API's 401 messages (the first two mean "refresh and retry")
export const MSG_EXPIRED_JWT = 'Expired JWT Token';
export const MSG_MISSING_ACCESS_TOKEN = 'Missing accessToken, use your refreshToken!';
export const MSG_INVALID_JWT = 'Invalid JWT Token';
export const MSG_INVALID_CREDENTIALS = 'Invalid credentials.';
export const MSG_INVALID_CODE = 'Invalid code.';
export const MSG_INVALID_REFRESH_TOKEN = 'Invalid refresh token.';
export const MSG_EXTERNAL_SIGN_IN_OFF = 'External sign-in is not configured.';
// §8 external sign-in failure: one message whatever went wrong (provider, token, or no such editor)
export const MSG_EXTERNAL_SIGN_IN_FAILED = 'External sign-in failed.';
// §4 Preview mode, §6: where a reader who must sign in is sent, and the cookie remembering where they were going
export const LOGIN_PATH = '/login';
// An editor's sign-out, a same-origin POST (decision 046); its GET shows the page with that form's button
export const LOGOUT_PATH = '/auth/logout';
export const LOGIN_REDIRECT_COOKIE = 'login_redirect';
// §6 editors' bearer tokens live in HttpOnly cookies
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

// §4 ad-blocker flag: 'tamogatas' in links is replaced by this neutral token; §2.2 a path with it goes to /tamogatas.
export const SUPPORT_LINK_NEUTRAL_TOKEN = 'hozzajarulas';

// §4 new build, §7 build manifest, §4 colour mode: names and intervals the spec leaves to us
export const BUILD_META_PREFIX = '/builds/meta/'; // §7 builds/meta/{buildId}.json
export const RELOAD_GUARD_STORAGE_KEY = 'reloadedAt'; // sessionStorage: when we last forced a full load (§4 guard)
export const COLOR_MODE_STORAGE_KEY = 'colorMode'; // localStorage; client/public/theme.js reads the same key
export const COLOR_SCHEME_FORCE_META = 'color-scheme-force'; // <meta name=… content="light|dark"> on a page

// §2.3 /rovat/szepkilatas: the tab value filters the exact difficulty tag; trip news (turahirek) is left out.
export const HIKE_SECTION = 'szepkilatas';
export const HIKE_NEWS_TAG = 'turahirek';
export const HIKE_TABS = [
  { tab: 'all', label: 'Összes', tag: null },
  { tab: 'easy', label: 'Könnyű', tag: 'konnyu-tura' },
  { tab: 'medium', label: 'Közepes', tag: 'kozepes-tura' },
  { tab: 'hard', label: 'Nehéz', tag: 'nehez-tura' },
  { tab: 'extreme', label: 'Extrém', tag: 'extrem-tura' },
] as const;
export const HIKE_TAB_PARAM = 'tab';
// §2.3 /rovat/ellenorzo: the methodology tab links to this document page
export const FACT_CHECK_SECTION = 'ellenorzo';
export const FACT_CHECK_METHODOLOGY_PATH = '/dokumentum/ellenorzo-modszertan';
// §2.3 non-magazine lists: main-domain sites only, top-level only
export const NON_MAGAZINE_SECTIONS = ['kozlemeny', 'velemeny', 'direkt36'] as const;
// §2.6 the section-link rule: these site slugs link to /rovat/{slug}, others to /{siteSlug}/rovat/{slug}
export const ROOT_SECTION_LINK_SITE_SLUGS = ['', 'telex', '{product}'] as const;
// §2.6 app download links (Apple store for iPhone, iPad, iPod or Mac; otherwise Google Play)
export const APP_STORE_URL = 'https://apps.apple.com/hu/app/telex/id1512210339';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=hu.telex.app';
// §5 a Spotify URL must match an open.spotify album, artist, playlist, track or episode with an id
export const SPOTIFY_URL_PATTERN =
  /^https:\/\/open\.spotify\.com\/(?:embed\/)?(album|artist|playlist|track|episode)\/([A-Za-z0-9]{10,40})(?:[/?#].*)?$/;
// Feeds and sitemaps: sitemap files hold at most 50,000 URLs; a Google News sitemap the last 2 days, at most 1,000
export const SITEMAP_MAX_URLS = 50_000;
export const NEWS_SITEMAP_MAX_AGE_S = 2 * 24 * 3600;
export const NEWS_SITEMAP_MAX_URLS = 1_000;
export const RSS_ITEMS = 30; // our choice: the spec names no feed length

// §4 article page, live blogs
export const LIVE_VERSION_PARAM = 'v'; // page-data query naming the live-article version the reader must see
export const ADULT_CONTENT_NOTICE = '18+'; // §6 adult-content articles carry an age notice before the content
export const VIDEO_TAG = 'video'; // §6 video-tagged articles get no ads in the native app
export const HIKE_SECTION_TITLE = 'Szép kilátás'; // the section's name, kept when a difficulty tab narrows the list
export const AUTO_BLOCK_AFTER_BOXES = 2; // our choice: the automatic block follows the second box of the front page
export const KARAKTER_BELEOLVASO = 3; // our choice: §9 names no slice for 'Beleolvasó'
// Feeds and sitemaps (13), our choices: feeds and sitemaps may be reused five minutes and are rebuilt in the
// background that often; a failed build is tried again after ten seconds
export const FEED_MAX_AGE_S = 300;
export const FEED_RETRY_S = 10;
export const SITEMAP_PAGE_SIZE = 100; // the publisher API's largest perPage
// Lighthouse targets for every page family under mobile emulation (performance ≥ 98, TBT ≤ 50 ms, CLS ≤ 0.02)
export const LIGHTHOUSE_MIN_PERFORMANCE = 98;
export const LIGHTHOUSE_MAX_TBT_MS = 50;
export const LIGHTHOUSE_MAX_CLS = 0.02;
