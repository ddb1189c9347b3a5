// Decision 043: the attempt store is one SQLite file that every BFF process of a host opens, and each hit is one
// atomic upsert. Three processes hitting one key at the same moment are answered every count from 1 to the total
// exactly once: no two ever saw the same count, so none could let an attempt past the limit that another also let by.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import t from 'tap';

const dir = mkdtempSync(join(tmpdir(), 'attempt-store-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

function hitter(file: string, n: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/attempt-store-hitter.ts', file, String(n)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ready = lines.next();
  return {
    ready,
    go: () => child.stdin.end('go\n'),
    counts: ready.then(async () => JSON.parse((await lines.next()).value as string) as number[]),
  };
}

t.test('three processes counting one key at once: every count answered exactly once', async (t) => {
  const file = join(dir, 'attempts.db');
  const n = 2000;
  const children = [hitter(file, n), hitter(file, n), hitter(file, n)];
  t.same(
    (await Promise.all(children.map((c) => c.ready))).map((r) => r.value),
    ['ready', 'ready', 'ready'],
  );
  for (const c of children) c.go();
  const all = (await Promise.all(children.map((c) => c.counts))).flat().sort((a, b) => a - b);
  t.equal(all.length, 3 * n);
  t.same(
    all,
    Array.from({ length: 3 * n }, (_, i) => i + 1),
    'the counts are 1 … 6000, each once',
  );
});
