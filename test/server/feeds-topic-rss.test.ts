// A tag's and an author's RSS feed through the real BFF: well-formed RSS listing that tag's (that author's) articles
// on the public origin, newest first; a tag or author without articles, or a slug no page could have, 404; the tag
// and author pages name their feed; the cache headers are the answer policy's feed answer.
import t from 'tap';
import { childrenNamed, childText, parseStrictXml } from '../helpers/strict-xml.ts';
import { startSeededSite } from '../helpers/seeded-site.ts';

const { origin, bff, get } = await startSeededSite();

/** The slugs of the articles joined to the tag or author with the most articles, and its slug. */
function busiest(kind: 'tag' | 'author'): { slug: string; articles: Set<string> } {
  const [table, link, column] =
    kind === 'tag' ? ['tags', 'article_tags', 'tag_id'] : ['authors', 'article_authors', 'author_id'];
  const { slug } = origin.db
    .prepare(
      `SELECT t.slug FROM ${table} t JOIN ${link} l ON l.${column} = t.id JOIN articles a ON a.id = l.article_id
       WHERE a.active = 1 AND a.parent_id IS NULL GROUP BY t.id ORDER BY COUNT(*) DESC, t.slug LIMIT 1`,
    )
    .get() as { slug: string };
  const rows = origin.db
    .prepare(
      `SELECT a.slug FROM ${table} t JOIN ${link} l ON l.${column} = t.id JOIN articles a ON a.id = l.article_id
       WHERE t.slug = ?`,
    )
    .all(slug) as { slug: string }[];
  return { slug, articles: new Set(rows.map((r) => r.slug)) };
}

for (const kind of ['tag', 'author'] as const) {
  t.test(`${kind} feed: that ${kind}'s articles, newest first, on the public origin`, async (t) => {
    const { slug, articles } = busiest(kind);
    const path = `/rss/${kind === 'tag' ? 'cimke' : 'szerzo'}/${slug}`;
    const res = await get(path);
    t.equal(res.status, 200, `${path} answers 200`);
    t.equal(res.headers['content-type'], 'application/rss+xml; charset=utf-8');
    t.equal(res.headers['cache-control'], 'public, max-age=300', 'the answer policy’s feed answer');
    const channel = childrenNamed(parseStrictXml(res.body), 'channel')[0];
    t.ok(childText(channel, 'title'), 'channel title');
    t.equal(
      childText(channel, 'link'),
      `${bff.config.publicOrigin.main}/${kind === 'tag' ? 'cimke' : 'szerzo'}/${slug}`,
      'links the list page',
    );
    const items = childrenNamed(channel, 'item');
    t.ok(items.length > 0, `${items.length} items`);
    let previous = Infinity;
    for (const item of items) {
      const link = childText(item, 'link')!;
      t.ok(link.startsWith(bff.config.publicOrigin.main + '/'), `absolute link on the public origin: ${link}`);
      t.ok(articles.has(link.split('/').at(-1)!), `${link} is one of the ${kind}'s articles`);
      const date = Date.parse(childText(item, 'pubDate')!);
      t.ok(date <= previous, 'newest first');
      previous = date;
    }
    const page = await get(`/${kind === 'tag' ? 'cimke' : 'szerzo'}/${slug}`);
    t.equal(page.status, 200);
    const hrefs = [...page.body.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]*)"/g)].map(
      (m) => m[1],
    );
    t.ok(hrefs.includes(path), `the ${kind} page names its feed (${hrefs.join(', ')})`);
  });
}

t.test('an unknown tag or author, or a slug no page could have, is 404', async (t) => {
  for (const path of [
    '/rss/cimke/nincs-ilyen-cimke',
    '/rss/szerzo/nincs-ilyen-szerzo',
    '/rss/cimke/%3Cscript%3E',
    '/rss/cimke/' + 'x'.repeat(300),
    '/rss/szerzo/Nagybetus',
  ]) {
    const res = await get(path);
    t.equal(res.status, 404, `${path} → 404`);
  }
});
