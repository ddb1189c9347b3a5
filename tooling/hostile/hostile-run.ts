// Runs a seeded hostile-input campaign against running servers: `count` cases over `concurrency` connections at a
// time, each answer judged, and the figures the issue asks for at the end (5xx, unanswered within the deadline,
// off-site redirects, unescaped reflections, host names written back, crashes).
import { CaseGenerator, type Corpus, type Family, type HostileCase } from './hostile-cases.ts';
import { judge, type Finding, type FindingKind, type SiteOrigins } from './hostile-checks.ts';
import { rawExchange, type RawExchange } from './raw-http.ts';

export interface RunOptions {
  seed: number;
  count: number;
  concurrency: number;
  bffPort: number;
  originPort: number;
  origins: SiteOrigins;
  /** how long an answer may take after the last byte of the request; 5 s in the issue */
  deadlineMs?: number;
  /** crash signs of the server processes (exits, unhandled errors), read at the end */
  crashes?: () => string[];
  onProgress?: (done: number, figures: Figures) => void;
  /** every finding as it happens, with the request that caused it */
  onFinding?: (finding: Finding, request: string) => void;
}

export interface Figures {
  seed: number;
  requests: number;
  concurrency: number;
  wallMs: number;
  counts: Record<FindingKind, number> & { crashes: number };
  statuses: Record<string, number>;
  families: Partial<Record<Family, number>>;
  /** the slowest answer, ms */
  slowestMs: number;
  /** answers slower than 1, 2, 3 and 4 s (complete requests only) */
  slowerThan: Record<'1s' | '2s' | '3s' | '4s', number>;
  /** connection time spent per family (ms), for finding where the wall time goes */
  familyMs: Partial<Record<string, number>>;
  /** the slowest few cases, for finding what stalls */
  slowest: { ms: number; caseId: number; what: string }[];
  examples: Finding[];
  crashSigns: string[];
  examplesByCase: Record<number, string>;
}

const EXAMPLES_PER_KIND = 5;
const SLOWEST_KEPT = 8;

/** Real paths from the origin, so page cases reach every route's loader. */
export async function loadCorpus(originPort: number): Promise<Corpus> {
  const get = async (path: string, site = 'telex') => {
    const res = await fetch(`http://127.0.0.1:${originPort}${path}`, { headers: { 'x-site': site } });
    if (!res.ok) throw new Error(`origin ${path}: ${res.status}`);
    return res.json() as Promise<{
      items: {
        id: number;
        url: string;
        slug: string;
        mainSuperTag?: { slug: string };
        tags?: { slug: string }[];
        articleAuthors?: { slug: string }[];
        recommendedBoxImage?: { src: string } | null;
        type?: string;
      }[];
    }>;
  };
  const main = (await get('/api/articles?perPage=100')).items;
  const sub = [
    ...(await get('/api/articles?perPage=20', 'g7')).items,
    ...(await get('/api/articles?perPage=20', 'after')).items,
    ...(await get('/api/articles?perPage=20', 'karakter')).items,
  ];
  const regional = (await get('/api/articles?perPage=30', 'transtelex')).items;
  const live = (await get('/api/articles?perPage=20&filters[flag]=live')).items;
  const episodes = (await get('/api/episodes?perPage=20')).items;
  const uniq = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];
  const corpus: Corpus = {
    articles: uniq(main.map((a) => a.url)),
    siteArticles: uniq(sub.map((a) => a.url)),
    regionalArticles: uniq(regional.map((a) => a.url)),
    liveblogs: uniq(live.map((a) => a.url)),
    sections: uniq(main.map((a) => a.mainSuperTag?.slug)),
    tags: uniq(main.flatMap((a) => a.tags?.map((t) => t.slug) ?? [])),
    authors: uniq(main.flatMap((a) => a.articleAuthors?.map((x) => x.slug) ?? [])),
    episodes: uniq(episodes.map((e) => e.slug)),
    media: uniq(main.map((a) => a.recommendedBoxImage?.src)),
    articleIds: main.map((a) => a.id),
  };
  for (const [key, list] of Object.entries(corpus))
    if ((list as unknown[]).length === 0) (corpus as unknown as Record<string, string[]>)[key] = ['/x'];
  return corpus;
}

/** A case as one line: its family, what was done to it, and the start of the request as sent. */
function describe(c: HostileCase): string {
  const head = c.pieces.find((p): p is Buffer => typeof p !== 'number');
  return `[${c.family} ${c.kind.join(',')}] ${head?.subarray(0, 400).toString('latin1').replace(/\r\n/g, '⏎') ?? ''}`;
}

/** A few ordinary requests first, two at a time, so each worker has compiled its hot paths before it is judged:
 *  the first renders of a fresh process are several times slower than the rest. */
async function warmUp(port: number, corpus: Corpus): Promise<void> {
  const paths = [
    '/',
    '/legfrissebb',
    '/g7',
    '/after',
    '/karakter',
    '/archivum?term=a',
    ...corpus.articles.slice(0, 6),
    ...corpus.sections.slice(0, 4).map((s) => `/rovat/${s}`),
    `/page-data?path=${encodeURIComponent(corpus.articles[0])}`,
    '/nincs-ilyen-oldal',
    '/api/search?term=a',
    '/rss',
    '/sitemap.xml',
    '/sitemap-1.xml',
    '/sitemap-news.xml',
  ];
  for (let i = 0; i < paths.length; i += 2) {
    await Promise.all(
      paths.slice(i, i + 2).map((path) =>
        rawExchange({
          port,
          pieces: [Buffer.from(`GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`)],
          deadlineMs: 30_000,
        }),
      ),
    );
  }
}

function emptyFigures(opts: RunOptions): Figures {
  return {
    seed: opts.seed,
    requests: 0,
    concurrency: opts.concurrency,
    wallMs: 0,
    counts: { '5xx': 0, unanswered: 0, 'off-site-redirect': 0, reflection: 0, 'host-written-back': 0, crashes: 0 },
    statuses: {},
    families: {},
    slowestMs: 0,
    slowerThan: { '1s': 0, '2s': 0, '3s': 0, '4s': 0 },
    familyMs: {},
    slowest: [],
    examples: [],
    crashSigns: [],
    examplesByCase: {},
  };
}

/** Counts the case and its status, and where its time went: per family, the slow buckets, the slowest few. */
function recordAnswer(figures: Figures, c: HostileCase, ex: RawExchange): void {
  figures.requests++;
  figures.families[c.family] = (figures.families[c.family] ?? 0) + 1;
  const bucket = c.abandoned ? 'abandoned' : c.kind.includes('trickle') ? 'trickle' : c.family;
  figures.familyMs[bucket] = (figures.familyMs[bucket] ?? 0) + ex.ms;
  if (!ex.timedOut) figures.slowestMs = Math.max(figures.slowestMs, Math.round(ex.ms));
  if (!c.abandoned) for (const s of [1, 2, 3, 4] as const) if (ex.ms > s * 1000) figures.slowerThan[`${s}s`]++;
  if (
    !c.abandoned &&
    (figures.slowest.length < SLOWEST_KEPT || ex.ms > figures.slowest[figures.slowest.length - 1].ms)
  ) {
    const head = c.pieces.find((p): p is Buffer => typeof p !== 'number');
    figures.slowest.push({
      ms: Math.round(ex.ms),
      caseId: c.id,
      what: `[${c.family} ${c.kind.join(',')}] ${head?.subarray(0, 160).toString('latin1').split('\r\n')[0] ?? ''}`,
    });
    figures.slowest.sort((a, b) => b.ms - a.ms);
    figures.slowest.length = Math.min(figures.slowest.length, SLOWEST_KEPT);
  }
  const status = ex.responses.length ? String(ex.responses[0].status) : ex.timedOut ? 'timeout' : 'closed';
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
}

/** Judges the answer: every finding counted and reported, the first few of each kind kept as examples. */
function recordFindings(
  figures: Figures,
  shown: Partial<Record<FindingKind, number>>,
  c: HostileCase,
  ex: RawExchange,
  opts: RunOptions,
): void {
  for (const f of judge(c, ex, opts.origins)) {
    figures.counts[f.kind]++;
    opts.onFinding?.(f, describe(c));
    if ((shown[f.kind] ?? 0) < EXAMPLES_PER_KIND) {
      shown[f.kind] = (shown[f.kind] ?? 0) + 1;
      figures.examples.push(f);
      figures.examplesByCase[c.id] = describe(c);
    }
  }
}

/** Still serving afterwards: both processes answer their health check. */
async function checkStillServing(figures: Figures, opts: RunOptions, deadlineMs: number): Promise<void> {
  for (const [name, port] of [
    ['bff', opts.bffPort],
    ['origin', opts.originPort],
  ] as const) {
    const ex = await rawExchange({
      port,
      pieces: [Buffer.from('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')],
      deadlineMs,
    });
    if (ex.responses[0]?.status !== 200)
      figures.crashSigns.push(`${name}: /healthz answered ${ex.responses[0]?.status ?? 'nothing'} after the run`);
  }
}

export async function runHostile(opts: RunOptions): Promise<Figures> {
  const deadlineMs = opts.deadlineMs ?? 5_000;
  const corpus = await loadCorpus(opts.originPort);
  const generator = new CaseGenerator(opts.seed, corpus, { bff: opts.bffPort, origin: opts.originPort });
  const figures = emptyFigures(opts);
  const shown: Partial<Record<FindingKind, number>> = {};
  await warmUp(opts.bffPort, corpus);
  const started = performance.now();
  let next = 0;

  async function worker(): Promise<void> {
    while (next < opts.count) {
      const id = next++;
      const c = generator.next(id);
      const ex = await rawExchange({
        port: c.server === 'bff' ? opts.bffPort : opts.originPort,
        pieces: c.pieces,
        expect: c.methods.length,
        methods: c.methods,
        awaitContinueMs: c.awaitContinueMs,
        deadlineMs,
      });
      recordAnswer(figures, c, ex);
      recordFindings(figures, shown, c, ex, opts);
      if (figures.requests % 1000 === 0) opts.onProgress?.(figures.requests, figures);
    }
  }

  await Promise.all(Array.from({ length: opts.concurrency }, () => worker()));
  figures.wallMs = Math.round(performance.now() - started);
  await checkStillServing(figures, opts, deadlineMs);
  figures.crashSigns.push(...(opts.crashes?.() ?? []));
  figures.counts.crashes = figures.crashSigns.length;
  return figures;
}

/** The figures as the few lines a person reads. */
export function formatFigures(f: Figures, verbose = false): string {
  const c = f.counts;
  const lines = [
    `seed ${f.seed}, ${f.requests} requests at ${f.concurrency} concurrent clients in ${(f.wallMs / 1000).toFixed(1)} s ` +
      `(${Math.round(f.requests / (f.wallMs / 1000))}/s), slowest answer ${f.slowestMs} ms ` +
      `(over 1 s: ${f.slowerThan['1s']}, 2 s: ${f.slowerThan['2s']}, 3 s: ${f.slowerThan['3s']}, 4 s: ${f.slowerThan['4s']})`,
    `5xx: ${c['5xx']}  unanswered within 5 s: ${c.unanswered}  off-site redirects: ${c['off-site-redirect']}  ` +
      `unescaped reflections: ${c.reflection}  attacker host names written back: ${c['host-written-back']}  crashes: ${c.crashes}`,
    `families: ${Object.entries(f.families)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `statuses: ${Object.entries(f.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  ];
  for (const e of f.examples)
    lines.push(`  ${e.kind} #${e.caseId}: ${e.detail}\n      ${f.examplesByCase[e.caseId]?.slice(0, 300) ?? ''}`);
  for (const s of f.crashSigns) lines.push(`  crash: ${s}`);
  if (verbose)
    lines.push(
      `time by family (connection-seconds): ${Object.entries(f.familyMs)
        .map(([k, v]) => `${k} ${Math.round((v ?? 0) / 1000)}`)
        .join(', ')}`,
    );
  if (verbose) for (const s of f.slowest) lines.push(`  slow ${s.ms} ms #${s.caseId}: ${s.what}`);
  return lines.join('\n');
}
