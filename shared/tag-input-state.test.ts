// The archive's tag input as the UI drives it (shared/tag-input-state.ts): every rule of §4 search tags, §5 tag input
// and the §9 delete mark, action by action, as the component sends them — and when the tags change, which is what
// runs the search.
import t from 'tap';
import { DELETE_MARK_TIMEOUT_MS, SEARCH_FILTER_MAX_VALUES } from './search-constants.ts';
import { tagKey, type AutocompleteSuggestion, type SearchTag } from './search-tags.ts';
import {
  ambiguousOptions,
  groupsOf,
  initialTagInput,
  optionsOf,
  sameTags,
  tagInputReducer,
  type TagInputAction,
  type TagInputState,
} from './tag-input-state.ts';

const kultura: AutocompleteSuggestion = { type: 'superTags', text: 'Kultúra', slug: 'kultura', count: 120 };
const kulturaTag: AutocompleteSuggestion = { type: 'tags', text: 'Kultúra', slug: 'kultura-cimke', count: 40 };
const orokseg: AutocompleteSuggestion = {
  type: 'tags',
  text: 'Kulturális örökség',
  slug: 'kulturalis-orokseg',
  count: 7,
};
const kulcsar: AutocompleteSuggestion = { type: 'authors', text: 'Kulcsár Péter', slug: 'kulcsar-peter', count: 3 };
const free: AutocompleteSuggestion = { type: 'title', text: 'kul', slug: 'kul', count: 10_000, countCapped: true };
const ANSWER = [kulcsar, free, orokseg, kulturaTag, kultura];
const eb: SearchTag = { type: 'tags', text: 'Foci-Eb 2024', slug: 'eb-2024', protected: true };
const belfold: SearchTag = { type: 'superTags', text: 'Belföld', slug: 'belfold' };

const run = (state: TagInputState, ...actions: TagInputAction[]) => actions.reduce(tagInputReducer, state);
/** Typed 'kul' and the autocomplete answered. */
const typed = (state = initialTagInput([]), text = 'kul', items = ANSWER) =>
  run(state, { type: 'input', text }, { type: 'suggestions', text: text.trim(), items });
const slugs = (s: TagInputState) => s.tags.map((x) => x.slug);

t.test(
  '§5 the list: grouped under Rovatok, Témák, Cím, Szerzők; headings are not options; chosen tags are left out',
  async (t) => {
    const s = typed();
    t.ok(s.open, 'the answer opens the list');
    t.same(
      groupsOf(s).map((g) => g.heading),
      ['Rovatok', 'Témák', 'Cím', 'Szerzők'],
    );
    t.same(
      optionsOf(s).map((o) => o.slug),
      ['kultura', 'kulturalis-orokseg', 'kultura-cimke', 'kul', 'kulcsar-peter'],
      "options in the groups' order",
    );
    const withHeading = typed(undefined, 'tém', [{ type: 'tags', text: 'Témák', slug: 'temak', count: 9 }, kulturaTag]);
    t.same(
      optionsOf(withHeading).map((o) => o.text),
      ['Kultúra'],
      'a heading offered as an item is never an option',
    );
    const chosen = typed(initialTagInput([{ type: 'superTags', text: 'Kultúra', slug: 'kultura' }]));
    t.notOk(
      optionsOf(chosen).some((o) => o.slug === 'kultura' && o.type === 'superTags'),
      'a chosen tag is not offered again',
    );
    t.same(
      run(typed(), { type: 'suggestions', text: 'kul', items: [] }).open,
      false,
      'an empty answer closes the list',
    );
  },
);

t.test(
  '§5 minimum length 1: nothing is asked or listed for a blank field; an answer for older text is dropped',
  async (t) => {
    const s = typed();
    const cleared = run(s, { type: 'input', text: '  ' });
    t.notOk(cleared.open);
    t.same(cleared.suggestions, []);
    t.same(run(cleared, { type: 'suggestions', text: '', items: ANSWER }), cleared, 'no list for a blank field');
    const moved = run(initialTagInput([]), { type: 'input', text: 'kult' });
    t.same(
      run(moved, { type: 'suggestions', text: 'kul', items: ANSWER }),
      moved,
      'the answer for "kul" comes after "kult" was typed: dropped',
    );
  },
);

t.test(
  'keyboard: arrows move through the options (past either end back to the field), Enter picks the active one',
  async (t) => {
    let s = typed();
    s = run(s, { type: 'move', by: 1 });
    t.equal(s.active, 0);
    s = run(s, { type: 'move', by: 1 }, { type: 'move', by: 1 });
    t.equal(optionsOf(s)[s.active].slug, 'kultura-cimke');
    t.equal(
      run(s, { type: 'move', by: 1 }, { type: 'move', by: 1 }, { type: 'move', by: 1 }).active,
      -1,
      'past the last: the field',
    );
    t.equal(run(typed(), { type: 'move', by: -1 }).active, 4, 'up from the field: the last option');
    t.equal(run(typed(), { type: 'move', by: -1 }, { type: 'move', by: -1 }).active, 3, 'and up from there');
    t.equal(run(typed(), { type: 'move', by: 1 }, { type: 'move', by: -1 }).active, -1, 'up from the first: the field');
    const closed = run(typed(), { type: 'close' });
    t.same([closed.open, closed.active], [false, -1], 'Escape closes the list');
    t.equal(closed.text, 'kul', 'and keeps the text');
    const reopened = run(closed, { type: 'move', by: 1 });
    t.same([reopened.open, reopened.active], [true, 0], 'Down reopens it on the first option');

    const picked = run(typed(), { type: 'move', by: 1 }, { type: 'move', by: 1 }, { type: 'enter' });
    t.same(
      picked.tags,
      [{ type: 'tags', text: 'Kulturális örökség', slug: 'kulturalis-orokseg' }],
      'the type, text and slug of the item',
    );
    t.same([picked.text, picked.open, picked.suggestions], ['', false, []], 'the field empties and the list closes');
    t.same(
      run(typed(), { type: 'pick', index: 4 }).tags.map((x) => x.slug),
      ['kulcsar-peter'],
      'a click picks by index',
    );
    t.same(run(typed(), { type: 'pick', index: 99 }), typed(), 'no such option: nothing');
  },
);

t.test(
  '§5 tags only from the autocomplete: ";" and Enter commit typed text only as the item of that name',
  async (t) => {
    const bySeparator = run(typed(), { type: 'input', text: 'kultúra;' });
    t.same(
      bySeparator.tags,
      [{ type: 'superTags', text: 'Kultúra', slug: 'kultura' }],
      'the section of that name first',
    );
    t.equal(bySeparator.text, '');
    const free = run(typed(), { type: 'enter' });
    t.same(
      free.tags,
      [{ type: 'title', text: 'kul', slug: 'kul' }],
      'Enter with no option chosen: the free-text item of that text',
    );
    const unknown = run(typed(), { type: 'input', text: 'semmi;' });
    t.same(unknown.tags, [], 'not in the list: no tag');
    t.same(unknown.rejected, { text: 'semmi', reason: 'not-suggested' }, 'and the reader is told why');
    t.equal(unknown.text, 'semmi', 'the text stays, to pick from the list instead');
    t.same(run(typed(), { type: 'input', text: ' ; ;' }).tags, [], 'blank tags are ignored');
    t.same(
      run(initialTagInput([]), { type: 'enter' }),
      initialTagInput([]),
      'Enter in an empty field adds nothing (the form submits)',
    );
  },
);

t.test('§5 duplicates are rejected; headings forbidden; at most SEARCH_FILTER_MAX_VALUES of a kind', async (t) => {
  const once = run(typed(), { type: 'pick', index: 0 });
  const again = run(typed(once), { type: 'input', text: 'Kultúra;' });
  t.same(slugs(again), ['kultura'], 'the name stands for the section first: no second Kultúra section');
  t.same(again.rejected, { text: 'Kultúra', reason: 'duplicate' }, 'and the reader is told why');
  t.same(
    slugs(run(typed(once), { type: 'pick', index: 1 })),
    ['kultura', 'kultura-cimke'],
    'the tag of that name is picked from the list',
  );
  const heading = run(typed(undefined, 'Rovatok', [{ type: 'title', text: 'Rovatok', slug: 'Rovatok', count: 5 }]), {
    type: 'enter',
  });
  t.same(heading.tags, []);
  t.same(heading.rejected, { text: 'Rovatok', reason: 'heading' });
  let full = initialTagInput(
    Array.from({ length: SEARCH_FILTER_MAX_VALUES }, (_, i) => ({
      type: 'tags' as const,
      text: `T${i}`,
      slug: `t${i}`,
    })),
  );
  full = run(typed(full), { type: 'pick', index: 1 });
  t.same(full.rejected, { text: 'Kulturális örökség', reason: 'too-many' });
  t.equal(full.tags.length, SEARCH_FILTER_MAX_VALUES);
});

t.test(
  '§9 delete mark: Backspace in the empty field marks, a second removes, the mark lapses into removal after 1 s',
  async (t) => {
    const start = initialTagInput([eb, belfold, { type: 'tags', text: 'Ukrajna', slug: 'ukrajna' }]);
    const marked = run(start, { type: 'backspace', now: 1_000 });
    t.same(marked.mark, { key: 'tags:ukrajna', at: 1_000 });
    t.equal(marked.tags.length, 3, 'marked, still there');
    t.same(
      slugs(run(marked, { type: 'backspace', now: 1_500 })),
      ['eb-2024', 'belfold'],
      'a second Backspace removes it at once',
    );
    t.same(run(marked, { type: 'settle', now: 1_000 + DELETE_MARK_TIMEOUT_MS - 1 }), marked, 'before 1 s it stays');
    t.same(
      slugs(run(marked, { type: 'settle', now: 1_000 + DELETE_MARK_TIMEOUT_MS })),
      ['eb-2024', 'belfold'],
      'at 1 s it goes',
    );
    t.same(run(marked, { type: 'input', text: 'x' }).mark, null, 'typing cancels the mark…');
    t.equal(run(marked, { type: 'input', text: 'x' }).tags.length, 3, '…and the tag stays');
    t.same(run(marked, { type: 'close' }).mark, null, 'so does Escape or leaving the field');
    const withText = run(start, { type: 'input', text: 'a' }, { type: 'backspace', now: 0 });
    t.same(withText.mark, null, 'Backspace with text in the field only edits the text');

    const byButton = run(start, { type: 'remove', key: 'superTags:belfold', now: 10 });
    t.same(byButton.mark, { key: 'superTags:belfold', at: 10 }, "a tag's remove control marks it");
    t.same(
      slugs(run(byButton, { type: 'remove', key: 'superTags:belfold', now: 20 })),
      ['eb-2024', 'ukrajna'],
      'pressed again: removed',
    );
    t.same(
      slugs(run(byButton, { type: 'settle', now: 10 + DELETE_MARK_TIMEOUT_MS })),
      ['eb-2024', 'ukrajna'],
      'or after 1 s',
    );
  },
);

t.test('§5 protected tags cannot be removed or marked', async (t) => {
  const only = initialTagInput([eb]);
  t.same(run(only, { type: 'backspace', now: 0 }), only, 'Backspace finds nothing removable');
  t.same(run(only, { type: 'remove', key: tagKey(eb), now: 0 }), only, 'its control (if any) does nothing');
  const both = run(initialTagInput([eb, belfold]), { type: 'backspace', now: 0 }, { type: 'backspace', now: 1 });
  t.same(both.tags, [eb], "the reader's own tag goes, the protected one stays");
  t.same(run(both, { type: 'backspace', now: 2 }, { type: 'backspace', now: 3 }).tags, [eb]);
});

t.test('§4 any change of the tags runs the search; nothing else does', async (t) => {
  const changes = (s: TagInputState, a: TagInputAction) => !sameTags(s.tags, tagInputReducer(s, a).tags);
  t.ok(changes(typed(), { type: 'pick', index: 0 }), 'adding');
  t.ok(
    changes(run(initialTagInput([belfold]), { type: 'backspace', now: 0 }), { type: 'backspace', now: 1 }),
    'removing',
  );
  t.ok(
    changes(run(initialTagInput([belfold]), { type: 'backspace', now: 0 }), {
      type: 'settle',
      now: DELETE_MARK_TIMEOUT_MS,
    }),
    'a lapsed mark',
  );
  t.notOk(changes(initialTagInput([belfold]), { type: 'backspace', now: 0 }), 'marking is not a change yet');
  t.notOk(changes(typed(), { type: 'move', by: 1 }), 'moving');
  t.notOk(changes(initialTagInput([]), { type: 'input', text: 'kul' }), 'typing');
  const synced = run(run(typed(), { type: 'pick', index: 0 }), { type: 'sync', tags: [belfold] });
  t.same(synced.tags, [belfold], 'another search loaded (back/forward): its tags replace ours');
  t.equal(tagInputReducer(synced, { type: 'sync', tags: [{ ...belfold }] }), synced, 'the same tags: the same state');
});

t.test(
  'two options of one group with the same name are told apart; a same name in another group is no clash',
  async (t) => {
    const regional: AutocompleteSuggestion = {
      type: 'superTags',
      text: 'kultúra ',
      slug: 'transtelex-kultura',
      count: 9,
    };
    const groups = groupsOf(typed(initialTagInput([]), 'kul', [...ANSWER, regional]));
    const sections = groups.find((g) => g.type === 'superTags')!;
    t.same(
      [...ambiguousOptions(sections)].sort(),
      ['superTags:kultura', 'superTags:transtelex-kultura'],
      'both sections named Kultúra (accents, case and spaces aside) show their slug',
    );
    t.same(
      [...ambiguousOptions(groups.find((g) => g.type === 'tags')!)],
      [],
      'the topic Kultúra is in its own group: no slug',
    );
  },
);
