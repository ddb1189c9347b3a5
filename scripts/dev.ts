// `npm run dev`: rebuilds the client on every change (esbuild watch) and restarts the BFF from sources (node --watch);
// each embedded upstream runs beside it unless its URL is set (tooling/embedded-services.ts).
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { buildConsentScript, clientBuildOptions, manifestFrom } from '../tooling/build.ts';
import { writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../server/assets/client-manifest.ts';
import { servicePort, servicesToRun } from '../tooling/embedded-services.ts';
import {
  callbackUris,
  DEMO_OIDC_ACCOUNT,
  DEMO_OIDC_CLIENT,
  startOidcProvider,
} from '../stand-ins/oidc-provider/main.ts';

const outdir = 'dist/client';
mkdirSync(join(outdir, 'assets'), { recursive: true });
cpSync('client/public', join(outdir, 'assets'), { recursive: true });
const options = clientBuildOptions(outdir);
const ctx = await context({
  ...options,
  minify: false,
  // The build's own plugins too (React Router trimmed as in production, decision 047), then the manifest writer.
  plugins: [
    ...options.plugins!,
    {
      name: 'manifest',
      setup(build) {
        build.onEnd((result) => {
          if (result.metafile) {
            writeFileSync(join(outdir, MANIFEST_FILE), JSON.stringify(manifestFrom(result.metafile, outdir), null, 2));
            console.log(`client rebuilt (${result.errors.length} errors)`);
          }
        });
      },
    },
  ],
});
await ctx.watch();
await buildConsentScript(outdir, false);

const env = { ...process.env };
// The mobile app's stand-in at /_app-harness (never in production).
env.APP_HARNESS ??= '1';
// The demo editor, printed once by the origin that creates it (stand-ins/origin/seed/demo-editor.ts).
env.ORIGIN_DEMO_EDITOR ??= '1';
// External sign-in (§6) against a local OpenID provider, unless a real one is configured (README, "External sign-in").
const oidc = env.OIDC_ISSUER
  ? null
  : await startOidcProvider({
      port: Number(env.OIDC_PROVIDER_PORT ?? 4009),
      clients: [
        {
          ...DEMO_OIDC_CLIENT,
          redirectUris: callbackUris([
            env.PUBLIC_ORIGIN_MAIN ?? `http://localhost:${env.PORT ?? 3000}`,
            env.PUBLIC_ORIGIN_REGIONAL ?? `http://ro.localhost:${env.PORT ?? 3000}`,
          ]),
        },
      ],
      accounts: [DEMO_OIDC_ACCOUNT],
      log: (m) => console.error(m),
    });
if (oidc) {
  Object.assign(env, {
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: DEMO_OIDC_CLIENT.clientId,
    ORIGIN_OIDC_ISSUER: oidc.issuer,
    ORIGIN_OIDC_CLIENT_ID: DEMO_OIDC_CLIENT.clientId,
    ORIGIN_OIDC_CLIENT_SECRET: DEMO_OIDC_CLIENT.clientSecret,
  });
  console.log(
    `local OpenID provider on ${oidc.issuer}: sign in at /login/kulso as ${DEMO_OIDC_ACCOUNT.email} / ${DEMO_OIDC_ACCOUNT.password}`,
  );
}
const children: ReturnType<typeof spawn>[] = [];
for (const service of servicesToRun(env)) {
  Object.assign(env, service.sharedEnv?.(servicePort(service, env), env));
  children.push(spawn(process.execPath, ['--import', 'tsx', service.entry], { stdio: 'inherit', env }));
  env[service.urlVar] = `http://127.0.0.1:${servicePort(service, env)}`;
}
children.push(
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch-path=server', '--watch-path=shared', '--watch-path=client', 'server/main.ts'],
    { stdio: 'inherit', env },
  ),
);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  void Promise.all([ctx.dispose(), oidc?.close()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
