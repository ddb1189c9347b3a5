// The push-notification topics a reader can choose (§3 Subscription: topic; 'fontos' by default), with the names the
// UI shows. Record<PushTopic, …> makes a topic without a name a type error.
import { PUSH_DEFAULT_TOPIC, PUSH_TOPICS } from './engagement-constants.ts';

export type PushTopic = (typeof PUSH_TOPICS)[number];

export const PUSH_TOPIC_NAMES: Record<PushTopic, string> = {
  fontos: 'A legfontosabb hírek',
  g7: 'G7: gazdaság és pénz',
  after: 'After: életmód és szórakozás',
  karakter: 'Karakter: kultúra',
};

export function isPushTopic(value: string): value is PushTopic {
  return (PUSH_TOPICS as readonly string[]).includes(value);
}

export const DEFAULT_PUSH_TOPIC: PushTopic = PUSH_DEFAULT_TOPIC;
