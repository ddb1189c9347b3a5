// §4 draws that must not repeat until every value was used: the front page's automatic block variant (1..4) and the
// recommender version (1..20).

export interface NoRepeatDraw {
  next(): number;
}

/** A shuffled bag of 1..size: drawn empty, it is refilled. `random` is injectable for tests. */
export function createNoRepeatDraw(size: number, random: () => number = Math.random): NoRepeatDraw {
  let bag: number[] = [];
  let last: number | null = null;
  return {
    next() {
      if (bag.length === 0) {
        bag = Array.from({ length: size }, (_, i) => i + 1);
        for (let i = bag.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [bag[i], bag[j]] = [bag[j], bag[i]];
        }
        // A new round never starts with the value the last one ended with.
        if (size > 1 && bag[bag.length - 1] === last) [bag[0], bag[bag.length - 1]] = [bag[bag.length - 1], bag[0]];
      }
      last = bag.pop()!;
      return last;
    },
  };
}

/** One draw per key (per site): each site's readers go through every value in turn. */
export function createNoRepeatDrawPerKey(size: number, random: () => number = Math.random): (key: string) => number {
  const draws = new Map<string, NoRepeatDraw>();
  return (key) => {
    let draw = draws.get(key);
    if (!draw) draws.set(key, (draw = createNoRepeatDraw(size, random)));
    return draw.next();
  };
}
