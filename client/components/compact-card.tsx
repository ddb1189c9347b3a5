// A sidebar box's entries (§2.6 'Friss hírek', §9 the recommender's boxes): section, live badge, title, date. A
// sidebar holds some forty on every article page, so the list is one element whose items are markup built outside
// React (shared/compact-cards-html.ts), and its links are plain links with one click handler (client/follow-in-app.ts).
import type { CompactCard } from '../../shared/card-article.ts';
import { compactCardsHtml } from '../../shared/compact-cards-html.ts';
import { useNow, useSite } from '../boot-context.tsx';
import { useFollowInApp } from '../follow-in-app.ts';

export function CompactCardList({ items }: { items: readonly CompactCard[] }) {
  const follow = useFollowInApp();
  const now = useNow();
  const { timeZone } = useSite();
  return (
    <ul
      className="mini-list"
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: compactCardsHtml(items, now, timeZone) }}
    />
  );
}
