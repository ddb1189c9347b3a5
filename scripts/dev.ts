// `npm run dev`: rebuilds the client on every change (esbuild watch) and restarts the BFF from sources (node --watch);
// each embedded upstream runs beside it unless its URL is set (tooling/embedded-services.ts).
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { clientBuildOptions, manifestFrom } from '../tooling/build.ts';
import { writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../server/assets/client-manifest.ts';
import { embeddedServices, servicePort } from '../tooling/embedded-services.ts';

const outdir = 'dist/client';
mkdirSync(join(outdir, 'assets'), { recursive: true });
cpSync('client/public', join(outdir, 'assets'), { recursive: true });
const ctx = await context({
  ...clientBuildOptions(outdir),
  minify: false,
  plugins: [{
    name: 'manifest',
    setup(build) {
      build.onEnd((result) => {
        if (result.metafile) {
          writeFileSync(join(outdir, MANIFEST_FILE), JSON.stringify(manifestFrom(result.metafile, outdir), null, 2));
          console.log(`client rebuilt (${result.errors.length} errors)`);
        }
      });
    },
  }],
});
await ctx.watch();

const env = { ...process.env };
const children: ReturnType<typeof spawn>[] = [];
for (const service of embeddedServices) {
  if (env[service.urlVar]) continue;
  children.push(spawn(process.execPath, ['--import', 'tsx', service.entry], { stdio: 'inherit', env }));
  env[service.urlVar] = `http://127.0.0.1:${servicePort(service, env)}`;
}
children.push(spawn(process.execPath, ['--import', 'tsx', '--watch-path=server', '--watch-path=shared', '--watch-path=client', 'server/main.ts'], { stdio: 'inherit', env }));
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  void ctx.dispose().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
