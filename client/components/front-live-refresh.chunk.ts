// §4 live article refresh on a front: "only the version is updated". Every 15 s each live card's version is fetched
// (the publisher API has no batch form: one request per card, in parallel, each answered from the BFF's short
// cache); a newer one updates that card in place (its version and the update time its label counts from), never
// the page. Failures are silent. Polling stops when the front is left or hidden and resumes, with an immediate
// check, when it is shown again. Fronts load this module lazily, and only when they show a live card.
import { useEffect, useRef } from 'react';
import { pollWhileVisible } from '../behaviours/poll-while-visible.ts';
import type { CardVersion } from './card-versions.ts';

/**
 * The card's update when the version endpoint's answer is newer than what the card shows, else null. An upstream
 * that does not send `updatedAt` yet: the card was updated at the latest when the change was seen.
 */
export function newerCardVersion(shown: CardVersion, answer: unknown, nowS: number): CardVersion | null {
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null) return null;
  const { v, updatedAt } = data as { v?: unknown; updatedAt?: unknown };
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= shown.version) return null;
  return { version: v, updatedAt: typeof updatedAt === 'number' && Number.isInteger(updatedAt) ? updatedAt : nowS };
}

/** Polls the given cards while mounted; hands each tick's newer versions (if any) to `onNewer`. */
export function FrontLiveRefresher({
  cards,
  onNewer,
}: {
  cards: ReadonlyMap<number, CardVersion>;
  onNewer(updates: Map<number, CardVersion>): void;
}): null {
  const current = useRef(cards);
  current.current = cards;
  const callback = useRef(onNewer);
  callback.current = onNewer;
  // Restart only when the set of polled cards changes, not on every update of their versions.
  const ids = [...cards.keys()].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!ids) return;
    const stopped = new AbortController();
    const checkOne = async (id: number, shown: CardVersion): Promise<[number, CardVersion] | null> => {
      try {
        const res = await fetch(`/api/articles/${id}/version`, {
          headers: { accept: 'application/json' },
          signal: stopped.signal,
        });
        if (!res.ok) return null;
        const next = newerCardVersion(shown, await res.json(), Math.floor(Date.now() / 1000));
        return next && [id, next];
      } catch {
        // §4 failures are ignored silently; the next tick tries again.
        return null;
      }
    };
    const stop = pollWhileVisible(async () => {
      const found = await Promise.all([...current.current].map(([id, shown]) => checkOne(id, shown)));
      const updates = new Map(found.filter((f) => f !== null));
      if (updates.size > 0 && !stopped.signal.aborted) callback.current(updates);
    });
    return () => {
      stop();
      stopped.abort();
    };
  }, [ids]);
  return null;
}
