// §5 a Spotify URL must match an open.spotify album, artist, playlist, track or episode with an id.
import { SPOTIFY_URL_PATTERN } from './constants.ts';

/** The embed URL of a valid Spotify link, else null. */
export function spotifyEmbedUrl(url: string | null | undefined): string | null {
  const m = url ? SPOTIFY_URL_PATTERN.exec(url.trim()) : null;
  return m ? `https://open.spotify.com/embed/${m[1]}/${m[2]}` : null;
}
