// A sidebar box's entry (§2.6 'Friss hírek', §9 the recommender's boxes): section, title, live badge, date. Lean on
// purpose: a sidebar holds some forty, on every article page.
import { Link } from 'react-router';
import type { CompactCard } from '../../shared/card-article.ts';
import { RelativeTime } from './relative-time.tsx';

export function CompactCardList({ items }: { items: readonly CompactCard[] }) {
  return (
    <ul className="mini-list">
      {items.map((a) => (
        <li className="mini" key={a.id}>
          <span className="mini__kicker">{a.section}{a.live && <span className="badge badge--live">ÉLŐ</span>}</span>
          {/* no route discovery attribute: the routes are all known up front, and forty links add up */}
          <Link className="mini__title" to={a.url} discover="none">{a.title}</Link>
          <RelativeTime unix={a.pubDate} bare />
        </li>
      ))}
    </ul>
  );
}
