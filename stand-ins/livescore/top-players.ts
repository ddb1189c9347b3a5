// Top scorers, top yellow cards and top red cards of a league season at a given moment (§3 Top entries), from the
// events that have happened, live matches included: a goal scored a minute ago already counts. Up to twenty
// players, plus any tied with the twentieth (they share its rank, §9). Own goals and shoot-out kicks are no one's
// goals; a second yellow counts as 'yellowred', not as a yellow.
import type { TopEntry } from '../../shared/livescore-types.ts';
import type { FixtureRecord, FootballWorld, SeasonRecord, TeamRef } from './football-world.ts';
import { fixtureState } from './fixture-view.ts';
import { matchDurationS } from './match-clock.ts';
import { compareHungarian } from './hungarian-order.ts';
import { nation } from './nations.ts';
import type { Player } from './squads.ts';

export type TopKind = 'topscorers' | 'topyellowcards' | 'topredcards';
export const TOP_KINDS: readonly TopKind[] = ['topscorers', 'topyellowcards', 'topredcards'];
export const TOP_LIST_SIZE = 20;

interface Tally {
  player: Player;
  team: TeamRef;
  apps: number;
  minutes: number;
  goals: number;
  assists: number;
  yellow: number;
  yellowred: number;
  red: number;
}

/** One match's share of each player's season: appearances, minutes, goals, assists and cards. */
type Contribution = Map<number, { player: Player; team: TeamRef } & Omit<Tally, 'player' | 'team'>>;

function contribution(f: FixtureRecord, nowS: number, world: FootballWorld): Contribution {
  const s = fixtureState(f, nowS);
  const out: Contribution = new Map();
  if (s.clock.short === 'NS') return out;
  const of = (p: Player, t?: TeamRef) => {
    let x = out.get(p.id);
    if (!x)
      out.set(
        p.id,
        (x = {
          player: p,
          team: t ?? world.teamOfPlayer.get(p.id)!,
          apps: 0,
          minutes: 0,
          goals: 0,
          assists: 0,
          yellow: 0,
          yellowred: 0,
          red: 0,
        }),
      );
    return x;
  };
  const played = Math.min(s.clock.elapsed ?? 0, f.script.timing.extraTime ? 120 : 90);
  const off = new Map<number, number>();
  const on = new Map<number, number>();
  for (const e of s.happened) {
    if (e.shootout || !e.player) continue;
    if (e.type === 'subst') {
      off.set(e.player.id, e.elapsed);
      if (e.assist) on.set(e.assist.id, e.elapsed);
    } else if (e.type === 'Card' && e.detail !== 'Yellow Card') off.set(e.player.id, e.elapsed);
  }
  for (const side of ['home', 'away'] as const) {
    const t = side === 'home' ? f.home : f.away;
    for (const slot of f.script.lineups[side].startXI) {
      const x = of(slot.player, t);
      x.apps++;
      x.minutes += Math.min(played, off.get(slot.player.id) ?? played);
    }
    for (const p of f.script.lineups[side].bench) {
      const from = on.get(p.id);
      if (from === undefined) continue;
      const x = of(p, t);
      x.apps++;
      x.minutes += Math.max(0, Math.min(played, off.get(p.id) ?? played) - from);
    }
  }
  for (const e of s.happened) {
    if (e.shootout || !e.player) continue;
    // The player's own team: a real scorer is no one of the generated squads, so it is not looked up.
    const side = e.side === 'home' ? f.home : f.away;
    if (e.type === 'Goal' && (e.detail === 'Normal Goal' || e.detail === 'Penalty')) {
      of(e.player, side).goals++;
      if (e.assist) of(e.assist, side).assists++;
    } else if (e.type === 'Card') {
      const x = of(e.player, side);
      if (e.detail === 'Yellow Card') x.yellow++;
      else if (e.detail === 'Second Yellow card') x.yellowred++;
      else x.red++;
    }
  }
  return out;
}

// A finished match's share never changes again: work it out once (a season's list then costs a sum, not a replay).
const settled = new WeakMap<FixtureRecord, { end: number; share: Contribution }>();

function tallies(record: SeasonRecord, world: FootballWorld, nowS: number): Map<number, Tally> {
  const out = new Map<number, Tally>();
  for (const f of record.fixtures) {
    const known = settled.get(f);
    let c: Contribution;
    if (known && nowS >= known.end) c = known.share;
    else {
      c = contribution(f, nowS, world);
      if (fixtureState(f, nowS).finished)
        settled.set(f, { end: f.kickoff + matchDurationS(f.script.timing), share: c });
    }
    for (const [id, x] of c) {
      const t = out.get(id);
      if (!t) {
        out.set(id, { ...x });
        continue;
      }
      t.apps += x.apps;
      t.minutes += x.minutes;
      t.goals += x.goals;
      t.assists += x.assists;
      t.yellow += x.yellow;
      t.yellowred += x.yellowred;
      t.red += x.red;
    }
  }
  return out;
}

const ORDER: Readonly<Record<TopKind, { keep: (t: Tally) => boolean; key: (t: Tally) => number[] }>> = {
  topscorers: { keep: (t) => t.goals > 0, key: (t) => [t.goals, t.assists, -t.minutes] },
  topyellowcards: { keep: (t) => t.yellow > 0, key: (t) => [t.yellow, t.yellowred + t.red] },
  topredcards: { keep: (t) => t.red + t.yellowred > 0, key: (t) => [t.red + t.yellowred, t.yellow] },
};

/** The value the list is ranked by (goals, yellows, or reds with second yellows). */
export const primaryValue = (kind: TopKind, t: Pick<Tally, 'goals' | 'yellow' | 'red' | 'yellowred'>) =>
  kind === 'topscorers' ? t.goals : kind === 'topyellowcards' ? t.yellow : t.red + t.yellowred;

export function topPlayers(kind: TopKind, record: SeasonRecord, world: FootballWorld, nowS: number): TopEntry[] {
  const { keep, key } = ORDER[kind];
  const list = [...tallies(record, world, nowS).values()].filter(keep).sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return compareHungarian(a.player.name, b.player.name);
  });
  const cut = list.length > TOP_LIST_SIZE ? primaryValue(kind, list[TOP_LIST_SIZE - 1]) : -1;
  const kept = list.filter((t, i) => i < TOP_LIST_SIZE || primaryValue(kind, t) === cut);
  // A real tournament's record has its goals only: appearances, minutes and assists are not known, so not given.
  const recorded = record.fixtures.some((f) => f.script.recorded);
  return kept.map((t) => ({
    player: { id: t.player.id, name: t.player.name, photo: null, nationality: nation(t.player.nation).name },
    statistics: [
      {
        team: { id: t.team.id, name: t.team.name, logo: t.team.logo },
        league: { id: record.league.id, name: record.league.name, season: record.season.year },
        games: recorded
          ? { appearences: null, minutes: null, position: null }
          : { appearences: t.apps, minutes: t.minutes, position: t.player.pos },
        goals: { total: t.goals, assists: recorded ? null : t.assists },
        cards: { yellow: t.yellow, yellowred: t.yellowred, red: t.red },
      },
    ],
  }));
}
