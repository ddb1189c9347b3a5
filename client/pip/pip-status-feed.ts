// Where the frontend refresh answer's pip status (§3, §7 /api/frontend/refresh) enters the page. Whatever polls the
// refresh endpoint hands each answer to takeRefreshAnswer: while no video is shown, that costs a property check, and
// the pip's code (the media dock chunk) loads only when a status shows a video.
import { pipStatusOf } from '../../shared/pip-rules.ts';
import { openMediaDock } from '../media-dock-slot.tsx';

let pipLoaded = false;

export function takeRefreshAnswer(answer: unknown): void {
  const status = pipStatusOf(answer);
  if (!status.show && !pipLoaded) return;
  pipLoaded = true;
  openMediaDock();
  void import('./pip-store.ts').then((m) => m.receivePipStatus(status));
}
