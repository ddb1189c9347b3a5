// Push notifications (§3 Subscription, 'fontos' by default; §7 /api/subscriptions): the reader's opt-in and topics.
// The browser asks for permission only when the reader presses the button (client/behaviours/web-push.ts); until
// then nothing is registered and no prompt appears. The server renders the section with the button disabled (it
// cannot know the browser); after hydration the control shows this browser's real state.
import { useEffect, useState } from 'react';
import { PUSH_TOPICS } from '../../shared/engagement-constants.ts';
import { DEFAULT_PUSH_TOPIC, PUSH_TOPIC_NAMES } from '../../shared/push-topics.ts';
import { disablePush, enablePush, pushState, pushSupported, setPushTopic, type PushState } from '../behaviours/web-push.ts';

export const PUSH_SETTINGS_ANCHOR = 'ertesitesek';

type View = { kind: 'checking' } | { kind: 'ready'; state: PushState };

const MESSAGES = {
  unsupported: 'Ez a böngésző nem tud értesítéseket fogadni.',
  denied: 'Az értesítéseket letiltottad ebben a böngészőben. A böngésző webhely-beállításaiban engedélyezheted újra.',
  refused: 'Nem kaptunk engedélyt az értesítésekhez, így nem kapcsoltuk be őket.',
  failed: 'Az értesítések beállítása most nem sikerült. Próbáld újra néhány perc múlva.',
  on: 'Az értesítések be vannak kapcsolva ebben a böngészőben.',
} as const;

const isOn = (s: PushState) => s.webPush && s.topics.length > 0 && s.permission === 'granted';

export function PushSettings() {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const unsupported: PushState = { supported: false, permission: 'unsupported', topics: [], webPush: false };
    (pushSupported() ? pushState() : Promise.resolve(unsupported))
      .catch((): PushState => ({ supported: true, permission: Notification.permission, topics: [], webPush: false }))
      .then((state) => live && setView({ kind: 'ready', state }));
    return () => {
      live = false;
    };
  }, []);

  const run = async (step: () => Promise<PushState>, failure: string = MESSAGES.failed) => {
    setBusy(true);
    setError(null);
    try {
      setView({ kind: 'ready', state: await step() });
    } catch {
      setError(typeof Notification !== 'undefined' && Notification.permission === 'denied' ? MESSAGES.denied : failure);
      setView({ kind: 'ready', state: await pushState().catch(() => ({ supported: true, permission: Notification.permission, topics: [], webPush: false })) });
    } finally {
      setBusy(false);
    }
  };

  const state = view.kind === 'ready' ? view.state : null;
  const on = state !== null && isOn(state);
  return (
    <section className="push-settings" id={PUSH_SETTINGS_ANCHOR} aria-labelledby="push-settings-cim" data-push-state={state ? (on ? 'on' : state.supported ? 'off' : 'unsupported') : 'checking'}>
      <h2 id="push-settings-cim">Értesítések</h2>
      <p>Értesítést küldünk a böngésződbe, ha fontos hír történik. Bármikor kikapcsolhatod itt vagy a böngésződ beállításaiban.</p>
      {state && !state.supported && <p className="push-settings__note">{MESSAGES.unsupported}</p>}
      {state?.supported && state.permission === 'denied' && !on && <p className="push-settings__note">{MESSAGES.denied}</p>}
      {!on && state?.supported !== false && (
        <button type="button" className="push-settings__enable" disabled={!state || busy || state.permission === 'denied'}
          onClick={() => run(() => enablePush(DEFAULT_PUSH_TOPIC), MESSAGES.refused)}>
          Értesítések bekapcsolása
        </button>
      )}
      {on && state && (
        <>
          <p className="push-settings__status" role="status">{MESSAGES.on}</p>
          <fieldset className="push-settings__topics" disabled={busy}>
            <legend>Miről kérsz értesítést?</legend>
            {PUSH_TOPICS.map((topic) => (
              <label key={topic} className="push-settings__topic">
                <input type="checkbox" name="topic" value={topic} checked={state.topics.includes(topic)}
                  onChange={(e) => run(() => setPushTopic(topic, e.currentTarget.checked))} />
                <span>{PUSH_TOPIC_NAMES[topic]}</span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="push-settings__disable" disabled={busy} onClick={() => run(disablePush)}>
            Értesítések kikapcsolása
          </button>
        </>
      )}
      {error && <p className="push-settings__error" role="alert">{error}</p>}
    </section>
  );
}
