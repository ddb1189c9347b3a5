// Every fresh database had a well-known editor, szerkeszto@example.hu with a published password and RFC
// 6238's test key as its TOTP secret, the production compose file's included (ensureSeeded created it on every
// start). Now the origin's start (stand-ins/origin/main.ts: ensureSeeded, then startDemoEditor) creates it only where
// ORIGIN_DEMO_EDITOR asks, with a password and a secret of that database's own, shown once.
import { readFileSync } from 'node:fs';
import t from 'tap';
import { buildOriginApp } from '../../stand-ins/origin/app.ts';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { ensureSeeded } from '../../stand-ins/origin/seed/ensure-seeded.ts';
import { base32Decode, totpCode } from '../../stand-ins/origin/security/totp.ts';

const RFC_6238_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const DEMO_ADDRESS = 'szerkeszto@example.hu';

/** A fresh database as the origin's start leaves it, with the environment it was started with. */
async function startedDatabase(env: NodeJS.ProcessEnv) {
  const db = openDatabase(':memory:');
  const printed: string[] = [];
  ensureSeeded(db, () => {}, { articles: 20, seed: 3 });
  // Before decision 045 there was no such step: ensureSeeded made the editor itself.
  const step = await import('../../stand-ins/origin/seed/demo-editor.ts').catch(() => null);
  step?.startDemoEditor(db, env, (text) => printed.push(text));
  return { db, printed };
}

function editors(db: ReturnType<typeof openDatabase>): { email: string; totp_secret: string }[] {
  return db.prepare('SELECT email, totp_secret FROM users').all() as { email: string; totp_secret: string }[];
}

/** The environment docker-compose.yml gives the origin service (its `environment:` block, read as written). */
function composeOriginEnv(): NodeJS.ProcessEnv {
  const compose = readFileSync('docker-compose.yml', 'utf8');
  const service = /\n {2}origin:\n([\s\S]*?)\n {2}[a-z-]+:\n/.exec(compose)![1];
  const block = /\n {4}environment:\n((?: {6}.*\n)+)/.exec(`\n${service}\n`)![1];
  return Object.fromEntries(
    block
      .trim()
      .split('\n')
      .filter((l) => !l.trim().startsWith('#'))
      .map((l) => {
        const [, k, v] = /^\s*([A-Z_]+):\s*"?([^"]*)"?$/.exec(l)!;
        return [k, v];
      }),
  );
}

t.test('the production compose file creates no editor on a fresh database', async (t) => {
  const env = composeOriginEnv();
  t.equal(env.DATA_DIR, '/data', 'the origin service of the compose file was read');
  const { db, printed } = await startedDatabase(env);
  t.same(editors(db), [], 'no account at all');
  t.same(printed, [], 'nothing to print');
  db.close();
});

t.test(
  'asked for, the demo editor gets a secret of its own database, never the published test key, shown once',
  async (t) => {
    const first = await startedDatabase({ ORIGIN_DEMO_EDITOR: '1' });
    const second = await startedDatabase({ ORIGIN_DEMO_EDITOR: '1' });
    const [one] = editors(first.db);
    const [two] = editors(second.db);
    t.equal(one.email, DEMO_ADDRESS);
    t.not(one.totp_secret, RFC_6238_KEY, 'not RFC 6238 appendix B');
    t.equal(base32Decode(one.totp_secret).length, 20, '160 random bits');
    t.not(one.totp_secret, two.totp_secret, 'each database its own');
    t.equal(first.printed.length, 1, 'printed on the start that made it');
    const banner = first.printed[0];
    for (const part of [
      DEMO_ADDRESS,
      one.totp_secret,
      'otpauth://totp/',
      '/login',
      'PREVIEW_MODE=1',
      `oathtool --totp -b ${one.totp_secret}`,
    ]) {
      t.match(banner, part, `the banner names ${part}`);
    }
    const again = await import('../../stand-ins/origin/seed/demo-editor.ts');
    const printedAgain: string[] = [];
    t.equal(
      again.startDemoEditor(first.db, { ORIGIN_DEMO_EDITOR: '1' }, (text) => printedAgain.push(text)),
      null,
    );
    t.same(printedAgain, [], 'a later start shows nothing');
    second.db.close();

    // The printed way in works: password, then the code an authenticator makes from the printed secret.
    const password = /password\s+(\S+)/.exec(banner)![1];
    t.notOk(['Szerkeszto-2026!', 'Kulso-Belepes-2026!'].includes(password), 'not a published password');
    const app = buildOriginApp({ db: first.db, jwtSecret: 'demo-editor-test' });
    t.teardown(() => app.close());
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_ADDRESS, password } });
    t.equal(login.statusCode, 200, 'the printed password signs in');
    const code = totpCode(/TOTP secret\s+(\S+)/.exec(banner)![1]);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/login/otp/verify',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { code },
    });
    t.equal(verified.statusCode, 200, 'the printed secret makes the code');
    t.equal(verified.json().user.email, DEMO_ADDRESS);
    first.db.close();
  },
);

t.test('npm start and npm run dev ask for the demo editor; nothing else does', async (t) => {
  t.match(readFileSync('scripts/start.ts', 'utf8'), /ORIGIN_DEMO_EDITOR: process\.env\.ORIGIN_DEMO_EDITOR \?\? '1'/);
  t.match(readFileSync('scripts/dev.ts', 'utf8'), /env\.ORIGIN_DEMO_EDITOR \?\?= '1'/);
  t.notMatch(readFileSync('docker-compose.yml', 'utf8'), /ORIGIN_DEMO_EDITOR/);
});
