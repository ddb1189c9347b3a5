// The search index walks on a worker thread (a slow walk must not stall the origin's other requests):
// for a database file the origin walks the index off its main thread and answers exactly as the inline walk does;
// a flood beyond the queue is refused with 503, and closing the origin stops the worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { buildOriginApp } from '../../stand-ins/origin/app.ts';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { HttpError } from '../../stand-ins/origin/http-error.ts';
import {
  MAX_PENDING,
  createSearchExecutor,
  inlineExecutor,
  workerExecutor,
} from '../../stand-ins/origin/search-executor.ts';
import { seedCorpus } from '../../stand-ins/origin/seed/corpus.ts';
import { FIXTURE_NOW } from '../helpers/origin-fixture.ts';
import { MAIN_GROUP, textHits } from '../helpers/sql-expectations.ts';

const dir = mkdtempSync(join(tmpdir(), 'search-worker-'));
const file = join(dir, 'origin.db');
const db = openDatabase(file);
seedCorpus(db, { articles: 400, seed: 7, now: FIXTURE_NOW });
t.teardown(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

t.test('a database file gets the worker, an in-memory one the calling thread', async (t) => {
  const onFile = createSearchExecutor(db);
  t.equal(onFile.mode, 'worker');
  await onFile.close();
  const memory = openDatabase(':memory:');
  t.equal(createSearchExecutor(memory).mode, 'inline');
  memory.close();
});

t.test('the worker walks the index exactly as the inline walk does', async (t) => {
  const worker = workerExecutor(file);
  t.teardown(() => worker.close());
  const inline = inlineExecutor(db);
  for (const match of ['"a"*', '"kor"*', '"a kormany"', '"zzzzzz"', '("a"*) AND ("\uE000lmain")']) {
    t.same(await worker.rowids(match, 50), await inline.rowids(match, 50), `rowids ${match}`);
    t.equal(await worker.count(match, 1000), await inline.count(match, 1000), `count ${match}`);
  }
  await t.rejects(
    worker.rowids('"unterminated', 5),
    /search index: /,
    'an index error is an error, and the worker lives on',
  );
  t.ok((await worker.count('"a"*', 10)) > 0);
});

t.test('a flood beyond the queue is refused with 503, not queued without end', async (t) => {
  const worker = workerExecutor(file);
  t.teardown(() => worker.close());
  const asks = Array.from({ length: MAX_PENDING + 20 }, () =>
    worker.count('"a"*', 100).then(
      () => 'ok',
      (e) => e,
    ),
  );
  const outcomes = await Promise.all(asks);
  const refused = outcomes.filter((o) => o instanceof HttpError && o.statusCode === 503);
  t.equal(refused.length, 20);
  t.equal(outcomes.filter((o) => o === 'ok').length, MAX_PENDING);
});

t.test('the origin on a database file answers searches through the worker, and closes it', async (t) => {
  const app = buildOriginApp({ db });
  const res = await app.inject({ url: '/api/search?term=a&perPage=100' });
  t.equal(res.statusCode, 200);
  t.same(
    res.json().items.map((a: { id: number }) => a.id),
    textHits(db, MAIN_GROUP, '"a"*').slice(0, 100),
  );
  await app.close();
});
