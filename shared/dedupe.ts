// §9 items used earlier on a page are excluded from later blocks: each block takes its slice from what is left.
export interface Deduper {
  /** The first `count` items not used yet; they count as used from now on. */
  take<T extends { id: number }>(items: readonly T[], count: number): T[];
  /** Marks items as used without taking them (e.g. a leader chosen elsewhere). */
  use(items: readonly { id: number }[]): void;
}

/** The first `count` of `items` whose key is not in `used` yet; their keys are added to it. */
function takeUnused<T, K>(items: readonly T[], count: number, used: Set<K>, keyOf: (item: T) => K): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= count) break;
    const key = keyOf(item);
    if (used.has(key)) continue;
    used.add(key);
    out.push(item);
  }
  return out;
}

export function createDeduper(): Deduper {
  const used = new Set<number>();
  return {
    take: (items, count) => takeUnused(items, count, used, (item) => item.id),
    use(items) {
      for (const item of items) used.add(item.id);
    },
  };
}

/** A box beside or below a page's main column: its candidates in order, and how many it shows. */
export interface BoxCandidates<T extends { url: string }> {
  size: number;
  items: readonly T[];
}

/**
 * §9 the boxes of a page, in reading order, after its main column: each shows the first `size` of its candidates
 * that neither the main column (`stories`, the links of its story cards) nor an earlier box shows, so a box fills
 * its count as long as it has candidates to spare. Known by link: an article's and an episode's ids are counted
 * apart, their links are not.
 */
export function boxItems<T extends { url: string }>(
  boxes: readonly BoxCandidates<T>[],
  stories: ReadonlySet<string>,
): T[][] {
  const used = new Set(stories);
  return boxes.map(({ size, items }) => takeUnused(items, size, used, (item) => item.url));
}
