// What the hostile suite judges in every answer: no 5xx, an answer in time, no redirect off the site (but /shop), no
// input reflected unescaped into HTML or XML, and no smuggled host name written back anywhere.
import { ATTACKER_DOMAIN, MARKER_PREFIX, PATH_HOST, type HostileCase } from './hostile-cases.ts';
import type { RawExchange, RawResponse } from './raw-http.ts';

export type FindingKind = '5xx' | 'unanswered' | 'off-site-redirect' | 'reflection' | 'host-written-back';

export interface Finding {
  kind: FindingKind;
  caseId: number;
  detail: string;
}

export interface SiteOrigins {
  main: string;
  regional: string;
  shopUrl: string;
}

const MARKUP = /html|xml|svg/i;
const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
/** A link, source or form target whose host is one a path smuggled in ('//evil.example/…', '/\evil.example/…'). */
const PATH_HOST_LINK = new RegExp(
  `(?:href|src|action|formaction|content)\\s*=\\s*["']?\\s*(?:[a-z][a-z0-9+.-]*:)?[\\\\/]{2}(?:[^/\\\\"'\\s>@]*@)?[^/\\\\"'\\s>:]*${PATH_HOST.replace('.', '\\.')}`,
  'i',
);
/** A relative link a browser would read as another host ('//x', '/\x', '\\x'). */
const HOST_RELATIVE_LINK = /(?:href|src|action|formaction)\s*=\s*["']?\s*(?:\/[\\/]|\\[\\/])/i;

function headerOf(res: RawResponse, name: string): string | undefined {
  return res.headers[name]?.[0];
}

function offSite(location: string, pageUrl: string, origins: SiteOrigins, shopAllowed: boolean): string | null {
  let resolved: URL;
  try {
    resolved = new URL(location, pageUrl);
  } catch {
    return `unparsable Location ${JSON.stringify(location)}`;
  }
  if (resolved.origin === new URL(origins.main).origin || resolved.origin === new URL(origins.regional).origin)
    return null;
  if (shopAllowed && resolved.href.startsWith(origins.shopUrl)) return null;
  return `${JSON.stringify(location)} → ${resolved.origin}`;
}

const isShopPath = (path: string | undefined) =>
  !!path && path.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase() === '/shop';

function pageUrlFor(origin: string, path: string): string {
  return origin + (path.startsWith('/') ? path : '/');
}

type Add = (kind: FindingKind, detail: string) => void;

/** A page-data answer's `redirect` is checked like a Location: on our sites, and never a path that reads as a host. */
function checkPageDataRedirect(c: HostileCase, text: string, origins: SiteOrigins, add: Add): void {
  let redirect: unknown;
  try {
    redirect = (JSON.parse(text) as { redirect?: unknown }).redirect;
  } catch {
    redirect = undefined;
  }
  if (typeof redirect === 'string') {
    const problem = offSite(
      redirect,
      pageUrlFor(origins.main, c.pageDataPath ?? '/'),
      origins,
      isShopPath(c.pageDataPath),
    );
    if (problem) add('off-site-redirect', `page-data redirect ${problem}`);
    if (redirect.startsWith('//') || redirect.startsWith('/\\'))
      add('off-site-redirect', `page-data redirect ${JSON.stringify(redirect)} reads as a host`);
  }
}

/** Markup: no marker as a tag or after a quote it smuggled in, and no link to a host the input put in a path. */
function checkMarkup(text: string, add: Add): void {
  const tag = text.indexOf(`<${MARKER_PREFIX}`);
  if (tag !== -1) add('reflection', `tag: …${text.slice(Math.max(0, tag - 60), tag + 30).replace(/\s+/g, ' ')}`);
  const outsideScripts = text.replace(SCRIPT_BLOCK, '');
  // A form field's own `value="…"` may start with what was typed (the archive's search field shows the term): its
  // opening quote is markup, and text there is never a URL. A quote the input smuggled in is still caught.
  const quoted = outsideScripts.search(
    new RegExp(
      `(?<!\\bvalue=)["'](?:javascript:)?${MARKER_PREFIX}|(?:href|src|action)\\s*=\\s*["']?\\s*javascript:${MARKER_PREFIX}`,
      'i',
    ),
  );
  if (quoted !== -1)
    add('reflection', `quote: …${outsideScripts.slice(Math.max(0, quoted - 60), quoted + 30).replace(/\s+/g, ' ')}`);
  const link = PATH_HOST_LINK.exec(outsideScripts) ?? HOST_RELATIVE_LINK.exec(outsideScripts);
  if (link)
    add(
      'host-written-back',
      `link: …${outsideScripts.slice(Math.max(0, link.index - 40), link.index + 80).replace(/\s+/g, ' ')}`,
    );
}

export function judge(c: HostileCase, ex: RawExchange, origins: SiteOrigins): Finding[] {
  const findings: Finding[] = [];
  const add: Add = (kind, detail) => findings.push({ kind, caseId: c.id, detail });
  const expected = c.methods.length;

  if (ex.timedOut) add('unanswered', `no answer within the deadline (${ex.responses.length}/${expected} answers)`);
  else if (!c.abandoned && ex.responses.length < expected) {
    add(
      'unanswered',
      ex.closedSilently
        ? `connection closed without an answer${ex.error ? ` (${ex.error})` : ''}`
        : `${ex.responses.length}/${expected} answers`,
    );
  }

  for (const res of ex.responses) {
    if (res.status >= 500)
      add('5xx', `${res.status} ${res.body.subarray(0, 160).toString('utf8').replace(/\s+/g, ' ')}`);

    const location = headerOf(res, 'location');
    if (location !== undefined) {
      const problem = offSite(location, pageUrlFor(origins.main, c.path), origins, isShopPath(c.path));
      if (problem) add('off-site-redirect', problem);
    }

    const type = headerOf(res, 'content-type') ?? '';
    const text = res.body.toString('utf8');
    if (c.family === 'page-data' && /json/i.test(type)) checkPageDataRedirect(c, text, origins, add);

    // Host names smuggled in through Host-like channels must not come back at all, from this case or any other.
    const everything = (res.head + '\n' + res.body.toString('latin1')).toLowerCase();
    const at = everything.indexOf(ATTACKER_DOMAIN);
    if (at !== -1) add('host-written-back', `…${everything.slice(Math.max(0, at - 80), at + 20).replace(/\s+/g, ' ')}`);

    const markup = MARKUP.test(type) || (!type && res.body.length > 0);
    if (markup) checkMarkup(text, add);
  }
  return findings;
}
