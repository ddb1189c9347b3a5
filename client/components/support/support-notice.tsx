// What the last form did (`?eredmeny=`, shared/support-forms.ts), said at the top of a supporter page: an error is an
// alert, anything else a status.
import type { SupportNotice as Notice } from '../../../shared/pages/support.ts';

export function SupportNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={`support-notice support-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
