// Followed tags' push topics (decision 098): while push is on in this browser, each tag the reader follows is its
// topic at the publisher (`cimke:{slug}`, shared/tag-push-topics.ts). One reconciliation after every change of either
// side (a follow, an unfollow, push turned on) keeps them so; a tag a full list drops loses its topic too. Loaded at
// the first such change, so a tag's page carries only the follow button.
import { FOLLOWED_TOPICS_KEY, parseFollowedTopics } from '../../shared/followed-topics.ts';
import { tagOfPushTopic, tagPushTopic } from '../../shared/tag-push-topics.ts';
import { stored } from '../reader-lists.ts';
import { changePushTopics, PUSH_CLIENT_TOKEN_KEY, pushIsOn, pushState, type PushState } from './web-push.ts';

/** The topics of the tags this browser follows (a slug too long for a topic has none). */
export function followedTagTopics(): string[] {
  return parseFollowedTopics(stored(FOLLOWED_TOPICS_KEY)).flatMap((topic) => {
    const name = topic.kind === 'tag' ? tagPushTopic(topic.slug) : null;
    return name === null ? [] : [name];
  });
}

/** The reconciliation under way: the next one waits for it, so two quick presses cannot cross at the publisher. */
let running: Promise<unknown> = Promise.resolve();

/**
 * Brings the tags' topics of this browser in line with the tags it follows, when push is on (`state`: this browser's
 * push state when the caller has just read it). Resolves to the push state after, or null when push was never turned
 * on here (then nothing is asked of the publisher).
 */
export function syncFollowedTagTopics(state?: PushState): Promise<PushState | null> {
  const next = running.then(
    () => reconcile(state),
    () => reconcile(state),
  );
  running = next.catch(() => null);
  return next;
}

async function reconcile(state?: PushState): Promise<PushState | null> {
  if (!state && stored(PUSH_CLIENT_TOKEN_KEY) === null) return null;
  const now = state ?? (await pushState());
  if (!pushIsOn(now)) return now;
  const wanted = followedTagTopics();
  const extra = now.topics.filter((topic) => tagOfPushTopic(topic) !== null && !wanted.includes(topic));
  const missing = wanted.filter((topic) => !now.topics.includes(topic));
  if (!extra.length && !missing.length) return now;
  // Removals first: a full list that dropped a tag for a new one makes room for its topic.
  return changePushTopics(missing, extra);
}
