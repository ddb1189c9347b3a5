// A `§N` in a comment points into docs/product/ (the product as this repository knows it, one page per section of the
// specification, keeping its numbers): every one must name a heading that exists there, so a reader can follow it.
// A section of another document is written "RFC 9110 section 14", never with the sign.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import t from 'tap';
import { sourceFiles } from '../source-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PRODUCT = join(ROOT, 'docs/product');
const FOLDERS = ['client', 'server', 'stand-ins', 'kit', 'shared', 'scripts', 'tooling', 'test'];
const CITATION = /§ ?(\d+(?:\.\d+)*)/g;

/** The section numbers docs/product/ has headings for (`## §2.1 Routes` gives "2.1"). */
export function productSections(markdown: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of markdown) for (const m of text.matchAll(/^#+ §(\d+(?:\.\d+)*) /gm)) out.add(m[1]);
  return out;
}

/** Every `§N` a text cites that `known` lacks, as `where: §N`. */
export function unresolved(where: string, text: string, known: Set<string>): string[] {
  return [...text.matchAll(CITATION)].filter((m) => !known.has(m[1])).map((m) => `${where}: §${m[1]}`);
}

const known = productSections(
  readdirSync(PRODUCT)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readFileSync(join(PRODUCT, f), 'utf8')),
);

t.test('docs/product/ has a heading for every numbered section of the specification', async (t) => {
  for (const n of ['1', '2', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8', '3', '4', '5', '6', '7', '8', '9'])
    t.ok(known.has(n), `§${n}`);
});

t.test('every § cited in the code names a heading of docs/product/', async (t) => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder), { tests: true }));
  t.ok(files.length > 500, `${files.length} files read`);
  const missing = files.flatMap((file) => unresolved(relative(ROOT, file), readFileSync(file, 'utf8'), known));
  t.same(missing, []);
});

t.test('the check sees a section that does not exist', async (t) => {
  const sign = '§'; // written apart so that this file cites no missing section itself
  const planted = `// ${sign}4.7 a rule; ${sign}2.1 a route`;
  t.same(unresolved('x.ts', planted, productSections(['## §2.1 Routes'])), [`x.ts: ${sign}4.7`]);
  t.same([...productSections(['# §2 Screens\n## §2.1 Routes\ntext §9'])], ['2', '2.1']);
});

// An issue number points into a tracker this repository does not hold, so a reader cannot follow it: a comment says
// the rule itself, or names a decision record (docs/decisions/) that a reader can open.
const ISSUE = /\b[Ii]ssues? ?#?\d+/;

/** Every line of a text that cites an issue number, as `where:line: text`. */
export function issueCitations(where: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (ISSUE.test(line) ? [`${where}:${i + 1}: ${line.trim()}`] : []));
}

t.test('no comment or string in the code cites an issue number', async (t) => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder), { tests: true }));
  t.ok(files.length > 500, `${files.length} files read`);
  t.same(
    files.flatMap((file) => issueCitations(relative(ROOT, file), readFileSync(file, 'utf8'))),
    [],
  );
});

t.test('the check sees an issue number', async (t) => {
  const word = 'issue'; // written apart so that this file cites no issue itself
  t.same(issueCitations('x.ts', `// a rule\n// since ${word} 30's fix`), [`x.ts:2: // since ${word} 30's fix`]);
  for (const cited of [`${word} 13`, `I${word.slice(1)} 28:`, `${word}s 30 and 31`, `${word} #12`, `${word}#7`])
    t.equal(issueCitations('x.ts', cited).length, 1, cited);
  for (const plain of [`t${word} 3`, `the ${word} of 2026`, `an ${word}: 30 ms`])
    t.same(issueCitations('x.ts', plain), [], plain);
});

// A decision record a reader cannot find from the index is one they will not read before changing what it decided.
const DECISIONS = join(ROOT, 'docs/decisions');

/** The records of `files` (names like `094-….md`) that `index` does not link. */
export function unindexed(files: string[], index: string): string[] {
  return files.filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000-') && !index.includes(`](${f})`));
}

t.test('the decision index links every decision record', async (t) => {
  const files = readdirSync(DECISIONS);
  t.ok(files.length > 80, `${files.length} records`);
  t.same(unindexed(files, readFileSync(join(DECISIONS, '000-index.md'), 'utf8')), []);
});

t.test('the check sees a record the index lacks', async (t) => {
  t.same(unindexed(['000-index.md', '001-a.md', '002-b.md', 'README.md'], '| [001](001-a.md) |'), ['002-b.md']);
});
