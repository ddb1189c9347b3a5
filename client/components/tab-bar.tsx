// §2.3 the tab bars of the lists: plain links, so they work without JavaScript.
import { Link } from 'react-router';

export function TabBar({ tabs, label }: { tabs: { label: string; href: string; current: boolean }[]; label: string }) {
  return (
    <nav className="tab-bar" aria-label={label}>
      <ul>
        {tabs.map((t) => (
          <li key={t.href}>
            <Link
              to={t.href}
              className={t.current ? 'tab-bar__tab tab-bar__tab--current' : 'tab-bar__tab'}
              {...(t.current ? { 'aria-current': 'page' as const } : {})}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
