// The follow button of a tag's and an author's page (decision 089): a reader-list toggle that keeps the topic in the
// reader's browser. The push service has no topics for tags or authors (only 'fontos' and the sub-sites', §3), so
// following subscribes no push topic.
import { useCallback } from 'react';
import {
  FOLLOWED_TOPICS_KEY,
  isFollowed,
  parseFollowedTopics,
  withFollowed,
  withoutFollowed,
  type FollowedTopic,
} from '../../shared/followed-topics.ts';
import { FOLLOWED_TOPICS_PATH } from '../../shared/reader-list-paths.ts';
import { stored } from '../reader-lists.ts';
import { store } from '../reader-list-store.ts';
import { ReaderListToggle, type ToggleOutcome } from './reader-list-toggle.tsx';

export const FOLLOW_NOTES = {
  followed: 'Követed ezt a témát: a legfrissebb cikkeit a Követett témák oldalon találod.',
  unfollowed: 'Már nem követed ezt a témát.',
  refused: 'A böngésződ most nem engedi elmenteni a követést (például privát ablakban).',
} as const;

function toggleFollowed(topic: Omit<FollowedTopic, 'followedAt'>): ToggleOutcome {
  const list = parseFollowedTopics(stored(FOLLOWED_TOPICS_KEY));
  const was = isFollowed(list, topic);
  const next = was ? withoutFollowed(list, topic) : withFollowed(list, { ...topic, followedAt: Date.now() });
  if (!store(FOLLOWED_TOPICS_KEY, next)) return { on: was, note: FOLLOW_NOTES.refused };
  return { on: !was, note: was ? FOLLOW_NOTES.unfollowed : FOLLOW_NOTES.followed };
}

export function FollowTopicButton({ topic }: { topic: Omit<FollowedTopic, 'followedAt'> }) {
  const { kind, slug } = topic;
  const read = useCallback(
    () => isFollowed(parseFollowedTopics(stored(FOLLOWED_TOPICS_KEY)), { kind, slug }),
    [kind, slug],
  );
  return (
    <ReaderListToggle label="Követés" href={FOLLOWED_TOPICS_PATH} read={read} toggle={() => toggleFollowed(topic)} />
  );
}
