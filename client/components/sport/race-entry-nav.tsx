// The sessions of one Grand Prix as links (practices, the qualifying as one dotted id, the grid, the race; see
// shared/f1-race-entries.ts); the selected one marked.
import type { RaceEntry } from '../../../shared/f1-race-entries.ts';
import { raceStatusLabel } from '../../../shared/f1-labels.ts';
import { RACE_LIVE } from '../../../shared/sport-constants.ts';
import { PlainLink, type SportLink } from './sport-link.tsx';

export interface RaceEntryNavProps {
  entries: readonly RaceEntry[];
  selectedId: string | null;
  hrefFor: (raceId: string) => string;
  Link?: SportLink;
}

export function RaceEntryNav({ entries, selectedId, hrefFor, Link = PlainLink }: RaceEntryNavProps) {
  return (
    <nav className="race-entries" aria-label="A nagydíj programja">
      <ul>
        {entries.map((e) => (
          <li
            key={e.id}
            className={e.id === selectedId ? 'race-entries__item race-entries__item--selected' : 'race-entries__item'}
          >
            <Link to={hrefFor(e.id)} aria-current={e.id === selectedId ? 'page' : undefined}>
              {e.label}
              {e.status === RACE_LIVE && <span className="sport-live"> ({raceStatusLabel(e.status)})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
