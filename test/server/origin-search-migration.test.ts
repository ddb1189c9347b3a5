// Migration 3 rebuilds the search index of an existing database: the index then answers exactly as one
// the seed writes, so a data directory made before the change searches the same as a fresh one.
import type { Database } from 'better-sqlite3';
import t from 'tap';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { migrate, migrations } from '../../stand-ins/origin/schema.ts';
import { createSearchIndexer } from '../../stand-ins/origin/search-document.ts';
import { seedCorpus } from '../../stand-ins/origin/seed/corpus.ts';
import { openSqlite } from '../../kit/sqlite-driver.ts';
import { FIXTURE_NOW } from '../helpers/origin-fixture.ts';

const MATCHES = [
  '"a"*',
  '"kor"*',
  '"a kormany"',
  '("a"*) AND ("\uE000lmain")',
  '"\uE000lregional"',
  '"\uE000fliveblog" OR "\uE000flive"',
];
const answers = (db: Database) =>
  MATCHES.map((m) =>
    db.prepare('SELECT rowid FROM articles_fts WHERE articles_fts MATCH ? ORDER BY rowid DESC').pluck().all(m),
  );

t.test('a version 2 database gets the new index, built from its tables', async (t) => {
  const old = openSqlite(':memory:');
  for (const step of migrations.slice(0, 2)) old.exec(step as string);
  old.pragma('user_version = 2');
  old.exec(`INSERT INTO super_tags (id, slug, name, site_slug) VALUES (1, 'belfold', 'Belföld', 'telex');
    INSERT INTO tags (id, slug, name) VALUES (5, 'ukrajna', 'Ukrajna');
    INSERT INTO articles (id, type, title, slug, pub_date, updated_at, lead, main_super_tag_id, site_slug, content)
      VALUES (1, 'article', 'A kormány döntött', 'a-kormany-dontott', 100, 100, 'Bevezető', 1, 'telex', '<p>Szöveg <b>itt</b></p>');
    INSERT INTO article_super_tags VALUES (1, 1);
    INSERT INTO article_tags VALUES (1, 5);
    INSERT INTO articles_fts (rowid, title, lead, body) VALUES (1, 'A kormány döntött', 'Bevezető', 'Szöveg itt');`);
  migrate(old);
  t.equal(old.pragma('user_version', { simple: true }), migrations.length);
  const find = (m: string) => old.prepare('SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?').pluck().all(m);
  t.same(find('"kor"* AND "\uE000lmain" AND "\uE000t5" AND "\uE000s1"'), [1], 'text, listing and facets');
  t.same(find('"itt"'), [1], 'the body without markup');
  t.same(find('"b"'), [], 'markup is not indexed');
  old.close();
});

t.test('rebuilding the index gives the index the seed writes', async (t) => {
  const db = openDatabase(':memory:');
  seedCorpus(db, { articles: 500, seed: 11, now: FIXTURE_NOW });
  const seeded = answers(db);
  t.ok(seeded.every((ids) => Array.isArray(ids)) && seeded[0].length > 0);
  t.equal(createSearchIndexer(db).rebuildAll(), 500);
  t.same(answers(db), seeded);
  db.close();
});
