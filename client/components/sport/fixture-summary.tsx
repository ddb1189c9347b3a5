// The head of a fixture: competition and round, the two teams and the score (or the kick-off time), the status or
// minute, half-time and shoot-out scores, venue, referee and date.
import { fixturePhase } from '../../../shared/fixture-status.ts';
import { fixtureStatusLabel } from '../../../shared/fixture-status-label.ts';
import { dateTimeLabel } from '../../../shared/date-styles.ts';
import { roundLabel } from '../../../shared/football-labels.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';
import { penaltyText, scoreText } from './fixture-score.tsx';
import { TeamName } from './team-name.tsx';

export function FixtureSummary({
  fixture: f,
  headingLevel = 2,
  headingId,
}: {
  fixture: Fixture;
  headingLevel?: 2 | 3;
  headingId?: string;
}) {
  const phase = fixturePhase(f.fixture.status.short);
  const Heading = `h${headingLevel}` as const;
  const half = f.score.halftime;
  const penalties = penaltyText(f);
  return (
    <div className={`fixture-summary fixture-summary--${phase}`} data-fixture={f.fixture.id}>
      <p className="fixture-summary__competition">
        {f.league.name}, {roundLabel(f.league.round)}
      </p>
      <Heading className="fixture-summary__teams" id={headingId}>
        <TeamName team={f.teams.home} />
        <span className="fixture-summary__score">
          <span className="visually-hidden">
            {phase === 'not-started' ? ' (még nem kezdődött el) ' : ' eredmény: '}
          </span>
          {scoreText(f)}
        </span>
        <TeamName team={f.teams.away} />
      </Heading>
      <p className="fixture-summary__status">
        <span className={phase === 'live' || phase === 'extra-time' ? 'fixture-summary__live' : undefined}>
          {fixtureStatusLabel(f.fixture.status, f.fixture.timestamp)}
        </span>
        {half.home !== null && half.away !== null && phase !== 'not-started' && (
          <span>
            {' '}
            · félidő: {half.home}–{half.away}
          </span>
        )}
        {penalties && <span> · {penalties}</span>}
      </p>
      <p className="fixture-summary__meta">
        <time dateTime={f.fixture.date}>{dateTimeLabel(f.fixture.timestamp)}</time>
        {f.fixture.venue.name && (
          <>
            , {f.fixture.venue.name}
            {f.fixture.venue.city ? ` (${f.fixture.venue.city})` : ''}
          </>
        )}
        {f.fixture.referee && <>, játékvezető: {f.fixture.referee}</>}
      </p>
    </div>
  );
}
