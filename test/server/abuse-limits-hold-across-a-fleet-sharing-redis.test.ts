// A fleet, not one host (decision 090): BFF processes that share no file, each with its own DATA_DIR and attempt
// store, count in one Redis. 300 password attempts from one address, sent at once and spread over three processes,
// are let through exactly as many times as the address limit says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import { startTestRedis } from '../../tooling/redis-server.ts';
import { startBffProcess, type BffProcess } from '../helpers/bff-process.ts';
import { startOrigin } from '../helpers/servers.ts';
import { postForm } from '../helpers/sign-in-client.ts';

const MAX = DEFAULT_ATTEMPT_LIMITS['editor-password'].address.max;
const ATTEMPTS = 300;

t.test(`three BFF processes on one Redis: ${ATTEMPTS} attempts at once, ${MAX} let through`, async (t) => {
  const origin = await startOrigin({ articles: 20 });
  const redis = await startTestRedis();
  const dirs = [0, 1, 2].map((i) => mkdtempSync(join(tmpdir(), `fleet-host-${i}-`)));
  t.teardown(async () => {
    await origin.close();
    await redis.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const hosts: BffProcess[] = [];
  t.teardown(() => Promise.all(hosts.map((h) => h.stop())));
  // One after another: three processes compiling at once on a busy machine take longer than a start may.
  for (const dir of dirs) {
    const env = { DATA_DIR: dir, ATTEMPT_LIMITS_DB: join(dir, 'bff-attempts.db'), REDIS_URL: redis.url };
    hosts.push(await startBffProcess(origin.url, { ...env, PREVIEW_MODE: '1' }));
  }

  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, i) => {
      const url = hosts[i % hosts.length].url;
      const { location } = await postForm(url, '/auth/login', { email: `fleet-${i}@example.hu`, password: 'x' });
      const target = new URL(location, url);
      return target.pathname + target.search;
    }),
  );
  // A refusal is the limit's; anything else went on to the publisher (which may answer slowly under this load).
  const refused = answers.filter((a) => a === '/login?hiba=korlat').length;
  t.equal(ATTEMPTS - refused, MAX, `${MAX} attempts let through in all`);
  t.ok(
    answers.every((a) => /^\/login\?hiba=(korlat|adatok|szolgaltatas)$/.test(a)),
    'each one refused or checked (or the publisher too busy)',
  );
  const fellBack = hosts.flatMap((h) => h.records).filter((r) => /Redis away/.test(String(r.msg)));
  t.same(fellBack, [], 'every count was made in Redis');
});
