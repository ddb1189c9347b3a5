// Functions stay short enough to read at once: every function in the source folders is under 80 lines, counted from
// its first line to its last, nested functions included. A long data table is a module-level constant, not a function.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import t from 'tap';
import { sourceFiles } from '../source-files.ts';
import ts from 'typescript';

const MAX_LINES = 80;
const SOURCE_FOLDERS = ['server', 'stand-ins', 'kit', 'client', 'shared', 'scripts', 'tooling'];
const root = new URL('../../', import.meta.url).pathname;

interface Measured {
  where: string;
  lines: number;
}

function functionsOf(file: string): Measured[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name =
        (node as ts.FunctionDeclaration).name?.getText(source) ??
        (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent)
          ? node.parent.name.getText(source)
          : '(anonymous)');
      out.push({ where: `${file}:${first + 1} ${name}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every function of the source folders (unit tests aside: a test's body is a list of cases), longest first. */
function measureAll(): Measured[] {
  return SOURCE_FOLDERS.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((file) => relative(root, file))
    .flatMap(functionsOf)
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
