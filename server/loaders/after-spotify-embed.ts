// §2.6 the After sidebar's Spotify embed: a URL from the environment (AFTER_SPOTIFY_URL), shown only when it passes
// the §5 Spotify rule. Read per call so an operator's change needs no code path of its own (tests set it too).
import { spotifyEmbedUrl } from '../../shared/spotify-url.ts';

export function afterSpotifyEmbed(): string | null {
  return spotifyEmbedUrl(process.env.AFTER_SPOTIFY_URL);
}
