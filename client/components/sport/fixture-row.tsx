// One fixture as a table row: status (kick-off time, minute, or the end), home team, score, away team. A fixture
// not started is dimmed and has no score (§4 NS); a running one shows its minute in the live colour. The score links
// to the fixture's view when the page gives an href.
import { fixturePhase } from '../../../shared/fixture-status.ts';
import { fixtureStatusLabel } from '../../../shared/fixture-status-label.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';
import { penaltyText, scoreText } from './fixture-score.tsx';
import { PlainLink, type SportLink } from './sport-link.tsx';
import { TeamName } from './team-name.tsx';

export interface FixtureRowProps {
  fixture: Fixture;
  href?: string;
  selected?: boolean;
  Link?: SportLink;
}

export function FixtureRow({ fixture: f, href, selected = false, Link = PlainLink }: FixtureRowProps) {
  const phase = fixturePhase(f.fixture.status.short);
  const score = scoreText(f);
  const penalties = penaltyText(f);
  const label = `${f.teams.home.name}–${f.teams.away.name}${phase === 'not-started' ? '' : `, ${score}`}: a mérkőzés részletei`;
  return (
    <tr
      className={`fixture-row fixture-row--${phase}${selected ? ' fixture-row--selected' : ''}`}
      data-fixture={f.fixture.id}
    >
      <td className="fixture-row__status">
        <time dateTime={f.fixture.date}>{fixtureStatusLabel(f.fixture.status, f.fixture.timestamp)}</time>
      </td>
      <td className="fixture-row__team fixture-row__team--home">
        <TeamName team={f.teams.home} />
      </td>
      <td className="fixture-row__score">
        {href ? (
          <Link to={href} aria-label={label} aria-current={selected ? 'page' : undefined}>
            {score}
          </Link>
        ) : (
          score
        )}
        {penalties && <small className="fixture-row__penalties">{penalties}</small>}
      </td>
      <td className="fixture-row__team fixture-row__team--away">
        <TeamName team={f.teams.away} />
      </td>
    </tr>
  );
}

/** The table head the fixture rows sit under. */
export function FixtureTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Idő</th>
        <th scope="col">Hazai</th>
        <th scope="col">Eredmény</th>
        <th scope="col">Vendég</th>
      </tr>
    </thead>
  );
}
