// §2.7 a competition's timetable (the Euro 2024 supplement's 'Menetrend'): its fixtures in kick-off order, a table a
// day, each round opened by its label: for leagues 1 and 4 the §9 knockout labels at fixture indexes, for others
// the round the service names.
import { calendarDay } from '../../../shared/calendar-day.ts';
import { dayHeading } from '../../../shared/date-styles.ts';
import { roundLabel } from '../../../shared/football-labels.ts';
import { hasKnockoutLabels, knockoutLabelAt, roundLabelOf } from '../../../shared/knockout-labels.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';
import { SPORT_TIME_ZONE } from '../../../shared/sport-constants.ts';
import { TEXT_NO_MATCHES } from '../../../shared/constants.ts';
import { FixtureRow, FixtureTableHead } from './fixture-row.tsx';
import type { SportLink } from './sport-link.tsx';

export interface FixtureTimetableProps {
  /** every fixture of the competition, in kick-off order (index 0 is its first match) */
  fixtures: readonly Fixture[];
  leagueId: number;
  hrefFor?: (fixtureId: number) => string;
  Link?: SportLink;
  /** the level of the round headings (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** the competition index of the first fixture given, when the list starts later than its first match (§9 labels count from it) */
  startIndex?: number;
}

interface Round {
  label: string;
  days: { day: string; fixtures: Fixture[] }[];
}

export function timetableRounds(fixtures: readonly Fixture[], leagueId: number, startIndex = 0): Round[] {
  const rounds: Round[] = [];
  const labelled = hasKnockoutLabels(leagueId);
  fixtures.forEach((f, i) => {
    const label = labelled
      ? knockoutLabelAt(leagueId, startIndex + i)
      : rounds.at(-1)?.label === roundLabel(f.league.round)
        ? null
        : roundLabel(f.league.round);
    if (label !== null || rounds.length === 0) {
      rounds.push({
        label: label ?? (labelled ? roundLabelOf(leagueId, startIndex + i) : null) ?? roundLabel(f.league.round),
        days: [],
      });
    }
    const round = rounds.at(-1)!;
    const day = calendarDay(f.fixture.timestamp, SPORT_TIME_ZONE);
    if (round.days.at(-1)?.day !== day) round.days.push({ day, fixtures: [] });
    round.days.at(-1)!.fixtures.push(f);
  });
  return rounds;
}

export function FixtureTimetable({
  fixtures,
  leagueId,
  hrefFor,
  Link,
  headingLevel = 3,
  startIndex = 0,
}: FixtureTimetableProps) {
  if (fixtures.length === 0) return <p className="sport-empty">{TEXT_NO_MATCHES}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="fixture-timetable">
      {timetableRounds(fixtures, leagueId, startIndex).map((round, r) => (
        <section key={r} className="fixture-timetable__round" aria-label={round.label}>
          <Heading className="sport-heading">{round.label}</Heading>
          {round.days.map(({ day, fixtures: list }) => (
            <table key={day} className="sport-table fixture-table">
              <caption>{dayHeading(day)}</caption>
              <FixtureTableHead />
              <tbody>
                {list.map((f) => (
                  <FixtureRow key={f.fixture.id} fixture={f} href={hrefFor?.(f.fixture.id)} Link={Link} />
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ))}
    </div>
  );
}
