// The follow button of a tag's and an author's page (decision 089). The server draws a plain link to the page that
// explains following (what a reader without JavaScript gets); once the browser has read whether the topic is
// followed, it is a toggle button that keeps the topic in the reader's browser. The push service has no topics for
// tags or authors (only 'fontos' and the sub-sites', §3), so following subscribes no push topic.
import { useEffect, useState } from 'react';
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

const LABEL = 'Követés';

export const FOLLOW_NOTES = {
  followed: 'Követed ezt a témát: a legfrissebb cikkeit a Követett témák oldalon találod.',
  unfollowed: 'Már nem követed ezt a témát.',
  refused: 'A böngésződ most nem engedi elmenteni a követést (például privát ablakban).',
} as const;

export function FollowTopicButton({ topic }: { topic: Omit<FollowedTopic, 'followedAt'> }) {
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const { kind, slug } = topic;
  useEffect(() => {
    setFollowed(isFollowed(parseFollowedTopics(stored(FOLLOWED_TOPICS_KEY)), { kind, slug }));
    setNote('');
  }, [kind, slug]);
  if (followed === null)
    return (
      <p className="follow-topic">
        <a className="follow-topic__button" href={FOLLOWED_TOPICS_PATH}>
          {LABEL}
        </a>
      </p>
    );
  const toggle = () => {
    const list = parseFollowedTopics(stored(FOLLOWED_TOPICS_KEY));
    const was = isFollowed(list, topic);
    const next = was ? withoutFollowed(list, topic) : withFollowed(list, { ...topic, followedAt: Date.now() });
    if (!store(FOLLOWED_TOPICS_KEY, next)) return setNote(FOLLOW_NOTES.refused);
    setFollowed(!was);
    setNote(was ? FOLLOW_NOTES.unfollowed : FOLLOW_NOTES.followed);
  };
  return (
    <p className="follow-topic">
      <button type="button" className="follow-topic__button" aria-pressed={followed} onClick={toggle}>
        {LABEL}
      </button>{' '}
      <span className="follow-topic__note" role="status">
        {note}
      </span>
    </p>
  );
}
