// §4 "a livescore id loads a dashboard", through the article page's build step (shared/pages/article.ts): the
// fixture with score, status and events (squads, statistics and prediction stay behind), 'Még nincs adat.' only when
// the service has nothing for the id, nothing at all when it failed (§8), and the page cached like a live one while
// the match is to come or on.
import t from 'tap';
import { buildArticlePage, type ArticleAnswers } from './article.ts';
import type { Article } from '../api-types.ts';
import { article, pageContext } from '../../test/helpers/page-fixtures.ts';
import { fixture } from '../../test/helpers/sport-fixtures.ts';

function build(a: Article, livescore: ArticleAnswers['livescore']) {
  const outcome = buildArticlePage(
    { article: a, posts: null, related: null, sponsoredLines: [], livescore },
    { ...pageContext(a.url), loggedIn: false },
  );
  if (outcome.kind !== 'page') throw new Error(outcome.kind);
  return outcome;
}

t.test('an article without a livescore id has no dashboard', async (t) => {
  t.equal(build(article(), undefined).data.livescore, null);
  t.equal(build(article(), [fixture()]).data.livescore, null, 'even if something was fetched');
});

t.test('the dashboard carries score, status and events, not the squads, statistics or prediction', async (t) => {
  const f = {
    ...fixture({ status: 'FT' }),
    lineups: [{ team: { id: 1, name: 'x', logo: null } } as never],
    statistics: [],
    predictions: null,
  };
  const { data } = build(article({ livescoreId: f.fixture.id }), [f]);
  t.equal(data.livescore!.length, 1);
  t.same(data.livescore![0].goals, f.goals);
  t.same(data.livescore![0].events, f.events);
  t.notOk('lineups' in data.livescore![0]);
  t.notOk('statistics' in data.livescore![0]);
  t.notOk('predictions' in data.livescore![0]);
});

t.test("'Még nincs adat.' only when the service has nothing; nothing at all when it failed (§8)", async (t) => {
  t.same(
    build(article({ livescoreId: 77 }), []).data.livescore,
    [],
    'the service has no data for it yet: an empty dashboard',
  );
  t.equal(build(article({ livescoreId: 77 }), null).data.livescore, null, 'failed or not configured: no dashboard');
});

t.test('a match to come or on makes the article a live page for the caches; a finished one does not', async (t) => {
  const a = article({ livescoreId: 1 });
  for (const status of ['NS', '1H', 'HT', '2H', 'ET', 'P'])
    t.equal(build(a, [fixture({ status })]).cache.rule, 'live', status);
  for (const status of ['FT', 'AET', 'PEN'])
    t.equal(build(a, [fixture({ status })]).cache.rule, 'recentArticle', status);
  t.equal(build(a, null).cache.rule, 'recentArticle', "no dashboard: the article's own rule");
});
