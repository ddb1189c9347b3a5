// Spec texts and values that only list, front and section pages show (§2.4, §2.6, §2.8), apart from constants.ts so
// that an article page's first JavaScript does not carry them: esbuild puts a shared module's used exports in one chunk.

// §2.8 the hiking-map embed's caption
export const TEXT_HIKING_MAP_CAPTION =
  'Magyarország legszebb kilátópontjai és a hozzájuk vezető túraútvonalak térképen.';
// §2.3, §2.8 the hiking map: its page on the data site (docs/event-data-site.md; HIKING_MAP_URL may name another),
// the frame's title, and our choice of its first height before the page reports its own
export const HIKING_MAP_PATH = '/szepkilatas/terkep';
export const HIKING_MAP_FRAME_TITLE = 'Szép kilátás: túratérkép';
export const HIKING_MAP_HEIGHT = 420;
export const HIKING_MAP_MAX_HEIGHT = 1_600;
// Said where the map would be when no map page is configured: never an empty frame.
export const TEXT_HIKING_MAP_UNAVAILABLE = 'A túratérkép most nem érhető el.';
// §2.6 election sidebars
export const ELECTION_SIDEBAR_SUPPLEMENTS = ['valasztas-2024', 'ep-2024'] as const;
export const TEXT_EU_FUNDING_NOTICE =
  'Az EP-választásról szóló tartalmaink az Európai Parlament támogatásával készültek. A tartalomért kizárólag a szerkesztőség felel.';
// §2.6 the After sidebar's Spotify embed: its frame's title
export const AFTER_SPOTIFY_TITLE = 'After a Spotify-on';
export const AFTER_SOCIAL_LINKS = [
  { label: 'YouTube', url: 'https://www.youtube.com/@afterhu' },
  { label: 'Spotify', url: 'https://open.spotify.com/show/after' },
  { label: 'TikTok', url: 'https://www.tiktok.com/@after.hu' },
  { label: 'Instagram', url: 'https://www.instagram.com/after.hu' },
  { label: 'Facebook', url: 'https://www.facebook.com/afterhu' },
] as const; // §2.4 the After video block's social links
