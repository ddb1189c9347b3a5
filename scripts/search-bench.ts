// `npm run bench:search [-- --data-dir DIR] [--articles N]`: archive-search latency on a seeded corpus.
// Uses DIR/origin.db (default .bench/search-200000, gitignored); when it is missing, seeds it first with the
// deterministic corpus of N articles (default 200,000; several minutes and about 1 GB). Starts the embedded origin
// over it and the BFF in front of it, as separate processes from the sources, then asks one query at a time (latency,
// not throughput) for five kinds of term — 1 letter, 3 letters, a word, a quoted phrase, a word with two tags — at the
// origin and through the BFF, first cold (each query once) then warm (each query three more times). It also
// measures how long a trivial origin request (/healthz) waits while one-letter searches run beside it: SQLite is
// synchronous, so a long query stalls every other request of that process.
// Prints a Markdown table of p50/p99 in milliseconds. Figures compare runs on one machine, not absolute truths.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { openSqlite } from '../kit/sqlite-driver.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: join('.bench', 'search-200000') },
    articles: { type: 'string', default: '200000' },
    'origin-port': { type: 'string', default: '4510' },
    'bff-port': { type: 'string', default: '3510' },
    'warm-passes': { type: 'string', default: '3' },
    'no-bff': { type: 'boolean', default: false },
  },
});
const dataDir = values['data-dir'];
if (!existsSync(join(dataDir, 'origin.db'))) {
  const articles = values.articles;
  if (!/^[1-9]\d*$/.test(articles)) {
    console.error(`--articles must be a positive integer, got '${articles}'`);
    process.exit(2);
  }
  console.error(`no ${join(dataDir, 'origin.db')}: seeding ${articles} articles into it first`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed.ts', '--articles', articles, '--data-dir', dataDir],
    { stdio: 'inherit' },
  );
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
const ORIGIN = `http://127.0.0.1:${values['origin-port']}`;
const BFF = `http://127.0.0.1:${values['bff-port']}`;
const WARM_PASSES = Number(values['warm-passes']);

const ONE_LETTER = [
  'a',
  'e',
  'k',
  'm',
  's',
  't',
  'b',
  'v',
  'h',
  'n',
  'f',
  'p',
  'o',
  'r',
  'l',
  'g',
  'd',
  'c',
  'j',
  'z',
  'ö',
  'é',
  'á',
  'i',
  'u',
];
const THREE_LETTERS = [
  'kor',
  'mag',
  'val',
  'par',
  'bud',
  'sza',
  'ker',
  'don',
  'tar',
  'ert',
  'fel',
  'mun',
  'eur',
  'isk',
  'ors',
  'kul',
  'ren',
  'gaz',
  'tud',
  'hat',
  'vas',
  'kie',
  'elm',
  'nyu',
  'pol',
];
const WORDS = [
  'kormány',
  'választás',
  'döntés',
  'rendőrség',
  'tárgyalások',
  'polgármester',
  'szakértők',
  'önkormányzat',
  'változások',
  'egyeztetések',
  'bejelentette',
  'hatóságok',
  'iskola',
  'budapesti',
  'stadion',
  'kutatók',
  'kiállítás',
  'szavazás',
  'forgalom',
  'nyugdíjast',
  'vasútállomás',
  'fordulat',
  'hangsúlyozta',
  'meglepetést',
  'tájékoztatást',
];
const PHRASES = [
  '"a végső döntés"',
  '"komoly vitát"',
  '"a hatóságok vizsgálják"',
  '"a szakértők szerint"',
  '"mint korábban megírtuk"',
  '"új szakaszba lépett"',
  '"sokakat érint"',
  '"a részletekről később"',
  '"a helyzet egyelőre"',
  '"nagy figyelmet kapott"',
  '"a kormány"',
  '"a rendőrség"',
  '"hosszú folyamat"',
  '"a számok magukért beszélnek"',
  '"türelmet kérünk"',
  '"a polgármester"',
  '"hétfő délelőtt"',
  '"a hét elején"',
  '"az érintettek egyelőre kivárnak"',
  '"a folytatásról jövő héten"',
  '"a döntés hatása"',
  '"a kezdeményezés hamar"',
  '"a kritikusok szerint"',
  '"meglepetést okozott"',
  '"több szempontból"',
];

/** Tag pairs that occur together often: the busiest tags, each with its most frequent companion. */
function tagPairs(n: number): [string, string][] {
  const db = openSqlite(join(dataDir, 'origin.db'), { readonly: true });
  try {
    const busiest = db
      .prepare(`SELECT tag_id FROM article_tags GROUP BY tag_id ORDER BY count(*) DESC LIMIT ?`)
      .pluck()
      .all(n) as number[];
    const companion = db
      .prepare(
        `SELECT b.tag_id FROM article_tags a JOIN article_tags b ON b.article_id = a.article_id
      AND b.tag_id <> a.tag_id WHERE a.tag_id = ? GROUP BY b.tag_id ORDER BY count(*) DESC LIMIT 1`,
      )
      .pluck();
    const slug = db.prepare('SELECT slug FROM tags WHERE id = ?').pluck();
    return busiest.map((id) => [slug.get(id) as string, slug.get(companion.get(id)) as string]);
  } finally {
    db.close();
  }
}

function start(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: 'inherit',
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await request(url);
      await res.body.dump();
      if (res.statusCode === 200) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

interface Timed {
  ms: number;
  status: number;
}

async function timed(url: string): Promise<Timed> {
  const started = performance.now();
  const res = await request(url);
  await res.body.text();
  return { ms: performance.now() - started, status: res.statusCode };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Row {
  where: string;
  endpoint: string;
  kind: string;
  pass: string;
  n: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}
const rows: Row[] = [];

async function measure(where: string, endpoint: string, kind: string, urls: string[]): Promise<void> {
  const collect = async (pass: string, repeat: number) => {
    const ms: number[] = [];
    let errors = 0;
    for (let r = 0; r < repeat; r++) {
      for (const url of urls) {
        const t = await timed(url);
        ms.push(t.ms);
        if (t.status !== 200) errors++;
      }
    }
    ms.sort((a, b) => a - b);
    rows.push({
      where,
      endpoint,
      kind,
      pass,
      n: ms.length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      max: ms[ms.length - 1],
      errors,
    });
  };
  await collect('cold', 1);
  if (WARM_PASSES > 0) await collect('warm', WARM_PASSES);
}

/** Latency of /healthz sampled every few ms while one-letter archive searches run back to back beside it. */
async function stall(): Promise<{ p50: number; p99: number; max: number; n: number }> {
  let running = true;
  const heavy = (async () => {
    for (let i = 0; running; i++) {
      const letter = ONE_LETTER[i % ONE_LETTER.length];
      await timed(`${ORIGIN}/api/search?term=${encodeURIComponent(letter)}&perPage=10&oldal=${(i % 7) + 3}`);
    }
  })();
  const samples: number[] = [];
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    samples.push((await timed(`${ORIGIN}/healthz`)).ms);
    await sleep(5);
  }
  running = false;
  await heavy;
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: samples[samples.length - 1],
    n: samples.length,
  };
}

const pairs = tagPairs(WORDS.length);
const scenarios: { kind: string; query: string[] }[] = [
  { kind: '1 letter', query: ONE_LETTER.map((t) => `term=${encodeURIComponent(t)}`) },
  { kind: '3 letters', query: THREE_LETTERS.map((t) => `term=${encodeURIComponent(t)}`) },
  { kind: 'a word', query: WORDS.map((t) => `term=${encodeURIComponent(t)}`) },
  { kind: 'a phrase', query: PHRASES.map((t) => `term=${encodeURIComponent(t)}`) },
  {
    kind: 'word + 2 tags',
    query: WORDS.map(
      (t, i) =>
        `term=${encodeURIComponent(t)}&filters=${encodeURIComponent(JSON.stringify({ and_tags: pairs[i % pairs.length] }))}`,
    ),
  },
];

const origin = start('stand-ins/origin/main.ts', { ORIGIN_PORT: values['origin-port'], DATA_DIR: dataDir });
let bff: ChildProcess | null = null;
try {
  await waitFor(`${ORIGIN}/healthz`, 120_000);
  if (!values['no-bff']) {
    bff = start('server/main.ts', {
      PORT: values['bff-port'],
      HOST: '127.0.0.1',
      PUBLISHER_API_URL: ORIGIN,
      PAGE_CACHE_TTL_MS: '5000',
    });
    await waitFor(`${BFF}/healthz`, 60_000);
  }
  const stallFigures = await stall();
  for (const s of scenarios) {
    await measure(
      'origin',
      'archive /api/search',
      s.kind,
      s.query.map((q) => `${ORIGIN}/api/search?${q}&perPage=10&oldal=1`),
    );
    await measure(
      'origin',
      'typeahead /api/search/articles',
      s.kind,
      s.query.map((q) => `${ORIGIN}/api/search/articles?limit=5&${q}`),
    );
    await measure(
      'origin',
      'autocomplete',
      s.kind,
      s.query.map((q) => `${ORIGIN}/api/search/autocomplete?${q}`),
    );
  }
  if (bff) {
    for (const s of scenarios) {
      await measure(
        'BFF',
        'archive /api/search',
        s.kind,
        s.query.map((q) => `${BFF}/api/search?${q}&perPage=10&oldal=1`),
      );
      await measure(
        'BFF',
        'typeahead /api/search/articles',
        s.kind,
        s.query.map((q) => `${BFF}/api/search/articles?limit=5&${q}`),
      );
      await measure(
        'BFF',
        'autocomplete',
        s.kind,
        s.query.map((q) => `${BFF}/api/search/autocomplete?${q}`),
      );
      await measure(
        'BFF',
        'page /archivum',
        s.kind,
        s.query.map((q) => `${BFF}/archivum?${q}`),
      );
    }
  }
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  console.log('\n| where | endpoint | term | pass | n | p50 ms | p99 ms | max ms | non-200 |');
  console.log('| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.where} | ${r.endpoint} | ${r.kind} | ${r.pass} | ${r.n} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${r.errors} |`,
    );
  console.log(
    `\n/healthz at the origin while one-letter searches run beside it: p50 ${f(stallFigures.p50)} ms, ` +
      `p99 ${f(stallFigures.p99)} ms, max ${f(stallFigures.max)} ms (${stallFigures.n} samples)`,
  );
} finally {
  if (bff) await stop(bff);
  await stop(origin);
}
