// The match statistics side by side (home, what, away), in Hungarian.
import { TEXT_NO_FIXTURE_DATA } from '../../../shared/constants.ts';
import { STATISTIC_LABELS } from '../../../shared/football-labels.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';

export function FixtureStatistics({ fixture: f }: { fixture: Fixture }) {
  const [home, away] = f.statistics ?? [];
  if (!home || !away) return <p className="sport-empty">{TEXT_NO_FIXTURE_DATA}</p>;
  const awayValue = (type: string) => away.statistics.find((s) => s.type === type)?.value ?? null;
  return (
    <table className="sport-table fixture-statistics">
      <caption className="visually-hidden">Statisztika</caption>
      <thead>
        <tr>
          <th scope="col">{home.team.name}</th>
          <th scope="col">
            <span className="visually-hidden">Mutató</span>
          </th>
          <th scope="col">{away.team.name}</th>
        </tr>
      </thead>
      <tbody>
        {home.statistics.map((s) => (
          <tr key={s.type}>
            <td>{s.value ?? 0}</td>
            <th scope="row">{STATISTIC_LABELS[s.type] ?? s.type}</th>
            <td>{awayValue(s.type) ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
