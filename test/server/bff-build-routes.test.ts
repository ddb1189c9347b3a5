// §4 new build, §7: the current build id for open pages to compare with, never cached; a known build's meta; 404
// JSON for any other.
import t from 'tap';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { readClientManifest } from '../../server/assets/client-manifest.ts';

const origin = await startOrigin({ articles: 20 });
const bff = await startBff(origin.url);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});
const { buildId } = readClientManifest(bff.config.clientDistDir);

t.test('latest.json names the running build and is not cached', async (t) => {
  const res = await bff.app.inject({ url: '/builds/latest.json' });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  t.same(res.json(), { buildId });
});

t.test('meta of the running build; 404 JSON for others', async (t) => {
  const ok = await bff.app.inject({ url: `/builds/meta/${buildId}.json` });
  t.equal(ok.statusCode, 200);
  t.equal(ok.json().buildId, buildId);
  t.match(ok.headers['cache-control'], /immutable/);
  for (const other of ['/builds/meta/nope.json', `/builds/meta/${buildId}`, '/builds/meta/..%2Fmanifest.json']) {
    const res = await bff.app.inject({ url: other });
    t.equal(res.statusCode, 404, other);
    t.equal(res.json().statusCode, 404);
  }
});
