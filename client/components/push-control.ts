// The push opt-in control's states (client/components/push-settings.chunk.tsx), as pure steps so a test can walk them: the
// control checks this browser's state, then is ready; a press makes it busy until the step ends; a failed step says
// why in Hungarian and leaves the button pressable again, as 'Újrapróbálom' (a browser whose push service
// cannot be reached used to leave the button disabled, silent, for good).
import type { PushState } from '../behaviours/web-push.ts';

export type PushProblem = 'refused' | 'denied' | 'unreachable' | 'failed';

export type PushControl =
  { phase: 'checking' } | { phase: 'ready'; state: PushState; busy: boolean; problem: PushProblem | null };

export type PushControlEvent =
  | { type: 'checked'; state: PushState }
  | { type: 'start' }
  | { type: 'done'; state: PushState }
  | { type: 'failed'; problem: PushProblem; state: PushState };

export const PUSH_PROBLEM_TEXT: Record<PushProblem, string> = {
  denied: 'Az értesítéseket letiltottad ebben a böngészőben. A böngésző webhely-beállításaiban engedélyezheted újra.',
  refused: 'Nem kaptunk engedélyt az értesítésekhez, így nem kapcsoltuk be őket.',
  unreachable:
    'A böngésződ értesítési szolgáltatása most nem érhető el, ezért nem tudtuk bekapcsolni az értesítéseket. ' +
    'Ellenőrizd az internetkapcsolatodat, és próbáld újra.',
  failed: 'Az értesítések beállítása most nem sikerült. Próbáld újra néhány perc múlva.',
};

export const PUSH_CHECKING: PushControl = { phase: 'checking' };

export function pushControlStep(control: PushControl, event: PushControlEvent): PushControl {
  switch (event.type) {
    case 'checked':
      return { phase: 'ready', state: event.state, busy: false, problem: null };
    case 'start':
      return control.phase === 'ready' ? { ...control, busy: true, problem: null } : control;
    case 'done':
      return { phase: 'ready', state: event.state, busy: false, problem: null };
    case 'failed':
      return { phase: 'ready', state: event.state, busy: false, problem: event.problem };
  }
}

/** What a failed step means for the reader: the browser's refusal outranks everything, then an unreachable service. */
export function pushProblemOf(
  error: unknown,
  permission: NotificationPermission | 'unsupported',
  otherwise: PushProblem,
): PushProblem {
  if (permission === 'denied') return 'denied';
  // our deadline passed, or the browser itself gave up on its push service (Chromium: AbortError, "push service error")
  if (error instanceof Error && (error.name === 'PushServiceUnreachable' || error.name === 'AbortError'))
    return 'unreachable';
  // the reader granted permission: whatever failed after it was no refusal of theirs
  return otherwise === 'refused' && permission === 'granted' ? 'failed' : otherwise;
}

/** The enable button: whether it can be pressed and what it says. */
export function enableButtonOf(control: PushControl): { disabled: boolean; label: string } {
  const ready = control.phase === 'ready' ? control : null;
  return {
    disabled: !ready || ready.busy || ready.state.permission === 'denied',
    label:
      ready?.problem === 'unreachable' || ready?.problem === 'failed' ? 'Újrapróbálom' : 'Értesítések bekapcsolása',
  };
}
