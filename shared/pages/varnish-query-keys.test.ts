// The caching proxy keys a page on the same parameters as the BFF (decision 040): the list in deploy/varnish.vcl is
// the union of the page types' declarations, and the key it computes drops exactly what the BFF drops.
import { readFileSync } from 'node:fs';
import t from 'tap';
import { canonicalPagePath } from '../../server/ssr/canonical-page-path.ts';
import { everyPageQueryKey } from './page-query-keys.ts';

const vcl = readFileSync(new URL('../../deploy/varnish.vcl', import.meta.url), 'utf8');

t.test('deploy/varnish.vcl keeps the parameters the page types declare, and only those', async (t) => {
  const list = /\(\?!\(\?:([^)]*)\)\(\?:\[=&\]\|\$\)\)/.exec(vcl)?.[1];
  t.ok(list, 'the kept-parameter list is in page_key');
  const inVcl = list!
    .split('|')
    .map((k) => (k === 'p-[^=&]*' ? 'p-*' : k))
    .sort();
  t.same(inVcl, everyPageQueryKey());
});

t.test('the BFF builds and keys a page from the parameters its page type reads', async (t) => {
  t.equal(canonicalPagePath('/?a=1'), '/');
  t.equal(canonicalPagePath('/?isMobileApp=1&utm_source=x'), '/?isMobileApp=1');
  t.equal(canonicalPagePath('/legfrissebb?utm_source=x&oldal=2'), '/legfrissebb?oldal=2');
  t.equal(canonicalPagePath('/legfrissebb?tab=b&x=1&oldal=2'), '/legfrissebb?tab=b&oldal=2', 'in the order they came');
  t.equal(canonicalPagePath('/impresszum?oldal=2'), '/impresszum', 'a page type that reads no parameter keeps none');
  t.equal(
    canonicalPagePath('/melleklet/tippjatek/valasztas?p-fid=12&x=1'),
    '/melleklet/tippjatek/valasztas?p-fid=12',
    'a declared prefix',
  );
  t.equal(canonicalPagePath('/a/b/c/d/e/f/g/h?oldal=2'), '/a/b/c/d/e/f/g/h', 'no page route: no parameter');
  t.equal(canonicalPagePath('/legfrissebb'), '/legfrissebb');
});
