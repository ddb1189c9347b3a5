// RSS 2.0 for a site or a section (SPEC.md §2.3 names the /rss/rovat/… feeds).
import { Feed } from 'feed';
import type { ArticleSummary } from '../../shared/api-types.ts';
import type { BffConfig } from '../config.ts';
import { publicArticleUrl } from './public-article-url.ts';

export interface RssChannel {
  title: string;
  /** absolute URL of the page the feed follows */
  link: string;
  /** absolute URL of the feed itself */
  self: string;
  description: string;
}

export function rssFeed(config: BffConfig, channel: RssChannel, items: readonly ArticleSummary[]): string {
  const feed = new Feed({
    title: channel.title,
    id: channel.link,
    link: channel.link,
    description: channel.description,
    language: 'hu',
    copyright: channel.title,
    updated: items[0] ? new Date(items[0].updatedAt * 1000) : undefined,
    feedLinks: { rss: channel.self },
  });
  for (const a of items) {
    const url = publicArticleUrl(config, a);
    feed.addItem({
      title: a.title,
      id: url,
      guid: url,
      link: url,
      date: new Date(a.pubDate * 1000),
      description: a.lead,
      author: a.articleAuthors.map((au) => ({ name: au.name })),
      category: [{ name: a.mainSuperTag.name }],
    });
  }
  return feed.rss2();
}
