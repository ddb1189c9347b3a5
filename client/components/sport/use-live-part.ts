// §4, §9 a live part of a sports page (a selected unfinished fixture, a day with a match on, a Live session, an
// article's dashboard): the server-rendered value until a poll brings a newer one. It polls the BFF's JSON every 15 s
// while the tab is visible (client/behaviours/poll-while-visible.ts), stops when an answer says there is nothing
// left to follow (refreshMs null: the match or session is over) and when the page is left. Failures are ignored: the
// reader keeps what they see, and the next poll tries again. Only the sports pages and the dashboard load this.
import { useEffect, useRef, useState } from 'react';
import { pollWhileVisible } from '../../behaviours/poll-while-visible.ts';

export function useLivePart<T, A extends { refreshMs: number | null }>(
  initial: T,
  path: string | null,
  pick: (answer: A) => T,
): T {
  const [fresh, setFresh] = useState<{ from: T; value: T } | null>(null);
  const pickRef = useRef(pick);
  pickRef.current = pick;
  useEffect(() => {
    if (!path) return;
    let over = false;
    const stop = pollWhileVisible(async () => {
      try {
        const res = await fetch(path, { headers: { accept: 'application/json' } });
        if (!res.ok || over) return;
        const answer = (await res.json()) as A;
        if (over) return;
        setFresh({ from: initial, value: pickRef.current(answer) });
        if (answer.refreshMs === null) {
          over = true;
          stop();
        }
      } catch {
        // §4 a failed refresh is ignored; the next one tries again.
      }
    });
    return () => {
      over = true;
      stop();
    };
  }, [path, initial]);
  // New loader data (a navigation) replaces whatever the polls brought for the old.
  return fresh && fresh.from === initial ? fresh.value : initial;
}
