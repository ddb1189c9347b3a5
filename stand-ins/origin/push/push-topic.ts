// Which topics the publisher takes (§3 Subscription: a device's topic): 'fontos' and the sub-sites' (PUSH_TOPICS), and
// a tag's, `cimke:{slug}` (decision 098), for a tag it knows. Removing a topic only needs its name to be well formed:
// a tag gone since is still let go of.
import type { Database } from 'better-sqlite3';
import { PUSH_TAG_TOPIC_PREFIX, PUSH_TOPICS } from '../../../shared/engagement-constants.ts';
import { tagOfPushTopic } from '../../../shared/tag-push-topics.ts';

const KINDS = `one of ${PUSH_TOPICS.join(', ')} or ${PUSH_TAG_TOPIC_PREFIX}{tag slug}`;

export interface PushTopicRule {
  /** What is wrong with `topic` (null: nothing); `known` also asks that a tag's topic name a tag of ours. */
  problem(topic: string, known: boolean): string | null;
}

export function pushTopicRule(db: Database): PushTopicRule {
  const tagExists = db.prepare('SELECT 1 FROM tags WHERE slug = ?').pluck();
  return {
    problem(topic, known) {
      if ((PUSH_TOPICS as readonly string[]).includes(topic)) return null;
      const tag = tagOfPushTopic(topic);
      if (tag === null) return `topic must be ${KINDS}`;
      return known && tagExists.get(tag) === undefined ? `topic ${topic} names no tag` : null;
    },
  };
}
