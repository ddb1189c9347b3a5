// §2.7 the top scorers, top yellow cards and top red cards (oldal=gol, sarga, piros): players in the service's
// order, equal values sharing a rank (§9).
import { TEXT_NO_FIXTURE_DATA } from '../../../shared/constants.ts';
import type { TopEntry } from '../../../shared/livescore-types.ts';
import { rankWithTies } from '../../../shared/rank-with-ties.ts';
import { TeamName } from './team-name.tsx';

export type TopListKind = 'topscorers' | 'topyellowcards' | 'topredcards';

const COLUMNS: Readonly<Record<TopListKind, { caption: string; value: string }>> = {
  topscorers: { caption: 'Góllövőlista', value: 'Gól' },
  topyellowcards: { caption: 'Sárga lapok', value: 'Sárga lap' },
  topredcards: { caption: 'Piros lapok', value: 'Piros lap' },
};

/** The number a list is ranked by: goals, yellow cards, or red cards with second yellows. */
export function topValue(kind: TopListKind, e: TopEntry): number {
  const s = e.statistics[0];
  if (kind === 'topscorers') return s.goals.total ?? 0;
  if (kind === 'topyellowcards') return s.cards.yellow ?? 0;
  return (s.cards.red ?? 0) + (s.cards.yellowred ?? 0);
}

export interface TopListTableProps {
  kind: TopListKind;
  entries: readonly TopEntry[];
  /** default: the list's name ('Góllövőlista'); a page may name the league */
  caption?: string;
  limit?: number;
}

export function TopListTable({ kind, entries, caption, limit }: TopListTableProps) {
  const list = limit ? entries.slice(0, limit) : entries;
  const col = COLUMNS[kind];
  // An empty list still says which list it is (a real tournament's record has no bookings to list).
  if (list.length === 0) return <p className="sport-empty">{`${caption ?? col.caption}: ${TEXT_NO_FIXTURE_DATA}`}</p>;
  const ranks = rankWithTies(list, (e) => [topValue(kind, e)]);
  // A record that gives goals without assists (a real tournament's) gets no assist column rather than zeros.
  const assists = kind === 'topscorers' && list.some((e) => e.statistics[0].goals.assists != null);
  return (
    <table className="sport-table top-list">
      <caption>{caption ?? col.caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="helyezés">#</abbr>
          </th>
          <th scope="col">Játékos</th>
          <th scope="col">Csapat</th>
          {assists && (
            <th scope="col" className="top-list__extra">
              Gólpassz
            </th>
          )}
          {kind === 'topredcards' && (
            <th scope="col" className="top-list__extra">
              Ebből két sárga
            </th>
          )}
          <th scope="col">{col.value}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((e, i) => {
          const s = e.statistics[0];
          return (
            <tr key={`${e.player.id ?? e.player.name}-${s.team.id}`}>
              <td className="sport-table__rank">{ranks[i]}.</td>
              <th scope="row" className="sport-table__name">
                {e.player.name}
              </th>
              <td>
                <TeamName team={s.team} />
              </td>
              {assists && <td className="top-list__extra">{s.goals.assists ?? 0}</td>}
              {kind === 'topredcards' && <td className="top-list__extra">{s.cards.yellowred ?? 0}</td>}
              <td className="sport-table__points">{topValue(kind, e)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
