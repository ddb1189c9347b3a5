// The two squads (§3 lineups: index 0 home, 1 away): formation, starting eleven with shirt numbers and positions,
// substitutes, coach.
import { TEXT_NO_FIXTURE_DATA } from '../../../shared/constants.ts';
import { POSITION_LABELS } from '../../../shared/football-labels.ts';
import type { Fixture, Lineup } from '../../../shared/livescore-types.ts';

function Players({ list, title }: { list: Lineup['startXI']; title: string }) {
  return (
    <>
      <h4 className="fixture-lineups__title">{title}</h4>
      <ol className="fixture-lineups__players">
        {list.map(({ player: p }) => (
          <li key={p.id}>
            <span className="fixture-lineups__number">{p.number ?? ''}</span> {p.name}
            {p.pos && (
              <abbr className="fixture-lineups__pos" title={POSITION_LABELS[p.pos] ?? p.pos}>
                {p.pos === 'G' ? 'K' : p.pos === 'D' ? 'V' : p.pos === 'M' ? 'KP' : 'T'}
              </abbr>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

export function FixtureLineups({ fixture: f }: { fixture: Fixture }) {
  const lineups = f.lineups ?? [];
  if (lineups.length < 2) return <p className="sport-empty">{TEXT_NO_FIXTURE_DATA}</p>;
  return (
    <div className="fixture-lineups">
      {lineups.map((l) => (
        <section key={l.team.id} className="fixture-lineups__team" aria-label={l.team.name}>
          <h4 className="fixture-lineups__name">
            {l.team.name}
            {l.formation && <span className="fixture-lineups__formation"> ({l.formation})</span>}
          </h4>
          <Players list={l.startXI} title="Kezdőcsapat" />
          <Players list={l.substitutes} title="Cserék" />
          {l.coach.name && <p className="fixture-lineups__coach">Vezetőedző: {l.coach.name}</p>}
        </section>
      ))}
    </div>
  );
}
