// Functions stay short enough to read at once: every function in the source folders is under 80 lines, counted from
// its first line to its last, nested functions included. A long data table is a module-level constant, not a function.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import t from 'tap';
import { sourceFiles } from '../source-files.ts';
import type * as TS from 'typescript';

const MAX_LINES = 80;
const SOURCE_FOLDERS = ['server', 'stand-ins', 'kit', 'client', 'shared', 'scripts', 'tooling'];
const root = new URL('../../', import.meta.url).pathname;

interface Measured {
  where: string;
  lines: number;
}

// Loaded with require, and only when a file must be parsed: imported as an ES module, Node first scanned its 9 MB for
// named exports, about a CPU-second.
let loaded: typeof TS | undefined;
const typescript = () => (loaded ??= createRequire(import.meta.url)('typescript') as typeof TS);

function functionsOf(file: string, text: string): Measured[] {
  const ts = typescript();
  const source = ts.createSourceFile(
    file,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Measured[] = [];
  const visit = (node: TS.Node, parent?: TS.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name =
        (node as TS.FunctionDeclaration).name?.getText(source) ??
        (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
          ? parent.name.getText(source)
          : '(anonymous)');
      out.push({ where: `${file}:${first + 1} ${name}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, (child) => visit(child, node));
  };
  visit(source);
  return out;
}

/**
 * What the last run measured, by file: parsing the ~700 files took about four CPU-seconds, and most runs change a few.
 * A file is parsed again when its text, the measuring code above or TypeScript's version differs from what the entry
 * was measured with. (node_modules may be shared by several checkouts: an entry is keyed by path and text.)
 */
const CACHE_FILE = join(root, 'node_modules/.cache/hirportal-test/function-lengths.json');
const measuredWith = [
  functionsOf.toString(),
  JSON.parse(readFileSync(join(root, 'node_modules/typescript/package.json'), 'utf8')).version,
].join('\n');

function readCache(): Record<string, Measured[]> {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Record<string, Measured[]>;
  } catch {
    return {};
  }
}

function measureFiles(files: string[]): Measured[][] {
  const cached = readCache();
  const kept: Record<string, Measured[]> = {};
  const measured = files.map((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const key = createHash('sha256').update(measuredWith).update(`\0${file}\0${text}`).digest('hex');
    kept[key] = cached[key] ?? functionsOf(file, text);
    return kept[key];
  });
  mkdirSync(dirname(CACHE_FILE), { recursive: true });
  writeFileSync(`${CACHE_FILE}.${process.pid}`, JSON.stringify(kept));
  renameSync(`${CACHE_FILE}.${process.pid}`, CACHE_FILE);
  return measured;
}

/** Every function of the source folders (unit tests aside: a test's body is a list of cases), longest first. */
function measureAll(): Measured[] {
  const files = SOURCE_FOLDERS.flatMap((dir) => sourceFiles(join(root, dir))).map((file) => relative(root, file));
  return measureFiles(files)
    .flat()
    .sort((a, b) => b.lines - a.lines);
}

t.test(`every function in the source folders is under ${MAX_LINES} lines`, async (t) => {
  const all = measureAll();
  t.ok(all.length > 1000, `${all.length} functions found`);
  t.comment(`longest: ${all[0].where} (${all[0].lines} lines)`);
  t.same(
    all.filter((f) => f.lines >= MAX_LINES).map((f) => `${f.where} (${f.lines} lines)`),
    [],
  );
});
