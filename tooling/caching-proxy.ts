// Debian's Varnish running deploy/varnish.vcl — the file production uses, with only its backends set to the BFF
// instances a test started — in the foreground as a child process with a scratch working
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

/**
 * deploy/varnish.vcl with each named backend pointed at 127.0.0.1:port, the file's other backends left out (their
 * blocks and director lines), and the retry ring (sub next_backend) linking the named ones in the order given. Fails
 * if the file no longer has a named backend or the ring.
 */
export function vclFor(backends: Record<string, number>): string {
  let vcl = readFileSync(VARNISH_VCL, 'utf8');
  const names = Object.keys(backends);
  for (const [name, port] of Object.entries(backends)) {
    const block = new RegExp(`(backend ${name} \\{[^}]*?\\.host = )"[^"]*";(\\s*\\.port = )"\\d+";`);
    if (!block.test(vcl)) throw new Error(`${VARNISH_VCL} has no backend ${name} with .host and .port`);
    vcl = vcl.replace(block, `$1"127.0.0.1";$2"${port}";`);
  }
  for (const [, name] of vcl.matchAll(/^backend (\w+) \{/gm)) {
    if (names.includes(name)) continue;
    vcl = vcl.replace(new RegExp(`^backend ${name} \\{[^}]*\\}\\n\\n?`, 'm'), '');
    vcl = vcl.replace(new RegExp(`^\\s*bffs\\.add_backend\\(${name}\\);\\n`, 'm'), '');
  }
  const ring = /^sub next_backend \{\n[\s\S]*?^\}\n/m;
  if (!ring.test(vcl)) throw new Error(`${VARNISH_VCL} has no sub next_backend`);
  const links = names.map(
    (name, i) =>
      `if (bereq.http.X-Failed-Backend == "${name}") {\n    set bereq.backend = ${names[(i + 1) % names.length]};\n  }`,
  );
  return vcl.replace(ring, `sub next_backend {\n  ${links.join(' else ')}\n}\n`);
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
