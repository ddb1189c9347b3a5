// The push-notification topics a reader can choose (§3 Subscription: topic; 'fontos' by default), with the names the
// UI shows. Besides 'fontos', a topic is a site's own (its `pushTopic`, named by its slug, in shared/sites/<site>.ts);
// PUSH_TOPICS keeps their order in the UI, and a site's topic missing from it (or one no site has) does not compile.
import { PUSH_DEFAULT_TOPIC, PUSH_TOPICS } from './engagement-constants.ts';
import { siteList, sites, type SiteId } from './sites/site-table.ts';

export type PushTopic = (typeof PUSH_TOPICS)[number];

type SiteTopic = {
  [K in SiteId]: (typeof sites)[K]['pushTopic'] extends null ? never : (typeof sites)[K]['slug'];
}[SiteId];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everySiteTopicListed: Same<PushTopic, typeof PUSH_DEFAULT_TOPIC | SiteTopic> = true;
void everySiteTopicListed;

export const PUSH_TOPIC_NAMES = {
  fontos: 'A legfontosabb hírek',
  ...Object.fromEntries(siteList.flatMap((s) => (s.pushTopic ? [[s.slug, s.pushTopic.name]] : []))),
} as Record<PushTopic, string>;

export function isPushTopic(value: string): value is PushTopic {
  return (PUSH_TOPICS as readonly string[]).includes(value);
}

export const DEFAULT_PUSH_TOPIC: PushTopic = PUSH_DEFAULT_TOPIC;
