// Functions stay short enough to read at once (issue 27): every function in server/ssr/, in the app factory and in its
// global hooks' list is under 80 lines, counted from its first line to its last, nested functions included.
// server/http/ is reported, not yet enforced.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import ts from 'typescript';

const MAX_LINES = 80;
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

function measure(dir: string): Measured[] {
  return readdirSync(join(root, dir))
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => functionsOf(`${dir}/${f}`))
    .sort((a, b) => b.lines - a.lines);
}

t.test(`every function in server/ssr/ is under ${MAX_LINES} lines`, async (t) => {
  const all = measure('server/ssr');
  t.ok(all.length > 20, 'functions found');
  t.comment(`longest: ${all[0]!.where} (${all[0]!.lines} lines)`);
  t.same(
    all.filter((f) => f.lines >= MAX_LINES).map((f) => `${f.where} (${f.lines} lines)`),
    [],
  );
});

t.test(`every function of the app factory and its global hooks is under ${MAX_LINES} lines`, async (t) => {
  const all = ['server/app.ts', 'server/global-hooks.ts'].flatMap(functionsOf);
  t.ok(all.length > 5, 'functions found');
  t.same(
    all.filter((f) => f.lines >= MAX_LINES).map((f) => `${f.where} (${f.lines} lines)`),
    [],
  );
});

t.test(`server/http/: functions of ${MAX_LINES} lines or more (reported)`, async (t) => {
  const long = measure('server/http').filter((f) => f.lines >= MAX_LINES);
  t.comment(long.length ? long.map((f) => `${f.where} (${f.lines} lines)`).join('\n') : 'none');
  t.pass();
});
