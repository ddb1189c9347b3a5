// The follow button of a tag's and an author's page (decision 089): a reader-list toggle that keeps the topic in the
// reader's browser. With push on in this browser, a followed tag is a push topic too (decision 098): the code that
// keeps them in line loads at the press (followed-tag-push.chunk.ts), and a failure there leaves the follow as it is.
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
import { tagPushTopic } from '../../shared/tag-push-topics.ts';
import { stored } from '../reader-lists.ts';
import { store } from '../reader-list-store.ts';
import { ReaderListToggle, type ToggleOutcome } from './reader-list-toggle.tsx';

export const FOLLOW_NOTES = {
  followed: 'Követed ezt a témát: a legfrissebb cikkeit a Követett témák oldalon találod.',
  unfollowed: 'Már nem követed ezt a témát.',
  refused: 'A böngésződ most nem engedi elmenteni a követést (például privát ablakban).',
  followedWithPush:
    'Követed ezt a témát: a legfrissebb cikkeit a Követett témák oldalon találod, és értesítést is kapsz róla.',
  followedPushFailed: 'Követed ezt a témát, de az értesítését most nem sikerült bekapcsolni. Próbáld újra később.',
  unfollowedPushFailed: 'Már nem követed ezt a témát, de az értesítését most nem sikerült kikapcsolni.',
} as const;

async function toggleFollowed(topic: Omit<FollowedTopic, 'followedAt'>): Promise<ToggleOutcome> {
  const list = parseFollowedTopics(stored(FOLLOWED_TOPICS_KEY));
  const was = isFollowed(list, topic);
  const next = was ? withoutFollowed(list, topic) : withFollowed(list, { ...topic, followedAt: Date.now() });
  if (!store(FOLLOWED_TOPICS_KEY, next)) return { on: was, note: FOLLOW_NOTES.refused };
  try {
    const push = await import('../behaviours/followed-tag-push.chunk.ts').then((m) => m.syncFollowedTagTopics());
    const pushed = topic.kind === 'tag' && push !== null && push.topics.includes(tagPushTopic(topic.slug) ?? '');
    return {
      on: !was,
      note: was ? FOLLOW_NOTES.unfollowed : pushed ? FOLLOW_NOTES.followedWithPush : FOLLOW_NOTES.followed,
    };
  } catch {
    return { on: !was, note: was ? FOLLOW_NOTES.unfollowedPushFailed : FOLLOW_NOTES.followedPushFailed };
  }
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
