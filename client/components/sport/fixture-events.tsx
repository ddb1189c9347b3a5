// The summary of a match: its goals, cards and VAR decisions minute by minute (substitutions are in the lineups),
// and the shoot-out's kicks after them.
import { TEXT_NO_FIXTURE_DATA } from '../../../shared/constants.ts';
import { eventKind, eventLabel } from '../../../shared/football-labels.ts';
import { minuteLabel } from '../../../shared/fixture-status-label.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';

/** `quiet`: nothing at all for a match without events yet (the dashboard: its score and minute already say it). */
export function FixtureEvents({
  fixture: f,
  withSubstitutions = false,
  quiet = false,
}: {
  fixture: Fixture;
  withSubstitutions?: boolean;
  quiet?: boolean;
}) {
  const events = (f.events ?? []).filter((e) => withSubstitutions || e.type !== 'subst');
  if (events.length === 0) return quiet ? null : <p className="sport-empty">{TEXT_NO_FIXTURE_DATA}</p>;
  return (
    <ol className="fixture-events">
      {events.map((e, i) => {
        const side = e.team.id === f.teams.home.id ? 'home' : 'away';
        const kind = eventKind(e);
        return (
          <li key={i} className={`fixture-events__item fixture-events__item--${side} fixture-events__item--${kind}`}>
            <span className="fixture-events__minute">
              {kind === 'shootout' ? '11-es' : minuteLabel(e.time.elapsed, e.time.extra)}
            </span>
            <span className="fixture-events__what">{eventLabel(e)}</span>
            <span className="fixture-events__who">
              {e.type === 'subst' ? (
                <>
                  {e.assist.name} be, {e.player.name} ki
                </>
              ) : (
                e.player.name
              )}
              {e.type === 'Goal' && e.assist.name && kind === 'goal' && (
                <span className="fixture-events__assist"> (gólpassz: {e.assist.name})</span>
              )}
            </span>
            <span className="fixture-events__team">{e.team.name}</span>
          </li>
        );
      })}
    </ol>
  );
}
