// Loaded only where a label can show (live articles, lists and fronts), never by a plain article page.
import { liveLabelOf } from '../../shared/live-label.ts';
import { useNow } from '../boot-context.tsx';

/** §4 'ÉLŐ' / 'FRISSÜL' with 'frissült most|N perce'; hydrates with the server's clock (even when it
 * loads late), then ticks with the live one. */
export function ArticleLiveLabel({
  flags,
  updatedAt,
}: {
  flags: readonly (string | { slug: string })[];
  updatedAt: number;
}) {
  const label = liveLabelOf(flags, updatedAt, useNow());
  if (!label) return null;
  return (
    <span className="live-label">
      <span className={`badge badge--live live-label__badge`}>{label.label}</span>
      {label.note && <span className="live-label__note">{label.note}</span>}
    </span>
  );
}
