// The JavaScript an article page loads is a budget, not a report: over it, the build fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import t from 'tap';
import { readClientManifest } from '../../server/assets/client-manifest.ts';
import { routeModuleFile } from '../../client/route-modules.ts';
import { ensureClientBuild } from '../helpers/servers.ts';

export const ARTICLE_PAGE_JS_BUDGET_GZIP = 105 * 1024;

t.test('an article page loads at most 105 KB of gzipped JavaScript', async (t) => {
  await ensureClientBuild();
  const manifest = readClientManifest('dist/client');
  const files = new Set([...manifest.modules['client/entry-client.tsx'], ...manifest.modules[routeModuleFile('article')!]]);
  let total = 0;
  for (const url of files) total += gzipSync(readFileSync(join('dist/client', url)), { level: 9 }).length;
  t.comment(`article page JS: ${files.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
  t.ok(total <= ARTICLE_PAGE_JS_BUDGET_GZIP, `${(total / 1024).toFixed(1)} KB ≤ 105 KB`);
});
