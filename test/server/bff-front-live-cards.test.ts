// The fronts' live cards (§4 "on the front page only the version is updated"): which cards poll, how an
// answer of the version endpoint becomes a card update, and the same over the real BFF and origin: the front's
// server HTML carries each card's version and label, and the polled endpoint names a new version and its time.
import t from 'tap';
import { request } from 'undici';
import type { CardArticle } from '../../shared/card-article.ts';
import { cardAt, type CardVersion } from '../../client/components/card-versions.ts';
import { isLiveCard, liveCardVersions } from '../../client/components/front-live-cards.tsx';
import { newerCardVersion } from '../../client/components/front-live-refresh.chunk.ts';
import type { FrontBlock } from '../../shared/front-slices.ts';
import { cachePolicyFor } from '../../server/upstream/cache-policy.ts';
import { realNowS, startBff, startOrigin } from '../helpers/servers.ts';

const NOW = 1_800_000_000;
const card = (id: number, flags: string[], version = 1, updatedAt = NOW - 600): CardArticle => ({
  id,
  type: 'article',
  title: `Cikk ${id}`,
  lead: '',
  url: `/belfold/2027/01/15/cikk-${id}`,
  pubDate: NOW - 3600,
  updatedAt,
  version,
  live: flags.includes('live'),
  pr: false,
  ctUrl: null,
  flags,
  mainSuperTag: { name: 'Belföld', slug: 'belfold' },
  image: null,
  authors: [],
});
const block = (key: string, articles: CardArticle[]): FrontBlock => ({ key, title: null, layout: 'grid', articles });

t.test('live and refresh-flagged cards poll, each once, at the newest version seen', async (t) => {
  t.ok(isLiveCard(card(1, ['live'])));
  t.ok(isLiveCard(card(2, ['refresh'])));
  t.ok(isLiveCard({ ...card(3, []), live: true }), 'the live column counts too');
  t.notOk(isLiveCard(card(4, ['legfontosabb'])));
  const blocks = [
    null,
    block('a', [card(1, ['live'], 5), card(4, [])]),
    block('b', [card(2, ['refresh'], 3), card(1, ['live'], 5)]),
  ];
  t.same(
    [...liveCardVersions(blocks, new Map())],
    [
      [1, { version: 5, updatedAt: NOW - 600 }],
      [2, { version: 3, updatedAt: NOW - 600 }],
    ],
  );
  const seen = new Map<number, CardVersion>([
    [2, { version: 4, updatedAt: NOW }],
    [1, { version: 2, updatedAt: NOW }],
  ]);
  t.same(
    liveCardVersions(blocks, seen).get(2),
    { version: 4, updatedAt: NOW },
    'a newer version seen is what the next poll compares with',
  );
  t.same(
    liveCardVersions(blocks, seen).get(1),
    { version: 5, updatedAt: NOW - 600 },
    'an older one seen never wins over the loaded one',
  );
});

t.test('a newer answer updates the card; anything else changes nothing', async (t) => {
  const shown = { version: 3, updatedAt: NOW - 600 };
  t.same(newerCardVersion(shown, { data: { v: 4, updatedAt: NOW - 5 } }, NOW), { version: 4, updatedAt: NOW - 5 });
  t.same(
    newerCardVersion(shown, { data: { v: 4 } }, NOW),
    { version: 4, updatedAt: NOW },
    'no updatedAt from upstream: seen now',
  );
  for (const answer of [
    { data: { v: 3 } },
    { data: { v: 2, updatedAt: NOW } },
    { data: { v: '9' } },
    { data: { v: 4.5 } },
    { data: null },
    null,
    'x',
    {},
  ]) {
    t.equal(newerCardVersion(shown, answer, NOW), null, JSON.stringify(answer));
  }
  const c = card(2, ['refresh'], 3);
  t.equal(cardAt(c, new Map()), c, 'nothing seen: the same card');
  t.equal(cardAt(c, new Map([[2, { version: 3, updatedAt: NOW }]])), c, 'same version: the same card');
  t.same(
    cardAt(c, new Map([[2, { version: 4, updatedAt: NOW }]])),
    { ...c, version: 4, updatedAt: NOW },
    'newer: version and time',
  );
});

t.test(
  "over the BFF: the front names its cards' versions; the polled version names a new post and its time",
  async (t) => {
    // The label counts minutes from the BFF's clock, and the origin stamps a new post with the real time: seed at the
    // real now and start the BFF's clock there. From then on only the test moves the BFF's clock (its caches run on it).
    const seededAt = realNowS();
    let clockMs = seededAt * 1000;
    const origin = await startOrigin({ articles: 300, now: seededAt });
    const bff = await startBff(origin.url, { pageCacheTtlMs: 0, clock: () => clockMs });
    t.teardown(async () => {
      await bff.close();
      await origin.close();
    });
    const html = await (await request(`${bff.url}/`)).body.text();
    const cards = [
      ...html.matchAll(
        /<article class="card[^"]*" data-article-id="(\d+)" data-version="(\d+)">([\s\S]*?)<\/article>/g,
      ),
    ].map((m) => ({ id: Number(m[1]), version: Number(m[2]), body: m[3] }));
    const live = cards.find((c) => /live-label__badge">ÉLŐ</.test(c.body));
    const refresh = cards.find((c) =>
      /live-label__badge">FRISSÜL<\/span><span class="live-label__note">frissült \d+ perce</.test(c.body),
    );
    t.ok(live, 'a live card with ÉLŐ');
    t.ok(refresh, 'a refresh-flagged card with FRISSÜL and its minutes');
    const poll = async (id: number) =>
      (await (await request(`${bff.url}/api/articles/${id}/version`)).body.json()) as {
        data: { v: number; updatedAt: number };
      };
    const first = await poll(live!.id);
    t.equal(first.data.v, live!.version, 'the polled version is the one the card shows');
    t.equal(newerCardVersion({ version: live!.version, updatedAt: 0 }, first, NOW), null, 'nothing newer yet');
    const res = await request(`${origin.url}/admin/articles/${live!.id}/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Új bejegyzés a címlapnak', content: '<p>Szöveg.</p>' }),
    });
    const { version, post } = (await res.body.json()) as { version: number; post: { pubDate: number } };
    t.ok(version > live!.version, `the post made version ${version}`);
    // Every open tab polls this: the BFF asks upstream once per cache period, and serves what it has until then.
    const policy = cachePolicyFor(`/api/articles/${live!.id}/version`);
    t.equal((await poll(live!.id)).data.v, live!.version, 'within the cache period the BFF answers the version it has');
    // Past the period in which a stale copy may still be served: the next poll asks upstream and waits for it.
    clockMs += policy.ttlMs + policy.swrMs;
    const answer = await poll(live!.id);
    t.equal(answer.data.v, version, 'after it, the poll names the new version');
    t.same(newerCardVersion({ version: live!.version, updatedAt: 0 }, answer, NOW), {
      version,
      updatedAt: answer.data.updatedAt,
    });
    t.ok(answer.data.updatedAt >= post.pubDate, "the update time is the new post's");
  },
);
