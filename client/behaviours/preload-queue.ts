// §9 at most MAX_CONCURRENT_PRELOADS route preloads at once. The newest request runs first (it is the link the
// reader is pointing at now); a key already queued, running or done is not requested again.
import { MAX_CONCURRENT_PRELOADS } from '../../shared/navigation-constants.ts';

export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS) {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length) {
      running++;
      waiting.pop()!()
        .catch(() => {})
        .finally(() => {
          running--;
          next();
        });
    }
  };
  return {
    add(key: string, task: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      next();
    },
    get running() {
      return running;
    },
  };
}
