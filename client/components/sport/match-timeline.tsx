// §9 the match timeline: every event placed along a line of 105 minutes (125 after extra time, 130 with a
// shoot-out, whose kicks fill the last stretch in order), home events above, away events below. Each marker carries
// its minute and what happened as text for screen readers; the picture is for the eye (drawn shapes, not emoji:
// a reader without an emoji font would see empty boxes).
import { eventKind, eventLabel } from '../../../shared/football-labels.ts';
import { minuteLabel } from '../../../shared/fixture-status-label.ts';
import type { Fixture, FixtureEvent } from '../../../shared/livescore-types.ts';
import { timelineBasis, timelinePercent } from '../../../shared/match-timeline.ts';
import type { CSSProperties } from 'react';

const SHOOTOUT_FROM = 120;
const TICKS = [0, 45, 90, 105, 120] as const;
const ICONS: Readonly<Record<ReturnType<typeof eventKind>, string>> = {
  goal: '',
  missed: '✕',
  yellow: '',
  red: '',
  sub: '⇄',
  var: 'VAR',
  shootout: '●',
};

export function timelinePlacement(events: readonly FixtureEvent[], basis: number): number[] {
  const kicks = events.filter((e) => eventKind(e) === 'shootout');
  return events.map((e) => {
    if (eventKind(e) !== 'shootout') return timelinePercent(e.time.elapsed, e.time.extra, basis);
    const k = kicks.indexOf(e);
    const minute = SHOOTOUT_FROM + ((k + 0.5) * (basis - SHOOTOUT_FROM)) / kicks.length;
    return timelinePercent(minute, null, basis);
  });
}

export function MatchTimeline({ fixture: f }: { fixture: Fixture }) {
  const events = f.events ?? [];
  const basis = timelineBasis(f.fixture.status, f.score.penalty);
  const at = timelinePlacement(events, basis);
  return (
    <figure className="match-timeline" data-basis={basis}>
      <div className="match-timeline__track">
        <ol className="match-timeline__events">
          {events.map((e, i) => {
            const kind = eventKind(e);
            const side = e.team.id === f.teams.home.id ? 'home' : 'away';
            const text = `${minuteLabel(e.time.elapsed, e.time.extra)} ${eventLabel(e)}: ${e.player.name ?? ''} (${e.team.name})`;
            return (
              <li
                key={i}
                className={`match-timeline__event match-timeline__event--${kind} match-timeline__event--${side}`}
                style={{ '--at': `${at[i]}%` } as CSSProperties}
                title={text}
              >
                <span className="visually-hidden">{text}</span>
                <span className="match-timeline__icon" aria-hidden="true">
                  {ICONS[kind]}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="match-timeline__ticks" aria-hidden="true">
          {TICKS.filter((m) => m <= basis).map((m) => (
            <span
              key={m}
              className="match-timeline__tick"
              style={{ '--at': `${timelinePercent(m, null, basis)}%` } as CSSProperties}
            >
              {m}'
            </span>
          ))}
        </div>
      </div>
      <figcaption className="visually-hidden">{`Idővonal, ${basis} perces alapon: felül ${f.teams.home.name}, alul ${f.teams.away.name} eseményei`}</figcaption>
    </figure>
  );
}
