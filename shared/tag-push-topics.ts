// A followed tag's push topic (decision 098): §3 names a subscription by a free topic; besides 'fontos' and the
// sub-sites' topics (push-topics.ts), a reader who follows a tag with push on is subscribed to `cimke:{slug}`. The
// colon is in no slug, so a tag's topic never meets a site's. The origin takes one for a tag it knows, at most
// FOLLOWED_TOPICS_MAX per client token (a browser follows no more); the BFF counts their additions (push-routes.ts).
import { PUSH_TAG_TOPIC_PREFIX, PUSH_TOPIC_MAX_LENGTH } from './engagement-constants.ts';
import { FOLLOWED_TOPICS_MAX, TOPIC_SLUG } from './followed-topics.ts';

/** How many tag topics one client token may hold: as many tags as a browser can follow. */
export const TAG_PUSH_TOPICS_MAX = FOLLOWED_TOPICS_MAX;

/** The push topic of the tag `slug`; null when the slug cannot make one (not a slug, or too long for a topic). */
export function tagPushTopic(slug: string): string | null {
  const topic = PUSH_TAG_TOPIC_PREFIX + slug;
  return TOPIC_SLUG.test(slug) && topic.length <= PUSH_TOPIC_MAX_LENGTH ? topic : null;
}

/** The tag slug a topic names, or null when it is not a tag's topic. */
export function tagOfPushTopic(topic: string): string | null {
  if (!topic.startsWith(PUSH_TAG_TOPIC_PREFIX)) return null;
  const slug = topic.slice(PUSH_TAG_TOPIC_PREFIX.length);
  return tagPushTopic(slug) === topic ? slug : null;
}
