import { liveLabelOf } from '../../shared/live-label.ts';
import { useNow } from '../boot-context.tsx';

/** §4 'ÉLŐ' / 'FRISSÜL' with 'frissült most|N perce'; uses the render clock, so it hydrates and then ticks. */
export function ArticleLiveLabel({ flags, updatedAt }: { flags: { slug: string }[]; updatedAt: number }) {
  const label = liveLabelOf(flags, updatedAt, useNow());
  if (!label) return null;
  return (
    <span className="live-label">
      <span className={`badge badge--live live-label__badge`}>{label.label}</span>
      {label.note && <span className="live-label__note">{label.note}</span>}
    </span>
  );
}
