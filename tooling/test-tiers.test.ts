// What `npm test -- --no-browser` runs (decision 102): every tier's files but the browser's, and not the named-only
// proxy suite; the whole suite is that plus the browser tier.
import t from 'tap';
import { foldersWithoutBrowser, needsBrowser, testFiles } from './test-tiers.ts';

t.test('--no-browser runs every tier but the browser tier', async (t) => {
  const folders = foldersWithoutBrowser();
  const files = testFiles(folders);
  t.notOk(needsBrowser(folders), 'no Chromium is prepared');
  t.same(
    files.filter((f) => f.startsWith('test/browser/') || f.startsWith('test/proxy/')),
    [],
    'no browser or proxy file',
  );
  t.ok(
    files.some((f) => f.startsWith('test/server/')),
    'the server tier is in',
  );
  t.ok(
    files.some((f) => f.startsWith('tooling/')),
    'the unit tier is in',
  );
  const whole = testFiles([]);
  t.same(
    whole.filter((f) => !files.includes(f)).filter((f) => !f.startsWith('test/browser/')),
    [],
    'the whole suite adds only the browser tier',
  );
});
