// A sidebar box's entry (§2.6 'Friss hírek', §9 the recommender's boxes): section, title, live badge, date. Lean on
// purpose: a sidebar holds some forty, on every article page.
import { useNavigate } from 'react-router';
import type { CompactCard } from '../../shared/card-article.ts';
import { followInApp } from '../follow-in-app.ts';
import { RelativeTime } from './relative-time.tsx';

export function CompactCardList({ items }: { items: readonly CompactCard[] }) {
  const navigate = useNavigate();
  return (
    // Plain links and one handler on the list (client/follow-in-app.ts): forty <Link>s cost more to render than
    // the rest of the sidebar. The markup is what <Link discover="none"> wrote.
    <ul className="mini-list" onClick={(e) => followInApp(e, navigate)}>
      {items.map((a) => (
        <li className="mini" key={a.id}>
          <span className="mini__kicker">{a.section}{a.live && <span className="badge badge--live">ÉLŐ</span>}</span>
          <a className="mini__title" href={a.url}>{a.title}</a>
          <RelativeTime unix={a.pubDate} bare />
        </li>
      ))}
    </ul>
  );
}
