// Round-robin pairings by the circle method: with n teams (n even) every round pairs all of them, every pairing
// occurs once in the first n-1 rounds, and home and away alternate so no team plays long runs at home. A double
// round robin repeats the first half with home and away swapped.

export type Pairing = readonly [home: number, away: number];

export function singleRoundRobin(teamCount: number): Pairing[][] {
  if (teamCount % 2 !== 0 || teamCount < 2) throw new Error('round robin needs an even number of teams');
  const rest = Array.from({ length: teamCount - 1 }, (_, i) => i + 1);
  const rounds: Pairing[][] = [];
  for (let r = 0; r < teamCount - 1; r++) {
    const circle = [0, ...rest];
    const round: Pairing[] = [];
    for (let i = 0; i < teamCount / 2; i++) {
      const a = circle[i];
      const b = circle[teamCount - 1 - i];
      // The fixed team alternates by round; the others by their place on the circle.
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      round.push(swap ? [b, a] : [a, b]);
    }
    rounds.push(round);
    rest.unshift(rest.pop()!);
  }
  return rounds;
}

export function doubleRoundRobin(teamCount: number): Pairing[][] {
  const first = singleRoundRobin(teamCount);
  return [...first, ...first.map((round) => round.map(([h, a]) => [a, h] as const))];
}
