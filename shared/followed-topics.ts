// Follow a topic (decision 089): the tags and authors a reader follows, in their own browser (localStorage, no
// account). The followed topics page shows the newest articles of each, read from the topic's own list page data.
import { authorPath } from './author-url.ts';
import { parseStoredList } from './stored-list.ts';
import { tagPath } from './tag-url.ts';

/** localStorage: the followed topics as JSON, in the order they were followed, newest first (FollowedTopic[]) */
export const FOLLOWED_TOPICS_KEY = 'followedTopics';
/** How many topics a browser follows at most: the page fetches each one's list. */
export const FOLLOWED_TOPICS_MAX = 30;
/** How many of a topic's newest articles its block on the page shows. */
export const FOLLOWED_TOPIC_ARTICLES = 5;

export type TopicKind = 'tag' | 'author';

export interface FollowedTopic {
  kind: TopicKind;
  slug: string;
  /** the tag's or the author's name as its page shows it */
  name: string;
  /** when it was followed, unix milliseconds */
  followedAt: number;
}

/** What a followed tag's or author's slug looks like. */
export const TOPIC_SLUG = /^[a-z0-9-]+$/;

const isTopic = (v: unknown): v is FollowedTopic => {
  const e = v as FollowedTopic | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    (e.kind === 'tag' || e.kind === 'author') &&
    typeof e.slug === 'string' &&
    TOPIC_SLUG.test(e.slug) &&
    typeof e.name === 'string' &&
    typeof e.followedAt === 'number'
  );
};

/** The followed topics in what localStorage holds; anything that is not one is left out. */
export function parseFollowedTopics(raw: string | null): FollowedTopic[] {
  return parseStoredList(raw, isTopic);
}

/** The topic's list page (§2.1 articles_by_tag, articles_by_author). */
export function topicPath(topic: Pick<FollowedTopic, 'kind' | 'slug'>): string {
  return topic.kind === 'tag' ? tagPath(topic.slug) : authorPath(topic.slug);
}

const same = (a: Pick<FollowedTopic, 'kind' | 'slug'>, b: Pick<FollowedTopic, 'kind' | 'slug'>) =>
  a.kind === b.kind && a.slug === b.slug;

export function isFollowed(list: readonly FollowedTopic[], topic: Pick<FollowedTopic, 'kind' | 'slug'>): boolean {
  return list.some((e) => same(e, topic));
}

/** The list with `topic` first, at most FOLLOWED_TOPICS_MAX long. */
export function withFollowed(list: readonly FollowedTopic[], topic: FollowedTopic): FollowedTopic[] {
  return [topic, ...list.filter((e) => !same(e, topic))].slice(0, FOLLOWED_TOPICS_MAX);
}

export function withoutFollowed(
  list: readonly FollowedTopic[],
  topic: Pick<FollowedTopic, 'kind' | 'slug'>,
): FollowedTopic[] {
  return list.filter((e) => !same(e, topic));
}
