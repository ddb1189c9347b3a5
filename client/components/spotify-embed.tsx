// A Spotify embed whose URL and §9 height the page's build step already decided under the §5 rule
// (shared/spotify-url.ts); without one, nothing renders.
import type { SpotifyEmbed as Embed } from '../../shared/spotify-url.ts';

export function SpotifyEmbed({ embed, title }: { embed: Embed | null; title: string }) {
  if (!embed) return null;
  return <iframe className="embed-spotify" src={embed.src} height={embed.height} width="100%" title={title} loading="lazy" allow="encrypted-media" />;
}
