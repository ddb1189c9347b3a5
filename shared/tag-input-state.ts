// The archive's tag input as one state and the reader's actions on it (§4 search tags, §5 tag input, §9 delete mark),
// built on the rules of shared/search-tags.ts: the component only renders this state, sends actions and runs the
// search when `tags` changed. Pure (time is passed in), so every rule the UI applies is tested without a browser.
import {
  addSearchTag,
  cancelDeletionMark,
  commitTyped,
  groupSuggestions,
  markForDeletion,
  pressBackspace,
  removeSearchTag,
  settleDeletionMark,
  shouldAutocomplete,
  tagKey,
  type AutocompleteSuggestion,
  type RejectReason,
  type SearchTag,
  type SuggestionGroup,
} from './search-tags.ts';
import { foldText } from './fold-text.ts';
import { SEARCH_TAG_SEPARATOR } from './search-constants.ts';

export interface TagInputState {
  tags: SearchTag[];
  /** The tag marked for deletion and when (ms): it goes at DELETE_MARK_TIMEOUT_MS unless the mark is cancelled. */
  mark: { key: string; at: number } | null;
  /** What is typed in the tag field. */
  text: string;
  /** The autocomplete's answer for `suggestionsFor`. */
  suggestions: AutocompleteSuggestion[];
  suggestionsFor: string;
  /** The list is shown. */
  open: boolean;
  /** Index of the active option in optionsOf(state), -1 for none. */
  active: number;
  /** Why the last thing typed or picked was not added (for the reader's live region). */
  rejected: { text: string; reason: RejectReason | 'not-suggested' } | null;
}

export type TagInputAction =
  /** The field's text changed (a ';' in it commits what is before it). */
  | { type: 'input'; text: string }
  /** The autocomplete answered for `text`; an answer for an older text is dropped. */
  | { type: 'suggestions'; text: string; items: AutocompleteSuggestion[] }
  | { type: 'move'; by: 1 | -1 }
  /** Pick an option by index (a click), or the active one. */
  | { type: 'pick'; index?: number }
  /** Enter: the active option, else what was typed (as if ';' followed it). */
  | { type: 'enter' }
  /** Backspace in the empty field. */
  | { type: 'backspace'; now: number }
  /** A tag's own remove control: marks it, or removes a tag already marked. */
  | { type: 'remove'; key: string; now: number }
  /** The timer: a marked tag past its time goes. */
  | { type: 'settle'; now: number }
  /** Escape, or focus left: the list closes and a delete mark is cancelled (the tag stays); the text stays. */
  | { type: 'close' }
  /** The page loaded another search (back/forward, a shared URL): its tags replace ours. */
  | { type: 'sync'; tags: SearchTag[] };

export function initialTagInput(tags: readonly SearchTag[]): TagInputState {
  return {
    tags: [...tags],
    mark: null,
    text: '',
    suggestions: [],
    suggestionsFor: '',
    open: false,
    active: -1,
    rejected: null,
  };
}

/** §5 the list as shown: grouped under its headings, without chosen tags or headings. */
export function groupsOf(state: Pick<TagInputState, 'suggestions' | 'tags'>): SuggestionGroup[] {
  return groupSuggestions(state.suggestions, state.tags);
}

/** The selectable items in the order shown (headings are not options). */
export function optionsOf(state: Pick<TagInputState, 'suggestions' | 'tags'>): AutocompleteSuggestion[] {
  return groupsOf(state).flatMap((g) => g.items);
}

/**
 * Options whose text another option of the same group shares (two sections named 'Külföld', one of them the regional
 * edition's, mirrored onto this site): the list must tell them apart, so they also show their slug. Keys are tagKey.
 */
export function ambiguousOptions(group: SuggestionGroup): Set<string> {
  const byText = new Map<string, number>();
  const textOf = (item: AutocompleteSuggestion) => foldText(item.text.trim()).replace(/\s+/g, ' ');
  for (const item of group.items) byText.set(textOf(item), (byText.get(textOf(item)) ?? 0) + 1);
  return new Set(group.items.filter((item) => (byText.get(textOf(item)) ?? 0) > 1).map(tagKey));
}

/** The same tags in the same order: no new search needed. */
export function sameTags(a: readonly SearchTag[], b: readonly SearchTag[]): boolean {
  return a.length === b.length && a.every((t, i) => tagKey(t) === tagKey(b[i]));
}

const closed = { open: false, active: -1 } as const;

function afterAdd(state: TagInputState, item: AutocompleteSuggestion): TagInputState {
  const result = addSearchTag(state.tags, { type: item.type, text: item.text, slug: item.slug });
  return {
    ...state,
    ...closed,
    mark: null,
    tags: result.tags,
    text: '',
    suggestions: [],
    suggestionsFor: '',
    rejected: result.added ? null : { text: item.text, reason: result.reason },
  };
}

function commit(state: TagInputState, typed: string): TagInputState {
  const { tags, rest, rejected } = commitTyped(state.tags, typed, state.suggestions);
  return {
    ...state,
    ...closed,
    mark: null,
    tags,
    text: rest,
    // The answer was for the committed text; what is left gets its own.
    suggestions: rest ? state.suggestions : [],
    suggestionsFor: rest ? state.suggestionsFor : '',
    rejected: rejected.at(-1) ?? null,
  };
}

export function tagInputReducer(state: TagInputState, action: TagInputAction): TagInputState {
  switch (action.type) {
    case 'input': {
      const typing = cancelDeletionMark(state);
      const next = { ...state, mark: typing.mark, text: action.text, rejected: null };
      if (action.text.includes(SEARCH_TAG_SEPARATOR)) return commit(next, action.text);
      return shouldAutocomplete(action.text)
        ? { ...next, active: -1 }
        : { ...next, ...closed, suggestions: [], suggestionsFor: '' };
    }
    case 'suggestions': {
      if (action.text !== state.text.trim() || !shouldAutocomplete(state.text)) return state;
      const next = { ...state, suggestions: action.items, suggestionsFor: action.text, active: -1 };
      return { ...next, open: optionsOf(next).length > 0 };
    }
    case 'move': {
      const count = optionsOf(state).length;
      if (count === 0) return state;
      if (!state.open) return { ...state, open: true, active: action.by === 1 ? 0 : count - 1 };
      // Past either end the focus goes back to the field (-1), as in the WAI-ARIA combobox pattern.
      const at = state.active + action.by;
      return { ...state, active: at < -1 ? count - 1 : at >= count ? -1 : at };
    }
    case 'pick': {
      const index = action.index ?? state.active;
      const item = optionsOf(state)[index];
      return item ? afterAdd(state, item) : state;
    }
    case 'enter': {
      if (state.open && state.active >= 0) return tagInputReducer(state, { type: 'pick' });
      return state.text.trim() ? commit(state, state.text + SEARCH_TAG_SEPARATOR) : state;
    }
    case 'backspace': {
      if (state.text !== '') return state;
      const next = pressBackspace(state, action.now);
      return { ...state, tags: next.tags, mark: next.mark, rejected: null };
    }
    case 'remove': {
      const settled = settleDeletionMark(state, action.now);
      if (settled.mark?.key === action.key)
        return { ...state, tags: removeSearchTag(settled.tags, action.key), mark: null };
      const next = markForDeletion(settled, action.key, action.now);
      return { ...state, tags: next.tags, mark: next.mark };
    }
    case 'settle': {
      const next = settleDeletionMark(state, action.now);
      return next === state ? state : { ...state, tags: next.tags, mark: next.mark };
    }
    case 'close':
      return state.open || state.active !== -1 || state.mark ? { ...state, ...closed, mark: null } : state;
    case 'sync':
      return sameTags(state.tags, action.tags) ? state : { ...state, tags: [...action.tags], mark: null };
  }
}
