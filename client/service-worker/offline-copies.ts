// Articles that open offline (decision 088). Documents are network first: online the reader always gets the server's
// answer, and the worker only looks on. An article page the server marked shareable (`public` in its Cache-Control,
// so never a personal or preview answer: the answer policy decides, server/policy/answer-policy.ts) is kept with its
// stylesheet and pictures; the last OFFLINE_ARTICLES_KEPT opened stay, saved ones on top. When the network fails, a
// kept article is shown from the device with a line saying so, any other page gets a list of what can be read.
import { escapeHtml } from '../../shared/escape-html.ts';
import {
  ARTICLE_OG_TYPE,
  OFFLINE_ARTICLES_KEPT,
  WORKER_MESSAGES,
  isWorkerMessage,
} from '../../shared/offline-copies.ts';
import { fullDate } from '../../shared/relative-date.ts';
import type { FetchEvent, WorkerScope } from './worker-scope.ts';

// The cache names carry the layout's version: a worker that changes what it stores renames them, and its activation
// drops every offline cache it does not use.
export const OFFLINE_ARTICLES_CACHE = 'offline-articles-v1';
const ARTICLES = OFFLINE_ARTICLES_CACHE;
const ASSETS = 'offline-assets-v1';
export const OFFLINE_CACHES = [ARTICLES, ASSETS];

// What the worker notes beside a kept document, as headers of the stored response.
const FETCHED_AT = 'x-offline-fetched-at';
const TITLE = 'x-offline-title';
const LANG = 'x-offline-lang';
const SAVED = 'x-offline-saved';
const ASSET_LIST = 'x-offline-assets';

/** At most this many pictures of one article are kept (the first ones: the cover and the story's own). */
const PICTURES_KEPT = 12;

interface KeptArticle {
  url: string;
  title: string;
  lang: 'hu' | 'en';
  fetchedAt: number;
  saved: boolean;
  assets: string[];
}

/** One key per article, whatever query or fragment a link added. */
function copyKey(url: string): string {
  const u = new URL(url);
  return u.origin + u.pathname;
}

export function isKeepable(res: Response): boolean {
  if (res.status !== 200 || res.type !== 'basic') return false;
  if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const cacheControl = res.headers.get('cache-control') ?? '';
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]);

function metaContent(html: string, property: string): string | null {
  const tag = html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`));
  return tag ? unescapeHtml(tag[1]) : null;
}

/** An article page's title, language and the same-site files it needs to show offline; null for any other page. */
export function articleFacts(html: string, origin: string): Omit<KeptArticle, 'url' | 'fetchedAt' | 'saved'> | null {
  if (metaContent(html, 'og:type') !== ARTICLE_OG_TYPE) return null;
  const title = metaContent(html, 'og:title') ?? '';
  const lang = /^<!DOCTYPE html><html[^>]* lang="en/i.test(html) ? 'en' : 'hu';
  const sameSite = (href: string) => {
    const url = new URL(unescapeHtml(href), origin);
    return url.origin === origin ? url.href : null;
  };
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  const pictures = [...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((m) => m[1]).slice(0, PICTURES_KEPT);
  const assets = [...new Set([...styles, ...scripts, ...pictures].map(sameSite).filter((u): u is string => !!u))];
  return { title, lang, assets };
}

/** What the worker noted beside a kept copy (the stored response's own headers). */
function keptFrom(request: Request, res: Response): KeptArticle {
  return {
    url: request.url,
    title: decodeURIComponent(res.headers.get(TITLE) ?? ''),
    lang: res.headers.get(LANG) === 'en' ? 'en' : 'hu',
    fetchedAt: Number(res.headers.get(FETCHED_AT) ?? 0),
    saved: res.headers.get(SAVED) === '1',
    assets: (res.headers.get(ASSET_LIST) ?? '').split(' ').filter(Boolean),
  };
}

async function readKept(cache: Cache, request: Request): Promise<KeptArticle | null> {
  const res = await cache.match(request);
  return res ? keptFrom(request, res) : null;
}

/** Every kept article, the newest first. */
export async function keptArticles(): Promise<KeptArticle[]> {
  const cache = await caches.open(ARTICLES);
  const all = await Promise.all((await cache.keys()).map((key) => readKept(cache, key)));
  return all.filter((a): a is KeptArticle => !!a).sort((a, b) => b.fetchedAt - a.fetchedAt);
}

/** Drops the opened-not-saved articles past the newest OFFLINE_ARTICLES_KEPT, then the files no kept article needs. */
async function trim(): Promise<void> {
  const kept = await keptArticles();
  const articles = await caches.open(ARTICLES);
  const dropped = kept.filter((a) => !a.saved).slice(OFFLINE_ARTICLES_KEPT);
  await Promise.all(dropped.map((a) => articles.delete(a.url)));
  const needed = new Set(kept.filter((a) => !dropped.includes(a)).flatMap((a) => a.assets));
  const assets = await caches.open(ASSETS);
  await Promise.all((await assets.keys()).filter((key) => !needed.has(key.url)).map((key) => assets.delete(key)));
}

async function keepAssets(urls: string[]): Promise<void> {
  const assets = await caches.open(ASSETS);
  await Promise.all(
    urls.map(async (url) => {
      if (await assets.match(url)) return;
      // A file that does not come now is simply missing offline (the page still reads without it).
      const res = await fetch(url).catch(() => null);
      if (res?.ok) await assets.put(url, res);
    }),
  );
}

/**
 * Keeps `res` as the offline copy of the article at `url` when it is one and may be kept; `saved` marks it as one the
 * reader saved (undefined keeps the mark it had).
 */
async function keep(url: string, res: Response, saved?: boolean): Promise<void> {
  if (!isKeepable(res)) return;
  const html = await res.text();
  const facts = articleFacts(html, new URL(url).origin);
  if (!facts) return;
  const articles = await caches.open(ARTICLES);
  const before = await readKept(articles, new Request(copyKey(url)));
  const headers = new Headers(res.headers);
  // The body is stored decoded; the stored copy must not claim an encoding or the network answer's length.
  for (const name of ['content-encoding', 'content-length', 'vary', 'set-cookie']) headers.delete(name);
  headers.set(FETCHED_AT, String(Date.now()));
  headers.set(TITLE, encodeURIComponent(facts.title));
  headers.set(LANG, facts.lang);
  headers.set(SAVED, (saved ?? before?.saved) ? '1' : '0');
  headers.set(ASSET_LIST, facts.assets.join(' '));
  await keepAssets(facts.assets);
  await articles.put(copyKey(url), new Response(html, { status: 200, headers }));
  await trim();
}

// One change to the caches at a time: two articles kept together would each trim with a list missing the other.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime(step: () => Promise<void>): Promise<void> {
  const run = queue.then(step, step);
  queue = run.catch(() => undefined);
  return run;
}

async function fetchAndKeep(url: string, saved?: boolean): Promise<void> {
  const res = await fetch(url).catch(() => null);
  if (res) return keep(url, res, saved);
  // Offline: a copy already kept still takes the reader's mark.
  if (saved === undefined) return;
  const articles = await caches.open(ARTICLES);
  const old = await articles.match(copyKey(url));
  if (!old) return;
  const headers = new Headers(old.headers);
  headers.set(SAVED, saved ? '1' : '0');
  await articles.put(copyKey(url), new Response(await old.text(), { status: 200, headers }));
  await trim();
}

const COPY_LINE = {
  hu: (date: string) => `A készülékén tárolt példányt olvassa, letöltve: ${date}. Most nincs internetkapcsolat.`,
  en: (date: string) => `You are reading the copy saved on this device, fetched ${date}. You are offline.`,
};

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const fetchedLabel = (a: KeptArticle) => fullDate(Math.floor(a.fetchedAt / 1000), deviceZone(), a.lang);

/**
 * The kept copy as a static page: without the module scripts (offline they could not load their data, and hydrating
 * a page the worker added a line to would not match), with a line at the top saying what it is.
 */
async function copyAnswer(res: Response, article: KeptArticle): Promise<Response> {
  const html = (await res.text())
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<body([^>]*)>/,
      `<body$1><p class="offline-copy" role="status">${escapeHtml(COPY_LINE[article.lang](fetchedLabel(article)))}</p>`,
    );
  return new Response(html, { status: 200, headers: res.headers });
}

const OFFLINE_STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1.5rem 1rem;color:#111;background:#fff}
a{color:#0b57d0}li{margin:.75rem 0}small{display:block;color:#555}
@media (prefers-color-scheme:dark){body{color:#eee;background:#121212}a{color:#8ab4f8}small{color:#bbb}}`;

/** The page for a document that neither the network nor the device has: what can be read instead. */
async function offlinePage(requested: string): Promise<Response> {
  const kept = await keptArticles();
  const items = kept
    .map(
      (a) =>
        `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.title)}</a><small>letöltve: ${escapeHtml(fetchedLabel(a))}</small></li>`,
    )
    .join('');
  const list = kept.length
    ? `<p>Ezt az oldalat most nem lehet betölteni. A készülékén tárolt cikkeket kapcsolat nélkül is elolvashatja:</p><ul>${items}</ul>`
    : '<p>Ezt az oldalat most nem lehet betölteni, és a készülékén még nincs olyan cikk, amelyet kapcsolat nélkül megnyithatna.</p>';
  const html = `<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nincs internetkapcsolat</title><style>${OFFLINE_STYLE}</style></head><body><main><h1>Nincs internetkapcsolat</h1>${list}<p><a href="${escapeHtml(requested)}">Újrapróbálom</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The pages this worker answered from the device: their own files come from the device too. */
const offlineClients = new Set<string>();

async function documentAnswer(event: FetchEvent): Promise<Response> {
  try {
    const res = await fetch(event.request);
    if (isKeepable(res)) {
      // Cloned now, before the page starts reading the body; kept while the page loads.
      const copy = res.clone();
      event.waitUntil(oneAtATime(() => keep(event.request.url, copy)));
    }
    return res;
  } catch {
    const articles = await caches.open(ARTICLES);
    const key = new Request(copyKey(event.request.url));
    const copy = await articles.match(key);
    if (event.resultingClientId) offlineClients.add(event.resultingClientId);
    return copy ? copyAnswer(copy, keptFrom(key, copy)) : offlinePage(event.request.url);
  }
}

async function fileAnswer(event: FetchEvent): Promise<Response> {
  const kept = await caches.open(ASSETS).then((assets) => assets.match(event.request.url));
  return kept ?? fetch(event.request);
}

export function listenForOffline(scope: WorkerScope): void {
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET' || new URL(request.url).origin !== scope.location.origin) return;
    if (request.mode === 'navigate') event.respondWith(documentAnswer(event));
    // Online pages' files are left to the browser; only a page served from the device reads them from it.
    else if (offlineClients.has(event.clientId)) {
      event.respondWith(fileAnswer(event));
    }
  });
  scope.addEventListener('message', (event) => {
    if (!isWorkerMessage(event.data)) return;
    const { type, url } = event.data;
    if (new URL(url, scope.location.origin).origin !== scope.location.origin) return;
    const saved = type === WORKER_MESSAGES.save ? true : type === WORKER_MESSAGES.unsave ? false : undefined;
    event.waitUntil(oneAtATime(() => fetchAndKeep(new URL(url, scope.location.origin).href, saved)));
  });
}

/** Drops the offline caches an earlier worker kept under names this one does not use. */
export async function dropOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith('offline-') && !OFFLINE_CACHES.includes(n)).map((n) => caches.delete(n)),
  );
}
