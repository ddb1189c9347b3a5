// A child process for test/server/abuse-limits-store-counts-atomically-across-processes.test.ts: opens the attempt store's
// file, waits for the parent's "go" (so the processes count at the same time), hits one key N times and prints every
// count it was answered.
import { UNLIMITED } from '../../server/auth/attempt-limits.ts';
import { AttemptStore } from '../../server/auth/attempt-store.ts';

const [file, n] = [process.argv[2], Number(process.argv[3])];
const store = AttemptStore.open(file);
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  const counts: number[] = [];
  for (let i = 0; i < n; i++)
    counts.push(store.take([{ key: 'shared-key', max: UNLIMITED, windowMs: 600_000 }], Date.now()).counts[0]!.count);
  store.close();
  process.stdout.write(`${JSON.stringify(counts)}\n`);
});
