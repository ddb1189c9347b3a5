// `npm start` runs one BFF worker per core, and counters kept in each process allowed N times each limit.
// The workers of one host share one counter store (ATTEMPT_LIMITS_DB, a SQLite file; decision 043): two BFF
// processes, and two BFF apps on one injected clock, together allow an address its 30 password attempts once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import { startBffProcess } from '../helpers/bff-process.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { postForm } from '../helpers/sign-in-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'attempt-limits-'));
const origin = await startOrigin({ articles: 40 });
t.teardown(async () => {
  await origin.close();
  rmSync(dir, { recursive: true, force: true });
});

const MAX = DEFAULT_ATTEMPT_LIMITS['editor-password'].address.max;
const WINDOW_MS = DEFAULT_ATTEMPT_LIMITS['editor-password'].address.windowMs;

/** Sign-in attempts for accounts that do not exist (so no account's own limit counts), turn by turn on each BFF. */
async function attemptsAcross(urls: string[], count: number, tag: string) {
  const answers: string[] = [];
  for (let i = 0; i < count; i++) {
    const url = urls[i % urls.length];
    // A worker process names its configured public origin (localhost) in Location: compare the path and query.
    const { location } = await postForm(url, '/auth/login', { email: `${tag}-${i}@example.hu`, password: 'x' });
    const target = new URL(location, url);
    answers.push(target.pathname + target.search);
  }
  return answers;
}

t.test('two BFF worker processes sharing one store allow an address the limit once', async (t) => {
  const env = { ATTEMPT_LIMITS_DB: join(dir, 'processes.db'), PREVIEW_MODE: '1' };
  const workers = await Promise.all([startBffProcess(origin.url, env), startBffProcess(origin.url, env)]);
  t.teardown(() => Promise.all(workers.map((w) => w.stop())));
  const answers = await attemptsAcross(
    workers.map((w) => w.url),
    MAX + 10,
    'processes',
  );
  t.equal(answers.filter((l) => l === '/login?hiba=adatok').length, MAX, `${MAX} attempts checked in all`);
  t.same(
    answers.slice(MAX),
    Array(10).fill('/login?hiba=korlat'),
    'every attempt past the limit refused, on either worker',
  );
});

t.test(
  'two BFF apps on one store: together the limit once, and the injected clock opens the next window',
  async (t) => {
    const clock = { ms: Date.now() };
    const config = { previewMode: true, attemptLimitsDb: join(dir, 'apps.db'), clock: () => clock.ms };
    const apps = [await startBff(origin.url, config), await startBff(origin.url, config)];
    t.teardown(() => Promise.all(apps.map((a) => a.close())));
    const urls = apps.map((a) => a.url);
    const answers = await attemptsAcross(urls, MAX + 4, 'apps');
    t.equal(answers.filter((l) => l === '/login?hiba=adatok').length, MAX, `${MAX} attempts checked in all`);
    t.same(answers.slice(MAX), Array(4).fill('/login?hiba=korlat'));

    clock.ms += WINDOW_MS - 1000;
    t.same(
      await attemptsAcross(urls, 2, 'apps-late'),
      Array(2).fill('/login?hiba=korlat'),
      'still refused a second before the window ends',
    );
    clock.ms += 2000;
    t.same(
      await attemptsAcross(urls, 2, 'apps-next'),
      Array(2).fill('/login?hiba=adatok'),
      'the next window takes attempts again on both',
    );
  },
);
