// §9 items used earlier on a page are excluded from later blocks: each block takes its slice from what is left.
export interface Deduper {
  /** The first `count` items not used yet; they count as used from now on. */
  take<T extends { id: number }>(items: readonly T[], count: number): T[];
  /** Marks items as used without taking them (e.g. a leader chosen elsewhere). */
  use(items: readonly { id: number }[]): void;
}

export function createDeduper(): Deduper {
  const used = new Set<number>();
  return {
    take(items, count) {
      const out = [];
      for (const item of items) {
        if (out.length >= count) break;
        if (used.has(item.id)) continue;
        used.add(item.id);
        out.push(item);
      }
      return out;
    },
    use(items) {
      for (const item of items) used.add(item.id);
    },
  };
}
