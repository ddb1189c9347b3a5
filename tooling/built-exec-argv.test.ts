// Built server processes are started without the TypeScript loader their launcher runs under, and with its other flags.
import t from 'tap';
import { builtExecArgv } from './built-exec-argv.ts';

t.test('tsx is dropped in every spelling, other flags are kept', async (t) => {
  t.same(builtExecArgv(['--import', 'tsx']), []);
  t.same(builtExecArgv(['--import=tsx', '--max-old-space-size=512']), ['--max-old-space-size=512']);
  t.same(builtExecArgv(['--require', 'tsx/cjs', '--loader', 'tsx/esm', '--enable-source-maps']), [
    '--enable-source-maps',
  ]);
  t.same(builtExecArgv(['--import', 'file:///srv/app/node_modules/tsx/dist/esm/index.mjs']), []);
  t.same(
    builtExecArgv(['--import', './tracing.mjs', '--import', 'tsx']),
    ['--import', './tracing.mjs'],
    'another preload stays',
  );
  t.same(builtExecArgv(['--import', 'tsx-like-name']), ['--import', 'tsx-like-name'], 'only tsx itself');
});
