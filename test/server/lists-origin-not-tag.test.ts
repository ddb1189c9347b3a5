// The origin's tag exclusion filter (notTag), which §2.3 szépkilátás needs.
import t from 'tap';
import { request } from 'undici';
import { startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 600, seed: 42 });
t.teardown(() => origin.close());

async function search(filters: object) {
  const res = await request(
    `${origin.url}/api/search?perPage=100&filters=${encodeURIComponent(JSON.stringify(filters))}`,
  );
  return (await res.body.json()) as { totalItems: number; items: { tags: { slug: string }[] }[] };
}

t.test('notTag leaves out articles with the tag', async (t) => {
  const all = await search({ mstag: 'szepkilatas' });
  const news = await search({ mstag: 'szepkilatas', tag: 'turahirek' });
  const rest = await search({ mstag: 'szepkilatas', notTag: ['turahirek'] });
  t.ok(news.totalItems > 0, 'the corpus has trip news');
  t.equal(rest.totalItems, all.totalItems - news.totalItems);
  for (const a of rest.items) t.notOk(a.tags.some((x) => x.slug === 'turahirek'));
  const bracket = await request(
    `${origin.url}/api/articles?filters[mstag]=szepkilatas&filters[notTag]=turahirek&perPage=100`,
  );
  t.equal(((await bracket.body.json()) as { totalItems: number }).totalItems, rest.totalItems, 'bracket form too');
});
