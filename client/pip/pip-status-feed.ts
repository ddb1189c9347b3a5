// Where the frontend refresh answer's pip status (§3, §7 /api/frontend/refresh) enters the page. Whatever polls the
// refresh endpoint hands each answer to takeRefreshAnswer: while no video is shown, that costs a property check, and
// the pip's code (the media dock chunk, with the rules that read a status in full) loads only when a status shows a
// video. The check is written out here rather than imported from shared/pip-rules.ts so that every page's deferred
// behaviours chunk stays free of the pip rules (the JavaScript budget counts its requests).
import { openMediaDock } from '../media-dock-slot.tsx';

let pipLoaded = false;

const showsVideo = (answer: unknown): boolean =>
  (answer as { pipStatus?: { pipShow?: unknown } | null } | null)?.pipStatus?.pipShow === true;

export function takeRefreshAnswer(answer: unknown): void {
  if (!pipLoaded && !showsVideo(answer)) return;
  pipLoaded = true;
  openMediaDock();
  void import('./pip-store.chunk.ts').then((m) => m.receiveRefreshAnswer(answer));
}
