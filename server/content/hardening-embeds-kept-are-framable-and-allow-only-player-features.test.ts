// What the article sanitiser keeps of a CMS iframe is what the browser may show and no more. The sanitiser
// kept TikTok and X (Twitter) players that the CSP's frame-src then blocked, and passed a CMS iframe's
// `allow="camera *; microphone *; geolocation *"` through as written.
import t from 'tap';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';
import { contentSecurityPolicy } from '../ssr/content-security-policy.ts';

/** The embeds a newsroom pastes, as each provider's share dialog gives them (their players' own `allow`). */
const EMBEDS = [
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>',
  '<iframe src="https://youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://player.vimeo.com/video/76979871" allow="autoplay; fullscreen; picture-in-picture; clipboard-write"></iframe>',
  '<iframe src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5" height="352"></iframe>',
  '<iframe src="https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ftelex%2Fvideos%2F1" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share" allowfullscreen></iframe>',
  '<iframe src="https://www.tiktok.com/embed/v2/7106594312292453675" allow="encrypted-media; fullscreen"></iframe>',
  '<iframe src="https://platform.twitter.com/embed/Tweet.html?id=1590000000000000000"></iframe>',
];

/** The frames an article will show: each kept iframe is a click-to-load card carrying its attributes. */
function framesOf(html: string): { src: string; allow: string | null }[] {
  return [...html.matchAll(/<div class="embed-card[^"]*"([^>]*)>/g)].map(([, attrs]) => ({
    src: /\bdata-embed-src="([^"]*)"/.exec(attrs)![1].replaceAll('&amp;', '&'),
    allow: /\bdata-embed-allow="([^"]*)"/.exec(attrs)?.[1] ?? null,
  }));
}

function frameSrcOf(policy: string): string[] {
  return policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src')!
    .slice(1);
}

t.test('every embed the sanitiser keeps is one the CSP lets the page frame', async (t) => {
  const frameSrc = frameSrcOf(contentSecurityPolicy());
  const kept = framesOf(sanitizeArticleHtml(EMBEDS.join('\n')));
  t.equal(kept.length, EMBEDS.length, 'each provider of a news site is kept');
  for (const { src } of kept) t.ok(frameSrc.includes(new URL(src).origin), `${new URL(src).origin} is in frame-src`);
});

t.test(
  "a CMS iframe's allow keeps only what its player needs: no camera, microphone or geolocation, never *",
  async (t) => {
    const html = sanitizeArticleHtml(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera *; microphone *; geolocation *; autoplay *; encrypted-media"></iframe>',
    );
    const [frame] = framesOf(html);
    t.equal(frame.allow, 'autoplay; encrypted-media', 'the player features, each for the frame itself');
    for (const power of ['camera', 'microphone', 'geolocation', '*']) t.notMatch(html, power, `no ${power}`);
    const onlyPowers = framesOf(
      sanitizeArticleHtml(
        '<iframe src="https://player.vimeo.com/video/1" allow="camera; microphone; usb; payment"></iframe>',
      ),
    );
    t.same(
      onlyPowers.map((f) => f.allow),
      [null],
      'nothing left to allow: no allow attribute at all',
    );
    const youtube = framesOf(sanitizeArticleHtml(EMBEDS[0]))[0];
    t.equal(
      youtube.allow,
      'autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share',
      "YouTube's own code, minus its motion sensors",
    );
    const tweet = framesOf(
      sanitizeArticleHtml(
        '<iframe src="https://platform.twitter.com/embed/Tweet.html?id=1" allow="autoplay; fullscreen"></iframe>',
      ),
    )[0];
    t.equal(tweet.allow, null, 'a post needs no feature');
  },
);
