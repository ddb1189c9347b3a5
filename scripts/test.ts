// `npm test`: makes sure a Chromium is there for the browser tests (installing Debian's when we are root with apt),
// builds the client the tests serve, runs every tap test, and ends with the one-line total CI reads. With file
// arguments it runs those, and checks only what they need: `npm run test:proxy` needs Varnish with xkey, which it
// never installs (it names the command; .ci/run installs it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildClient } from '../tooling/build.ts';
import { chromePath } from '../tooling/chrome-path.ts';
import { missingVarnish } from '../tooling/caching-proxy.ts';

function ensureChromium(): void {
  if (chromePath()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error('No Chromium for the browser tests. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).');
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian\'s chromium package (apt-get update && apt-get install -y chromium)…');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = update.status === 0
    ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    : update;
  if (install.status !== 0 || !chromePath()) {
    console.error('Installing chromium failed; install it by hand: apt-get install -y chromium');
    process.exit(1);
  }
}

const args = process.argv.slice(2);
if (args.length === 0 || args.some((a) => a.includes('browser'))) ensureChromium();
const noVarnish = args.some((a) => a.includes('test/proxy')) ? missingVarnish() : null;
if (noVarnish) {
  console.error(noVarnish);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
await buildClient();

const tap = spawn(process.execPath, ['node_modules/tap/dist/esm/run.mjs', ...args], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, FORCE_COLOR: '0' },
});
let tail = '';
tap.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  tail = (tail + chunk.toString('utf8')).slice(-4000);
});
tap.on('close', (code) => {
  const m = /# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/.exec(tail);
  if (m) {
    const failed = Number(m[3] ?? 0);
    console.log(`${m[2]} passed, ${failed} failed`);
  } else {
    console.log(`0 passed, 1 failed`);
  }
  process.exit(code ?? 1);
});
