// Text with a search's matched words marked: the segments come from shared/search-highlight.ts as plain
// text, so React escapes every part and only <mark> is ours.
import type { HighlightSegment } from '../../shared/search-highlight.ts';

export function HighlightedText({ segments }: { segments: readonly HighlightSegment[] }) {
  return <>{segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
