// Schema of the embedded origin (§3 entities). Migrations are append-only: each entry runs once, in order,
// and PRAGMA user_version records how many have run. Never edit a shipped migration; add a new one. An entry is SQL,
// or a function for a step SQL alone cannot do (rebuilding the search index needs the body text without markup).
import type { Database } from 'better-sqlite3';
import { createSearchIndexer } from './search-document.ts';
import { writeDemoPodcastMedia } from './seed/podcast-media.ts';
import { PREDICTION_GAMES } from './seed/prediction-games.ts';

export type Migration = string | ((db: Database) => void);

export const migrations: Migration[] = [
  // 1: the content model
  `
  CREATE TABLE sites (
    slug TEXT PRIMARY KEY,
    domain TEXT NOT NULL,
    path TEXT NOT NULL,
    name TEXT NOT NULL,
    facebook_url TEXT NOT NULL
  );

  CREATE TABLE authors (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    title TEXT,
    avatar_src TEXT,
    site_slug TEXT NOT NULL
  );

  -- main super-tags ("mstag"): sections such as belfold, g7, kultura; each belongs to a site
  CREATE TABLE super_tags (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    site_slug TEXT NOT NULL
  );

  CREATE TABLE tags (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL
  );

  CREATE TABLE articles (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL CHECK (type IN ('article','longform','liveblog','liveblogpost')),
    title TEXT NOT NULL,
    slug TEXT NOT NULL,
    pub_date INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    lead TEXT NOT NULL DEFAULT '',
    recommender TEXT,
    content_highlight TEXT,
    main_super_tag_id INTEGER NOT NULL REFERENCES super_tags(id),
    site_slug TEXT NOT NULL,                  -- originatingSite
    active INTEGER NOT NULL DEFAULT 1,
    english INTEGER NOT NULL DEFAULT 0,
    live INTEGER NOT NULL DEFAULT 0,
    adult_content INTEGER NOT NULL DEFAULT 0,
    pr INTEGER NOT NULL DEFAULT 0,
    adfree INTEGER NOT NULL DEFAULT 0,
    important INTEGER NOT NULL DEFAULT 0,
    favorite INTEGER NOT NULL DEFAULT 0,
    announcement INTEGER NOT NULL DEFAULT 0,
    evergreen INTEGER NOT NULL DEFAULT 0,
    periodic INTEGER NOT NULL DEFAULT 0,
    spiritual_help INTEGER NOT NULL DEFAULT 0,
    drug_problem INTEGER NOT NULL DEFAULT 0,
    half_image INTEGER NOT NULL DEFAULT 0,
    article_width_cover INTEGER NOT NULL DEFAULT 0,
    facebook_suggested INTEGER NOT NULL DEFAULT 0,
    pinned INTEGER NOT NULL DEFAULT 0,       -- a live-blog post pinned to the top of its parent
    rank INTEGER NOT NULL DEFAULT 0,
    parent_id INTEGER REFERENCES articles(id),
    sub_type TEXT,
    subtitle TEXT,
    header_type TEXT,
    minute INTEGER,
    color_scheme TEXT,
    color_class TEXT,
    cover_image TEXT,                        -- JSON Image
    cover_image_text TEXT,
    cover_image_set TEXT,                    -- JSON Image[]
    recommended_box_image TEXT,              -- JSON Image
    mobile_image_11 TEXT,                    -- JSON Image
    mobile_image_43 TEXT,                    -- JSON Image
    facebook_image TEXT,                     -- JSON Image
    content TEXT NOT NULL DEFAULT '',
    paragraph_count INTEGER NOT NULL DEFAULT 0,
    contributors TEXT,                       -- JSON Contributor[]
    actions TEXT,                            -- JSON actions[]
    facebook_engagement INTEGER NOT NULL DEFAULT 0,
    av_code TEXT,
    index_av_code TEXT,
    og_description TEXT,
    livescore_id INTEGER,
    quiz_id TEXT,
    ct_url TEXT,
    UNIQUE (slug, site_slug)
  );
  CREATE INDEX articles_pub ON articles (active, parent_id, pub_date DESC);
  CREATE INDEX articles_site_pub ON articles (site_slug, active, pub_date DESC);
  CREATE INDEX articles_mstag_pub ON articles (main_super_tag_id, pub_date DESC);
  CREATE INDEX articles_parent ON articles (parent_id, pinned DESC, pub_date DESC);
  CREATE INDEX articles_english ON articles (english, pub_date DESC) WHERE english = 1;
  CREATE INDEX articles_type ON articles (type, pub_date DESC);

  CREATE TABLE article_authors (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL REFERENCES authors(id),
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (article_id, author_id)
  );
  CREATE INDEX article_authors_author ON article_authors (author_id, article_id);

  CREATE TABLE article_super_tags (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    super_tag_id INTEGER NOT NULL REFERENCES super_tags(id),
    PRIMARY KEY (article_id, super_tag_id)
  );
  CREATE INDEX article_super_tags_tag ON article_super_tags (super_tag_id, article_id);

  CREATE TABLE article_tags (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    tag_id INTEGER NOT NULL REFERENCES tags(id),
    PRIMARY KEY (article_id, tag_id)
  );
  CREATE INDEX article_tags_tag ON article_tags (tag_id, article_id);

  CREATE TABLE article_flags (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    flag TEXT NOT NULL,
    PRIMARY KEY (article_id, flag)
  );
  CREATE INDEX article_flags_flag ON article_flags (flag, article_id);

  CREATE TABLE article_mirrors (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    site_slug TEXT NOT NULL,
    PRIMARY KEY (article_id, site_slug)
  );
  CREATE INDEX article_mirrors_site ON article_mirrors (site_slug, article_id);

  -- Diacritics-insensitive full-text search over title, lead and content text (§7 /api/search term).
  CREATE VIRTUAL TABLE articles_fts USING fts5(
    title, lead, body,
    content='', contentless_delete=1,
    tokenize = 'unicode61 remove_diacritics 2'
  );

  CREATE TABLE podcasts (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    page TEXT,
    site_slug TEXT NOT NULL
  );

  CREATE TABLE episodes (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    image TEXT,
    duration INTEGER NOT NULL,
    source_url TEXT NOT NULL,
    pub_date INTEGER NOT NULL,
    podcast_id INTEGER NOT NULL REFERENCES podcasts(id),
    article_id INTEGER REFERENCES articles(id)
  );
  CREATE INDEX episodes_pub ON episodes (pub_date DESC);
  CREATE INDEX episodes_podcast ON episodes (podcast_id, pub_date DESC);

  CREATE TABLE docs (
    slug TEXT NOT NULL,
    site_slug TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (slug, site_slug)
  );

  CREATE TABLE unique_groups (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  );

  CREATE TABLE uniques (
    slug TEXT PRIMARY KEY,
    group_id INTEGER REFERENCES unique_groups(id),
    content TEXT NOT NULL                    -- JSON
  );
  CREATE INDEX uniques_group ON uniques (group_id);

  -- Front-page boxes per site; position 1000 marks the breaking block (§3).
  CREATE TABLE frontpage_blocks (
    id INTEGER PRIMARY KEY,
    site_slug TEXT NOT NULL,
    position INTEGER NOT NULL,
    type TEXT NOT NULL,
    title TEXT,
    article_ids TEXT NOT NULL                -- JSON integer[]
  );
  CREATE INDEX frontpage_blocks_site ON frontpage_blocks (site_slug, position);

  -- The 4 automatic block variants (§4 front page).
  CREATE TABLE auto_blocks (
    site_slug TEXT NOT NULL,
    variant INTEGER NOT NULL,
    title TEXT NOT NULL,
    query TEXT NOT NULL,                     -- JSON: which articles the variant shows
    PRIMARY KEY (site_slug, variant)
  );

  CREATE TABLE sponsored_lines (
    id INTEGER PRIMARY KEY,
    site_slug TEXT NOT NULL,
    av_code TEXT NOT NULL,
    ct_link TEXT NOT NULL,
    description TEXT NOT NULL,
    css_class TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    newest INTEGER NOT NULL DEFAULT 0,
    list_page INTEGER NOT NULL DEFAULT 0,
    front_page_slug TEXT,
    main_super_tags TEXT NOT NULL DEFAULT '[]', -- JSON string[]
    tags TEXT NOT NULL DEFAULT '[]',            -- JSON string[]
    date_from INTEGER NOT NULL,
    date_to INTEGER NOT NULL
  );

  CREATE TABLE exchange_rates (
    currency TEXT NOT NULL,
    base TEXT NOT NULL,
    date TEXT NOT NULL,                      -- YYYY-MM-DD
    rate REAL NOT NULL,
    PRIMARY KEY (base, currency, date)
  );

  CREATE TABLE staff (
    id INTEGER PRIMARY KEY,
    site_slug TEXT NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    grp TEXT NOT NULL,
    position INTEGER NOT NULL
  );

  CREATE TABLE minutes (
    day TEXT PRIMARY KEY,                    -- YYYY-MM-DD
    recurring INTEGER NOT NULL,
    onetime INTEGER NOT NULL
  );

  CREATE TABLE newsletter_subscriptions (
    email TEXT NOT NULL,
    list_code TEXT NOT NULL,
    site_slug TEXT NOT NULL,
    first_name TEXT,
    last_name TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (email, list_code)
  );

  CREATE TABLE push_subscriptions (
    client_token TEXT NOT NULL,
    topic TEXT NOT NULL,
    site_slug TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (client_token, topic)
  );

  CREATE TABLE frontend_state (
    site_slug TEXT PRIMARY KEY,
    component_setup TEXT NOT NULL,           -- JSON {donations, refreshQuiz}
    pip_status TEXT NOT NULL,                -- JSON PipStatus
    weather TEXT NOT NULL,                   -- JSON
    flooding TEXT,                           -- JSON
    search_placeholders TEXT NOT NULL,       -- JSON string[]
    trending_tags TEXT NOT NULL,             -- JSON string[] of tag slugs
    widgets TEXT NOT NULL DEFAULT '[]'
  );
  `,
  // 2: editors who may sign in (§6, §7 Security) and their single-use refresh tokens
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    password_hash TEXT NOT NULL,             -- scrypt$N$r$p$salt$hash (base64)
    role TEXT NOT NULL DEFAULT 'editor',
    totp_secret TEXT NOT NULL,               -- base32, RFC 6238
    totp_last_step INTEGER NOT NULL DEFAULT 0, -- a one-time code is accepted once
    active INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,             -- sha256 hex; the token itself is never stored
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    family TEXT NOT NULL,                    -- every rotation of one sign-in shares it
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    revoked_at INTEGER
  );
  CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
  CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
  `,
  // 3: the browser's Web Push subscription of a push client token (one per token; an endpoint belongs to one token)
  `
  CREATE TABLE push_devices (
    client_token TEXT PRIMARY KEY,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,                    -- base64url P-256 public key of the browser
    auth TEXT NOT NULL,                      -- base64url 16-byte auth secret
    site_slug TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX push_subscriptions_topic ON push_subscriptions (topic, client_token);
  `,
  // 4: archive search at scale: the index also holds each article's facets (search-document.ts), and
  // prefix indexes for 1 to 3 characters, so a word being typed is one index lookup that stops at a LIMIT instead
  // of a merge of every longer word in memory.
  (db) => {
    db.exec(`
      DROP TABLE articles_fts;
      CREATE VIRTUAL TABLE articles_fts USING fts5(
        title, lead, body, facets,
        content='', contentless_delete=1,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3'
      );
    `);
    createSearchIndexer(db).rebuildAll();
  },
  // 5: the prediction game (§2.1 tippjatek): a game names its parties and, once counted, the official result; a
  // prediction is stored once under a random key, and once per client submission id (a retried post finds its row).
  `
  CREATE TABLE prediction_games (
    slug TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    question TEXT NOT NULL,
    parties TEXT NOT NULL,                   -- JSON [{code, name}], in the order the form asks
    results TEXT,                            -- JSON {code: basis points}; NULL until the official result is out
    results_source TEXT,
    results_published_at INTEGER
  );

  CREATE TABLE predictions (
    key TEXT PRIMARY KEY,
    game_slug TEXT NOT NULL REFERENCES prediction_games(slug) ON DELETE CASCADE,
    submission_id TEXT UNIQUE,               -- the client's id of the submission, when it sent one
    shares TEXT NOT NULL,                    -- JSON {code: basis points}
    site_slug TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX predictions_game ON predictions (game_slug, created_at);
  `,
  // 6: podcasts you can listen to: media files served from the database (the demo audio, with byte
  // ranges), and the Spotify links of podcasts and episodes. A corpus seeded before gets its audio here.
  (db) => {
    db.exec(`
      CREATE TABLE media_files (
        path TEXT PRIMARY KEY,                 -- under /media/, e.g. audio/adas-1-0123abcd.wav
        content_type TEXT NOT NULL,
        etag TEXT NOT NULL,
        body BLOB NOT NULL
      );
      ALTER TABLE podcasts ADD COLUMN spotify_url TEXT;
      ALTER TABLE episodes ADD COLUMN spotify_url TEXT;
    `);
    if (db.prepare('SELECT EXISTS (SELECT 1 FROM episodes)').pluck().get()) writeDemoPodcastMedia(db);
  },
  // 7: an editor's sign-in: one row per refresh-token family, so a logout ends one device's sign-in, and
  // the absolute and idle limits (security/editor-sessions.ts) hold for refreshes and access tokens alike. Sign-ins
  // from before have no row and so are over: their editors sign in again.
  `
  CREATE TABLE editor_sessions (
    id TEXT PRIMARY KEY,                     -- the refresh-token family; access tokens carry it as sid
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    started_at INTEGER NOT NULL,
    last_refresh_at INTEGER NOT NULL,
    ended_at INTEGER
  );
  CREATE INDEX editor_sessions_user ON editor_sessions (user_id);
  `,
  // 8: double opt-in for the newsletters (decision 044): a sign-up is pending (confirmed_at NULL) until the
  // link in its confirmation mail is opened; a confirmation names the lists it confirms, by the hash of its token;
  // each address has one unsubscribe token for the links in its mails. Rows from before were taken in good faith
  // under the old rule and stay subscribed.
  `
  ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at INTEGER;
  UPDATE newsletter_subscriptions SET confirmed_at = created_at;
  CREATE INDEX newsletter_pending ON newsletter_subscriptions (created_at) WHERE confirmed_at IS NULL;
  CREATE INDEX newsletter_list_members ON newsletter_subscriptions (list_code) WHERE confirmed_at IS NOT NULL;

  CREATE TABLE newsletter_confirmations (
    token_hash TEXT PRIMARY KEY,             -- sha256 of the link's token, hex
    email TEXT NOT NULL,
    list_codes TEXT NOT NULL,                -- comma-separated
    created_at INTEGER NOT NULL
  );
  CREATE INDEX newsletter_confirmations_age ON newsletter_confirmations (created_at);

  CREATE TABLE newsletter_recipients (
    email TEXT PRIMARY KEY,
    unsubscribe_token TEXT NOT NULL UNIQUE
  );
  `,
  // 9: the minutes counter counts real supporters: each supporter the CRM reports is added to its day once,
  // by the event that brought them, however often the report is sent again (routes/counters.ts, POST /admin/minutes).
  `
  CREATE TABLE minutes_events (
    event_id TEXT PRIMARY KEY,
    day TEXT NOT NULL,
    counted_at INTEGER NOT NULL
  );
  `,
  // 10: a prediction game closes (§2.1 tippjatek): from its closing moment it takes no more predictions
  // (shared/prediction-game.ts). A corpus seeded before gets the seeded games' closing moments here.
  (db) => {
    db.exec('ALTER TABLE prediction_games ADD COLUMN closes_at INTEGER');
    const set = db.prepare('UPDATE prediction_games SET closes_at = ? WHERE slug = ?');
    for (const g of PREDICTION_GAMES) set.run(g.closesAt, g.slug);
  },
  // 11: a refresh token's successor, sealed with a key only the used token gives (refresh-tokens.ts), kept through
  // the reuse grace: a concurrent holder gets the same successor, so a sign-in never splits into two live branches.
  `
  ALTER TABLE refresh_tokens ADD COLUMN successor_sealed TEXT;
  CREATE INDEX refresh_tokens_sealed ON refresh_tokens (used_at) WHERE successor_sealed IS NOT NULL;
  `,
];

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < migrations.length; i++) {
    db.transaction(() => {
      const step = migrations[i];
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}
