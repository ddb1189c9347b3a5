// A third-party frame's click-to-load card, built as markup by the page's build step (shared/embed-card.ts): React
// only places it; client/embeds/embed-cards.chunk.ts swaps it for the frame once the reader allows it.
export function EmbedCard({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div className={className ? `embed-slot ${className}` : 'embed-slot'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
