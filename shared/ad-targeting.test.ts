// §7 the ad service's targeting keys (url, url2, type, slug, tags, slug2, visitedTags) and the visited-tags memory.
import t from 'tap';
import {
  AD_TARGETING_VALUE_MAX,
  adTargeting,
  parseVisitedTags,
  rememberVisitedTags,
  VISITED_TAGS_MAX,
} from './ad-targeting.ts';

t.test('every key, a long path and slug continuing in url2 and slug2', async (t) => {
  const path = '/g7/penz/2026/11/24/a-gyarto-uj-tamogatasi-programot-inditott-2';
  const slug = 'a-gyarto-uj-tamogatasi-programot-inditott-2-es-meg-egy-kicsit-hosszabb';
  const out = adTargeting({ type: 'article', slug, tags: ['gazdasag', 'energia'] }, path, ['belfold']);
  t.same(Object.keys(out).sort(), ['slug', 'slug2', 'tags', 'type', 'url', 'url2', 'visitedTags']);
  t.equal(out.url, path.slice(0, 40));
  t.equal(out.url2, path.slice(40));
  t.equal(`${out.url}${out.url2}`, path, 'url and url2 together are the path');
  t.equal(`${out.slug}${out.slug2}`, slug);
  t.ok(
    [out.url, out.url2, out.slug, out.slug2].every((v) => (v as string).length <= AD_TARGETING_VALUE_MAX),
    'no value over 40 characters',
  );
  t.same(out.tags, ['gazdasag', 'energia']);
  t.same(out.visitedTags, ['belfold']);
  t.equal(out.type, 'article');
});

t.test('short values leave the second keys out; empty lists are not sent', async (t) => {
  t.same(adTargeting({ type: 'front', slug: '', tags: [] }, '/', []), { url: '/', type: 'front' });
  t.same(adTargeting({ type: 'section', slug: 'belfold', tags: [] }, '/rovat/belfold', []), {
    url: '/rovat/belfold',
    type: 'section',
    slug: 'belfold',
  });
});

t.test('visited tags: newest first, no repeats, at most 10; storage junk is ignored', async (t) => {
  t.same(rememberVisitedTags(['a', 'b'], ['c', 'a']), ['c', 'a', 'b']);
  const many = Array.from({ length: 15 }, (_, i) => `t${i}`);
  t.equal(rememberVisitedTags([], many).length, VISITED_TAGS_MAX);
  t.same(parseVisitedTags('["a","b"]'), ['a', 'b']);
  t.same(parseVisitedTags('{"a":1}'), []);
  t.same(parseVisitedTags('not json'), []);
  t.same(parseVisitedTags(null), []);
  t.same(parseVisitedTags('["ok", 3, "<script>", "fine-2"]'), ['ok', 'fine-2'], 'only tag-shaped strings');
});
