// §7 a dotted race id merges the parts of one session, keeping each driver's result from the last part they took
// part in: after a qualifying the ten of Q3 come first in their Q3 order, then those out in Q2 in their Q2 order,
// then those out in Q1. Positions are renumbered over the merged list.

export interface PartResult {
  position: number | null;
  driver: { id: number };
}

export function mergeRaceSessions<T extends PartResult>(parts: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  const merged: T[] = [];
  for (let p = parts.length - 1; p >= 0; p--) {
    const ordered = [...parts[p]].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
    for (const r of ordered) {
      if (seen.has(r.driver.id)) continue;
      seen.add(r.driver.id);
      merged.push(r);
    }
  }
  return merged.map((r, i) => ({ ...r, position: r.position === null ? null : i + 1 }));
}
