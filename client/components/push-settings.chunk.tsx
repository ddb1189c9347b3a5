// Push notifications (§3 Subscription, 'fontos' by default; §7 /api/subscriptions): the reader's opt-in and topics.
// The browser asks for permission only when the reader presses the button (client/behaviours/web-push.ts); until
// then nothing is registered and no prompt appears. The server renders the section with the button disabled (it
// cannot know the browser); after hydration the control shows this browser's real state. Turning it on subscribes
// the tags the reader follows too (decision 098).
import { useEffect, useState } from 'react';
import { PUSH_TOPICS } from '../../shared/engagement-constants.ts';
import { DEFAULT_PUSH_TOPIC, PUSH_TOPIC_NAMES } from '../../shared/push-topics.ts';
import {
  disablePush,
  enablePush,
  pushIsOn,
  pushState,
  pushSupported,
  setPushTopic,
  type PushState,
} from '../behaviours/web-push.ts';
import { syncFollowedTagTopics } from '../behaviours/followed-tag-push.chunk.ts';
import {
  enableButtonOf,
  PUSH_CHECKING,
  PUSH_PROBLEM_TEXT,
  pushControlStep,
  pushProblemOf,
  type PushControl,
  type PushProblem,
} from './push-control.ts';

export const PUSH_SETTINGS_ANCHOR = 'ertesitesek';

const MESSAGES = {
  unsupported: 'Ez a böngésző nem tud értesítéseket fogadni.',
  on: 'Az értesítések be vannak kapcsolva ebben a böngészőben.',
} as const;

/** Turns push on with 'fontos', and subscribes the tags this browser follows (decision 098). */
const enableWithFollowedTags = async (): Promise<PushState> => {
  const state = await enablePush(DEFAULT_PUSH_TOPIC);
  return (await syncFollowedTagTopics(state)) ?? state;
};
const permissionNow = () => (typeof Notification === 'undefined' ? ('unsupported' as const) : Notification.permission);
/** This browser's push state; where it cannot be read (on the first check, or after a failed step), off. */
const pushStateOrOff = () =>
  pushState().catch((): PushState => ({ supported: true, permission: permissionNow(), topics: [], webPush: false }));

type Run = (action: () => Promise<PushState>, otherwise?: PushProblem) => Promise<void>;

/** The control's state (this browser's, read after hydration), and the way to run a step on it. */
function usePushControl(): [PushControl, Run] {
  const [control, setControl] = useState<PushControl>(PUSH_CHECKING);
  const step = (event: Parameters<typeof pushControlStep>[1]) => setControl((c) => pushControlStep(c, event));

  useEffect(() => {
    let live = true;
    const unsupported: PushState = { supported: false, permission: 'unsupported', topics: [], webPush: false };
    void (pushSupported() ? pushStateOrOff() : Promise.resolve(unsupported)).then(
      (state) => live && step({ type: 'checked', state }),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<PushState>, otherwise: PushProblem = 'failed') => {
    step({ type: 'start' });
    try {
      step({ type: 'done', state: await action() });
    } catch (error) {
      step({
        type: 'failed',
        problem: pushProblemOf(error, permissionNow(), otherwise),
        state: await pushStateOrOff(),
      });
    }
  };
  return [control, run];
}

export function PushSettings() {
  const [control, run] = usePushControl();
  const view = control.phase === 'ready' ? control : null;
  const busy = view?.busy ?? false;
  const error = view?.problem ? PUSH_PROBLEM_TEXT[view.problem] : null;
  const enable = enableButtonOf(control);
  const state = view?.state ?? null;
  const on = state !== null && pushIsOn(state);
  return (
    <section
      className="push-settings"
      id={PUSH_SETTINGS_ANCHOR}
      aria-labelledby="push-settings-cim"
      data-push-state={state ? (on ? 'on' : state.supported ? 'off' : 'unsupported') : 'checking'}
    >
      <h2 id="push-settings-cim">Értesítések</h2>
      <p>
        Értesítést küldünk a böngésződbe, ha fontos hír történik. Bármikor kikapcsolhatod itt vagy a böngésződ
        beállításaiban.
      </p>
      {state && !state.supported && <p className="push-settings__note">{MESSAGES.unsupported}</p>}
      {state?.supported && state.permission === 'denied' && !on && !error && (
        <p className="push-settings__note">{PUSH_PROBLEM_TEXT.denied}</p>
      )}
      {!on && state?.supported !== false && (
        <button
          type="button"
          className="push-settings__enable"
          disabled={enable.disabled}
          aria-busy={busy || undefined}
          onClick={() => void run(enableWithFollowedTags, 'refused')}
        >
          {enable.label}
        </button>
      )}
      {on && state && <PushTopics state={state} busy={busy} run={run} />}
      {error && (
        <p className="push-settings__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** Push is on: the topics to choose, and the way to turn it off. */
function PushTopics({ state, busy, run }: { state: PushState; busy: boolean; run: Run }) {
  return (
    <>
      <p className="push-settings__status" role="status">
        {MESSAGES.on}
      </p>
      <fieldset className="push-settings__topics" disabled={busy}>
        <legend>Miről kérsz értesítést?</legend>
        {PUSH_TOPICS.map((topic) => (
          <label key={topic} className="push-settings__topic">
            <input
              type="checkbox"
              name="topic"
              value={topic}
              checked={state.topics.includes(topic)}
              onChange={(e) => void run(() => setPushTopic(topic, e.currentTarget.checked))}
            />
            <span>{PUSH_TOPIC_NAMES[topic]}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="push-settings__disable" disabled={busy} onClick={() => void run(disablePush)}>
        Értesítések kikapcsolása
      </button>
    </>
  );
}
