// §5 a Spotify URL must match an open.spotify album, artist, playlist, track or episode with an id; §9 the embed's
// height: 233 for an episode, 80 compact, 400 in the After sidebar, 155 otherwise. One rule for every embed: the
// article sanitiser, the After sidebar (configuration), the podcast and episode pages.
import { SPOTIFY_HEIGHTS, SPOTIFY_URL_PATTERN } from './constants.ts';
import { embedCardHtml } from './embed-card.ts';

/** Where an embed stands: a compact one is asked for (an article's low iframe); the After sidebar is its own size. */
export type SpotifyPlacement = 'default' | 'compact' | 'after';

export interface SpotifyEmbed {
  src: string;
  height: number;
}

/** The embed of a valid Spotify link and its §9 height, else null (nothing is embedded). */
export function spotifyEmbedOf(
  url: string | null | undefined,
  placement: SpotifyPlacement = 'default',
): SpotifyEmbed | null {
  const m = url ? SPOTIFY_URL_PATTERN.exec(url.trim()) : null;
  if (!m) return null;
  const height =
    placement === 'after'
      ? SPOTIFY_HEIGHTS.after
      : m[1] === 'episode'
        ? SPOTIFY_HEIGHTS.episode
        : placement === 'compact'
          ? SPOTIFY_HEIGHTS.compact
          : SPOTIFY_HEIGHTS.default;
  return { src: `https://open.spotify.com/embed/${m[1]}/${m[2]}`, height };
}

/** The embed URL of a valid Spotify link, else null. */
export function spotifyEmbedUrl(url: string | null | undefined): string | null {
  return spotifyEmbedOf(url)?.src ?? null;
}

/** A valid Spotify link's click-to-load card (shared/embed-card.ts) at its §9 height; null: nothing embedded. */
export function spotifyCardOf(
  url: string | null | undefined,
  title: string,
  placement: SpotifyPlacement = 'default',
): string | null {
  const embed = spotifyEmbedOf(url, placement);
  return embed
    ? embedCardHtml({
        src: embed.src,
        title,
        height: embed.height,
        width: '100%',
        allow: 'encrypted-media',
        className: 'embed-spotify',
      })
    : null;
}
