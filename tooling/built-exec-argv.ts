// Built processes (dist/) are plain JavaScript: they must not inherit the TypeScript loader the launching script runs
// under (`node --import tsx scripts/start.ts`), which a forked child or cluster worker gets by default. tsx's hooks
// run on a loader thread with a V8 heap of its own and cost each BFF process about 100 MB of resident memory
// (decision 034-built-processes-without-tsx). Every other flag (a heap limit, say) is passed on.
const LOADER_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

function isTsx(specifier: string | undefined): boolean {
  return !!specifier && /(^|[/\\])tsx([/\\]|$)/.test(specifier);
}

export function builtExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i];
    if (LOADER_FLAGS.has(flag) && isTsx(execArgv[i + 1])) {
      i++;
      continue;
    }
    const eq = flag.indexOf('=');
    if (eq > 0 && LOADER_FLAGS.has(flag.slice(0, eq)) && isTsx(flag.slice(eq + 1))) continue;
    kept.push(flag);
  }
  return kept;
}
