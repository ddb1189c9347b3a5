// §9 equal values share a rank: in a list already in order, an entry equal to the one before it (on every value the
// order is made of) gets that entry's rank, and the next different one gets its position (1, 2, 2, 4).

export function rankWithTies<T>(sorted: readonly T[], values: (item: T) => readonly (number | string)[]): number[] {
  const ranks: number[] = [];
  let previous: readonly (number | string)[] | null = null;
  sorted.forEach((item, i) => {
    const v = values(item);
    const same = previous !== null && v.length === previous.length && v.every((x, k) => x === previous![k]);
    ranks.push(same ? ranks[i - 1] : i + 1);
    previous = v;
  });
  return ranks;
}
