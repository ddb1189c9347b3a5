// A live blog's own words, by the page's language (an English live blog speaks English). Imported by the live chunk
// alone (client/components/article-live-posts.chunk.tsx), so a plain article's JavaScript carries none of it.
import type { PageLanguage } from './box-texts.ts';

export interface LiveBlogTexts {
  /** the posts' landmark name */
  posts: string;
  /** the pinned posts' list at the top (§7 pinnedItems), each a link to its post */
  keyEvents: string;
  pinned: string;
  new: string;
  /** the button that inserts the posts that arrived while the reader was reading */
  showArrivals: (n: number) => string;
  /** what the polite live region says when posts arrive */
  arrived: (n: number) => string;
}

export const LIVE_BLOG_TEXTS: Record<PageLanguage, LiveBlogTexts> = {
  hu: {
    posts: 'Percről percre',
    keyEvents: 'Kulcsesemények',
    pinned: 'Kiemelt',
    new: 'Új',
    showArrivals: (n) => `${n} új bejegyzés`,
    arrived: (n) => `${n} új bejegyzés érkezett. A megjelenítésükhöz nyomd meg a bejegyzések fölötti gombot.`,
  },
  en: {
    posts: 'Live updates',
    keyEvents: 'Key events',
    pinned: 'Pinned',
    new: 'New',
    showArrivals: (n) => `${n} new ${n === 1 ? 'post' : 'posts'}`,
    arrived: (n) =>
      `${n} new ${n === 1 ? 'post has' : 'posts have'} arrived. Press the button above the posts to show them.`,
  },
};
