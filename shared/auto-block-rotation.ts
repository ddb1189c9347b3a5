// §4 the front page picks one of the automatic block variants at random, without repeating until all were used.
import { AUTO_BLOCK_VARIANTS } from './constants.ts';

export interface AutoBlockRotation {
  next(): number;
}

/** A shuffled bag of 1..variants: drawn empty, it is refilled. `random` is injectable for tests. */
export function createAutoBlockRotation(variants: number = AUTO_BLOCK_VARIANTS, random: () => number = Math.random): AutoBlockRotation {
  let bag: number[] = [];
  let last: number | null = null;
  return {
    next() {
      if (bag.length === 0) {
        bag = Array.from({ length: variants }, (_, i) => i + 1);
        for (let i = bag.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [bag[i], bag[j]] = [bag[j], bag[i]];
        }
        // A new round never starts with the variant the last one ended with.
        if (variants > 1 && bag[bag.length - 1] === last) [bag[0], bag[bag.length - 1]] = [bag[bag.length - 1], bag[0]];
      }
      last = bag.pop()!;
      return last;
    },
  };
}
