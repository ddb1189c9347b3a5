// Debian's Varnish running deploy/varnish.vcl — the file production uses, with only its two backend addresses
// replaced by the BFF instances a test started — in the foreground as a child process with a scratch working
// directory. The test installs nothing: without varnishd it stops with the command that installs it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const VARNISH_VCL = 'deploy/varnish.vcl';
export const VARNISHD = '/usr/sbin/varnishd';
export const INSTALL_VARNISH = 'apt-get install -y --no-install-recommends varnish varnish-modules';

/** Null when Varnish and its xkey module are there, else the one line that says how to get them. */
export function missingVarnish(): string | null {
  const xkey = [
    '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so',
    '/usr/lib/aarch64-linux-gnu/varnish/vmods/libvmod_xkey.so',
  ];
  if (existsSync(VARNISHD) && xkey.some((p) => existsSync(p))) return null;
  return `No Varnish with the xkey module for the caching-proxy tests. Install it with: ${INSTALL_VARNISH}`;
}

/** deploy/varnish.vcl with each named backend pointed at 127.0.0.1:port; fails if the file no longer has them. */
export function vclFor(backends: Record<string, number>): string {
  let vcl = readFileSync(VARNISH_VCL, 'utf8');
  for (const [name, port] of Object.entries(backends)) {
    const block = new RegExp(`(backend ${name} \\{[^}]*?\\.host = )"[^"]*";(\\s*\\.port = )"\\d+";`);
    if (!block.test(vcl)) throw new Error(`${VARNISH_VCL} has no backend ${name} with .host and .port`);
    vcl = vcl.replace(block, `$1"127.0.0.1";$2"${port}";`);
  }
  return vcl;
}

export interface CachingProxy {
  url: string;
  /** varnishd's working directory (`-n`), for varnishlog or varnishadm when a test needs to look inside. */
  workdir: string;
  /** Varnish's counters (varnishstat), e.g. MAIN.cache_hit. */
  stats(): Record<string, number>;
  close(): Promise<void>;
}

export async function startCachingProxy(backends: Record<string, number>): Promise<CachingProxy> {
  const missing = missingVarnish();
  if (missing) throw new Error(missing);
  // varnishd drops to its own users; they must reach the VCL and the working directory.
  const dir = mkdtempSync(join(tmpdir(), 'varnish-test-'));
  chmodSync(dir, 0o755);
  const vclPath = join(dir, 'varnish.vcl');
  writeFileSync(vclPath, vclFor(backends), { mode: 0o644 });
  const workdir = join(dir, 'work');
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      workdir,
      '-f',
      vclPath,
      '-a',
      '127.0.0.1:0',
      '-T',
      '127.0.0.1:0',
      '-s',
      'malloc,128m',
      '-p',
      'thread_pool_min=50',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const admin = (...args: string[]) =>
    spawnSync('varnishadm', ['-n', workdir, ...args], { encoding: 'utf8', timeout: 10_000 });
  let address: string | null = null;
  for (let i = 0; i < 300 && !address; i++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${output.slice(-2000)}`);
    const listen = admin('debug.listen_address');
    const m = /(\d+\.\d+\.\d+\.\d+) (\d+)/.exec(listen.stdout ?? '');
    if (listen.status === 0 && m) address = `http://${m[1]}:${m[2]}`;
    else await new Promise((r) => setTimeout(r, 100));
  }
  if (!address) {
    child.kill('SIGKILL');
    throw new Error(`varnishd did not come up: ${output.slice(-2000)}`);
  }
  return {
    url: address,
    workdir,
    stats() {
      const out = spawnSync('varnishstat', ['-n', workdir, '-1'], { encoding: 'utf8', timeout: 10_000 }).stdout ?? '';
      const counters: Record<string, number> = {};
      for (const line of out.split('\n')) {
        const [name, value] = line.trim().split(/\s+/);
        if (name && value && /^\d+$/.test(value)) counters[name] = Number(value);
      }
      return counters;
    },
    async close() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
