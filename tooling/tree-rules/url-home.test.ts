// One home for URLs and parameters: the sub-site list is derived from shared/sites/site-table.ts, and the author, tag
// and RSS URLs and the paging parameter `oldal` are built and read by shared/ (author-url.ts, tag-url.ts, rss-url.ts,
// section-url.ts, page-param.ts). Any of them written by hand in client/, server/ or tooling/ fails here with the
// file, the line and what to call instead. Comments may name them; code may not, except where ALLOWED says why.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import t from 'tap';
import { sourceFiles } from '../source-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// The embedded services (stand-ins/) speak the upstreams' own contracts, which name these by hand: not scanned.
const SCANNED = ['client', 'server', 'tooling'];

interface Rule {
  name: string;
  use: string;
  hit: (code: string) => boolean;
}

const quoted = (word: string) => new RegExp(`['"\`]${word}['"\`]`);
const RULES: Rule[] = [
  {
    name: 'sub-site list',
    use: 'subSiteSlugs, SUB_SITE_ALTERNATION or isSubSiteSlug from shared/sites/site-table.ts',
    hit: (code) =>
      /after\s*\|\s*g7\s*\|\s*karakter/.test(code) || ['after', 'g7', 'karakter'].every((s) => quoted(s).test(code)),
  },
  // `\\?/` also catches the escaped slashes of a regular expression literal (/^\/szerzo\/…/).
  {
    name: 'author URL',
    use: 'authorPath or AUTHOR_PATH from shared/author-url.ts',
    hit: (code) => /\\?\/szerzo(?![a-z0-9-])/.test(code),
  },
  {
    name: 'tag URL',
    use: 'tagPath or TAG_PATH from shared/tag-url.ts',
    hit: (code) => /\\?\/cimke(?![a-z0-9-])/.test(code),
  },
  {
    name: 'RSS URL',
    use: 'siteRssPath, sectionRssPath or SECTION_RSS_PATH from shared/rss-url.ts',
    hit: (code) => /\\?\/rss\\?\/rovat/.test(code),
  },
  {
    name: 'page parameter',
    use: 'PAGE_PARAM, pageOf, pageFromQuery, setPageParam or pageHref from shared/page-param.ts',
    hit: (code) => /['"`]oldal['"`=]|[{,]\s*oldal\s*:|\.oldal\b/.test(code),
  },
];

/** Files that must keep a literal, by rule, and why. An entry that no longer matches anything fails too. */
const ALLOWED: { file: string; rule: string; reason: string }[] = [
  ...['sub-site list', 'author URL', 'tag URL', 'RSS URL', 'page parameter'].map((rule) => ({
    file: 'tooling/hostile/hostile-cases.ts',
    rule,
    reason:
      'the hostile suite sends URLs the way an outsider writes them; built by our own functions, a bug in them would hide',
  })),
  {
    file: 'server/routes/app-harness-routes.ts',
    rule: 'sub-site list',
    reason: "the app harness page's push-topic checkboxes (fontos, g7, after, karakter): PUSH_TOPICS values, not sites",
  },
  {
    file: 'server/routes/search-api-routes.ts',
    rule: 'page parameter',
    reason:
      "the publisher's /api/search parameter names (§7) that the BFF's search proxy passes on: the upstream's contract",
  },
];

/** A line without its comment: whole comment lines go, and a trailing ` // …`; a JSX comment in braces goes too. */
export function codeOf(line: string): string {
  const trimmed = line.trim();
  if (/^(\/\/|\/\*|\*)/.test(trimmed)) return '';
  return line.replace(/\{\/\*.*?\*\/\}/g, '').replace(/\s\/\/\s.*$/, '');
}

/** Every hand-written occurrence, as `file:line rule`. */
function occurrences(): { file: string; line: number; rule: Rule }[] {
  const out: { file: string; line: number; rule: Rule }[] = [];
  for (const top of SCANNED) {
    for (const path of sourceFiles(join(ROOT, top))) {
      const file = relative(ROOT, path);
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          const code = codeOf(text);
          if (!code) return;
          for (const rule of RULES) if (rule.hit(code)) out.push({ file, line: i + 1, rule });
        });
    }
  }
  return out;
}

t.test('comments are not code, code is', async (t) => {
  t.equal(codeOf('// the /szerzo/ list'), '');
  t.equal(codeOf(' * after|g7|karakter'), '');
  t.equal(codeOf("const a = '/szerzo/x'; // author"), "const a = '/szerzo/x';");
  t.equal(codeOf("fetch('https://x.example/y')"), "fetch('https://x.example/y')", 'a URL is not a comment');
});

t.test('the rules see what they are for', async (t) => {
  const hits = (code: string) => RULES.filter((r) => r.hit(code)).map((r) => r.name);
  t.same(hits('const SUB = /^(after|g7|karakter)$/;'), ['sub-site list']);
  t.same(hits("site.id === 'after' || site.id === 'g7' || site.id === 'karakter'"), ['sub-site list']);
  t.same(hits('<a href={`/szerzo/${a.slug}`}>'), ['author URL']);
  t.same(hits('if ((m = /^\\/szerzo\\/([^/]+)$/.exec(lower)))'), ['author URL']);
  t.same(hits('return to(`/cimke${m[1]}`);'), ['tag URL']);
  t.same(hits('const self = `/rss/rovat/${slug}`;'), ['RSS URL']);
  t.same(hits("params.get('oldal')"), ['page parameter']);
  t.same(hits('new URLSearchParams({ oldal: String(page) })'), ['page parameter']);
  t.same(
    hits("const label = 'Első oldal'; const id = 'nl-oldal'; const x = '/szerzok'; const g = 'g7';"),
    [],
    'words that only look alike',
  );
});

t.test('no sub-site list, author, tag or RSS URL, or paging parameter written outside shared/', async (t) => {
  const found = occurrences();
  const allowed = (o: { file: string; rule: Rule }) => ALLOWED.some((a) => a.file === o.file && a.rule === o.rule.name);
  const offending = found
    .filter((o) => !allowed(o))
    .map((o) => `${o.file}:${o.line} writes the ${o.rule.name} by hand: use ${o.rule.use}`);
  t.same(offending, [], 'build and read them with the shared functions');
  const stale = ALLOWED.filter((a) => !found.some((o) => o.file === a.file && o.rule.name === a.rule)).map(
    (a) => `${a.file} (${a.rule})`,
  );
  t.same(stale, [], 'every allow-list entry is still needed');
});
