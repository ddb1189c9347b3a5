// The reader's own lists as the browser keeps them (decision 089): what is read back from localStorage, and how a
// save, a follow and a removal change the list.
import t from 'tap';
import {
  FOLLOWED_TOPICS_MAX,
  isFollowed,
  parseFollowedTopics,
  topicPath,
  withFollowed,
  withoutFollowed,
} from './followed-topics.ts';
import {
  isSaved,
  parseSavedArticles,
  SAVED_ARTICLES_MAX,
  withoutSaved,
  withSaved,
  type SavedArticle,
} from './saved-articles.ts';

const saved = (n: number): SavedArticle => ({
  url: `/belfold/2026/11/29/cikk-${n}`,
  title: `Cikk ${n}`,
  site: 'Telex',
  savedAt: n,
});

t.test('saved articles: only well-formed entries of a path on this site are read back', async (t) => {
  t.same(parseSavedArticles(null), []);
  t.same(parseSavedArticles('nem json'), []);
  t.same(parseSavedArticles('{"url":"/a"}'), [], 'not a list');
  const raw = JSON.stringify([
    saved(1),
    { ...saved(2), url: '//mashol.example/cikk' },
    { ...saved(3), url: 'https://mashol.example/cikk' },
    { ...saved(5), url: '/\\mashol.example/cikk' },
    { ...saved(4), savedAt: '2026' },
    null,
  ]);
  t.same(parseSavedArticles(raw), [saved(1)]);
});

t.test('saving puts the article first, once; removing takes it out; the list is capped', async (t) => {
  let list = withSaved([], saved(1));
  list = withSaved(list, saved(2));
  t.same(
    list.map((e) => e.savedAt),
    [2, 1],
  );
  list = withSaved(list, { ...saved(1), savedAt: 3 });
  t.same(
    list.map((e) => e.savedAt),
    [3, 2],
    'saved again: moved up with its new time',
  );
  t.ok(isSaved(list, saved(2).url));
  list = withoutSaved(list, saved(2).url);
  t.notOk(isSaved(list, saved(2).url));
  let full: SavedArticle[] = [];
  for (let n = 0; n <= SAVED_ARTICLES_MAX; n++) full = withSaved(full, saved(n));
  t.equal(full.length, SAVED_ARTICLES_MAX);
  t.notOk(isSaved(full, saved(0).url), 'the oldest is dropped');
});

t.test('followed topics: tags and authors, by kind and slug', async (t) => {
  const tag = { kind: 'tag' as const, slug: 'ukrajna', name: 'Ukrajna', followedAt: 1 };
  const author = { kind: 'author' as const, slug: 'ukrajna', name: 'Ukrajna Ubul', followedAt: 2 };
  t.equal(topicPath(tag), '/cimke/ukrajna');
  t.equal(topicPath(author), '/szerzo/ukrajna');
  let list = withFollowed(withFollowed([], tag), author);
  t.same(list, [author, tag], 'a tag and an author of the same slug are two topics');
  t.same(parseFollowedTopics(JSON.stringify([...list, { ...tag, slug: '../x' }, { ...tag, kind: 'rovat' }])), list);
  list = withoutFollowed(list, tag);
  t.notOk(isFollowed(list, tag));
  t.ok(isFollowed(list, author));
  let full = list;
  for (let n = 0; n <= FOLLOWED_TOPICS_MAX; n++) full = withFollowed(full, { ...tag, slug: `t-${n}` });
  t.equal(full.length, FOLLOWED_TOPICS_MAX);
});
