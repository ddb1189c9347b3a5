// kit/sqlite-driver.ts (decision 038): each supported Node line opens SQLite with the driver that runs on it,
// package.json's engines say the same lines, and a process that leaves statements to the garbage collector exits
// cleanly (better-sqlite3 12 aborted such a process on Node 24.19+). `.ci/node-line 24 test/server/origin-sqlite-driver.test.ts`
// runs this on another line.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import t from 'tap';
import { openSqlite, sqliteDriverName, SUPPORTED_NODE_RANGE, unsupportedNode } from '../../kit/sqlite-driver.ts';
import { fileOutbox } from '../../stand-ins/crm/mail-outbox.ts';

const ROOT = resolve(import.meta.dirname, '../..');

t.test('package.json engines name exactly the lines the driver table supports', async (t) => {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
  t.equal(pkg.engines.node, SUPPORTED_NODE_RANGE);
});

t.test('a Node outside the supported lines gets one sentence naming them', async (t) => {
  for (const v of ['18.20.4', '20.18.1', '21.7.3', '22.13.1', '23.11.0', '25.2.0', '27.0.0']) {
    t.equal(unsupportedNode(v), `This project needs Node 20.19+, 22.14+, 24 or 26; this is Node ${v}.`, v);
  }
  for (const v of ['20.19.0', '20.20.2', '22.14.0', '22.23.3', '24.0.0', '24.21.0', '26.0.0', '26.10.0'])
    t.equal(unsupportedNode(v), null, v);
  t.equal(unsupportedNode(), null, `this Node (${process.versions.node}) is supported`);
});

t.test('the driver of this line runs the API the code uses', async (t) => {
  t.equal(sqliteDriverName(), process.versions.node.startsWith('20.') ? 'better-sqlite3' : 'better-sqlite3-napi');
  const db = openSqlite(':memory:');
  t.teardown(() => db.close());
  db.pragma('foreign_keys = ON');
  t.equal(db.pragma('foreign_keys', { simple: true }), 1);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  db.exec('CREATE VIRTUAL TABLE f USING fts5(body)');
  const insert = db.prepare('INSERT INTO t (id, name) VALUES (@id, @name)');
  db.transaction((rows: { id: number; name: string }[]) => {
    for (const r of rows) insert.run(r);
  })([
    { id: 1, name: 'a' },
    { id: 2, name: 'b' },
  ]);
  t.same(db.prepare('SELECT name FROM t ORDER BY id').pluck().all(), ['a', 'b']);
  t.same([...db.prepare('SELECT id FROM t ORDER BY id').iterate()], [{ id: 1 }, { id: 2 }]);
  db.prepare('INSERT INTO f (rowid, body) VALUES (?, ?)').run(7, 'a kormány döntött');
  t.equal(db.prepare('SELECT rowid FROM f WHERE f MATCH ?').pluck().get('"korm"*'), 7);
  const copy = openSqlite(db.serialize());
  t.teardown(() => copy.close());
  t.equal(copy.prepare('SELECT count(*) FROM t').pluck().get(), 2, 'a database image opens as a copy');
});

t.test('a database file and its write-ahead log are readable by their owner only', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-mode-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const mode = (file: string) => statSync(file).mode & 0o777;
  const fresh = join(dir, 'fresh.db');
  const db = openSqlite(fresh);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE secrets (totp TEXT); INSERT INTO secrets VALUES (1)');
  t.equal(mode(fresh).toString(8), '600', 'a new database');
  t.equal(mode(`${fresh}-wal`).toString(8), '600', 'its write-ahead log');
  db.close();
  // A file an older run left readable to everyone is narrowed when opened.
  const old = join(dir, 'old.db');
  writeFileSync(old, '');
  chmodSync(old, 0o644);
  openSqlite(old).close();
  t.equal(mode(old).toString(8), '600', 'an existing database');
  // A data folder it creates is the owner's alone.
  const nested = join(dir, 'data', 'inner', 'origin.db');
  openSqlite(nested).close();
  t.equal(mode(join(dir, 'data')).toString(8), '700', 'a data folder it created');
  t.equal(mode(join(dir, 'data', 'inner')).toString(8), '700', 'and the folder inside');
});

// The review found data files in a folder an older run (or an installer) had left readable to everyone: the folder
// of a database or a mail outbox is narrowed to its owner when a service opens it, as the files are.
t.test('an existing data folder left open to others is narrowed, and so is an old outbox', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'data-folder-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
  const open = join(dir, 'open');
  mkdirSync(open, { mode: 0o755 });
  chmodSync(open, 0o755);
  openSqlite(join(open, 'origin.db')).close();
  t.equal(mode(open), '700', "a database's folder");
  const outboxFolder = join(dir, 'outbox');
  mkdirSync(outboxFolder);
  chmodSync(outboxFolder, 0o775);
  const outbox = join(outboxFolder, 'crm-outbox.jsonl');
  writeFileSync(outbox, '');
  chmodSync(outbox, 0o644);
  fileOutbox(outbox).send({ id: 'm1', to: 'a@example.hu', subject: 's', text: 't', sentAt: 0 });
  t.same([mode(outboxFolder), mode(outbox)], ['700', '600'], "an outbox's folder and file");
});

t.test('a process that leaves statements to the garbage collector exits cleanly', async (t) => {
  // Statements prepared and dropped on the main thread and in a worker, then a normal exit: with better-sqlite3 12
  // on Node 24.21 this aborted (SIGABRT, "Assertion failed: (env) != nullptr") in 4 of 6 runs.
  const driver = createRequire(import.meta.url).resolve(sqliteDriverName());
  const churn = `const D = require(${JSON.stringify(driver)}); const db = new D(':memory:');
    for (let i = 0; i < 5000; i++) db.prepare('SELECT ' + i + ', ?').get('x'.repeat(100));`;
  const script = `${churn}
    const worker = new (require('node:worker_threads').Worker)(${JSON.stringify(churn)}, { eval: true });
    worker.on('exit', (code) => console.log('worker exited with', code));`;
  // The abort depended on when the collector ran: three processes catch it nearly always.
  for (let run = 1; run <= 3; run++) {
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
    const assertion = child.stderr.split('\n').find((l) => l.includes('Assertion')) ?? child.stderr.slice(0, 200);
    t.equal(child.signal, null, `run ${run}: no signal${child.signal ? ` (${assertion})` : ''}`);
    t.equal(child.status, 0, `run ${run}: exit 0`);
    t.equal(child.stdout.trim(), 'worker exited with 0', `run ${run}: the worker finished too`);
  }
});
