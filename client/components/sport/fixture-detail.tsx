// §2.7 the fixture view: a 'Vissza' link back to the list, then summary, timeline, statistics, squads and the
// predicted outcome, each in its own section. The page refreshes the data (§4: every 15 s until it ends); this
// only draws it.
import { TEXT_BACK } from '../../../shared/sport-constants.ts';
import type { ReactElement } from 'react';
import type { Fixture } from '../../../shared/livescore-types.ts';
import { FixtureEvents } from './fixture-events.tsx';
import { FixtureLineups } from './fixture-lineups.tsx';
import { FixturePrediction } from './fixture-prediction.tsx';
import { FixtureStatistics } from './fixture-statistics.tsx';
import { FixtureSummary } from './fixture-summary.tsx';
import { MatchTimeline } from './match-timeline.tsx';
import { PlainLink, type SportLink } from './sport-link.tsx';

export interface FixtureDetailProps {
  fixture: Fixture;
  /** where 'Vissza' goes: the list the reader came from (the page's URL without meccs) */
  backHref: string;
  Link?: SportLink;
}

const SECTIONS = [
  ['osszefoglalo', 'Összefoglaló'],
  ['idovonal', 'Idővonal'],
  ['statisztika', 'Statisztika'],
  ['osszeallitas', 'Összeállítások'],
  ['vart-kimenetel', 'Várható kimenetel'],
] as const;

export function FixtureDetail({ fixture: f, backHref, Link = PlainLink }: FixtureDetailProps) {
  const id = (key: string) => `meccs-${f.fixture.id}-${key}`;
  const body: Record<(typeof SECTIONS)[number][0], ReactElement> = {
    osszefoglalo: <FixtureEvents fixture={f} />,
    idovonal: <MatchTimeline fixture={f} />,
    statisztika: <FixtureStatistics fixture={f} />,
    osszeallitas: <FixtureLineups fixture={f} />,
    'vart-kimenetel': <FixturePrediction fixture={f} />,
  };
  return (
    <article className="fixture-detail" aria-labelledby={id('fej')}>
      <Link to={backHref} className="sport-back">
        {TEXT_BACK}
      </Link>
      <FixtureSummary fixture={f} headingId={id('fej')} />
      {SECTIONS.map(([key, title]) => (
        <section
          key={key}
          className={`fixture-detail__section fixture-detail__section--${key}`}
          aria-labelledby={id(key)}
        >
          <h3 className="sport-heading" id={id(key)}>
            {title}
          </h3>
          {body[key]}
        </section>
      ))}
    </article>
  );
}
