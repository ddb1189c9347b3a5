// The archive search's tag input (§4 search tags, §5 tag input), as pure state changes the UI calls: tags come
// only from the autocomplete; the group headings ('Rovatok', 'Témák', 'Cím', 'Szerzők') are never tags; blank ones
// are ignored and duplicates rejected; ';' commits what was typed; protected tags (a supplement's own) cannot be
// removed. Removing goes through a delete mark: Backspace in the empty field marks the last removable tag, a second
// Backspace removes it at once, and a marked tag goes by itself after DELETE_MARK_TIMEOUT_MS (§9 1 s) unless the
// mark is cancelled (the reader types, or clicks elsewhere). Time is passed in, so the rules test without waiting.
import { foldText } from './fold-text.ts';
import {
  AUTOCOMPLETE_MIN_LENGTH,
  DELETE_MARK_TIMEOUT_MS,
  SEARCH_FILTER_MAX_VALUES,
  SEARCH_TAG_HEADINGS,
  SEARCH_TAG_SEPARATOR,
  SEARCH_TAG_TYPES,
  type SearchTagType,
} from './search-constants.ts';

/** §3 search tag: type and text; `slug` is what the search filters by (the free text itself for `title`). */
export interface SearchTag {
  type: SearchTagType;
  text: string;
  slug: string;
  /** A supplement's own tag: always part of its search (§5). */
  protected?: boolean;
}

/** §3 autocomplete item: type, text, count (and the slug to filter by). */
export interface AutocompleteSuggestion {
  type: SearchTagType;
  text: string;
  slug: string;
  count: number;
  /** The count stopped at the origin's cap: show it as "10 000+". */
  countCapped?: boolean;
}

export type RejectReason = 'blank' | 'heading' | 'duplicate' | 'too-many';

export type AddResult = { added: true; tags: SearchTag[] } | { added: false; tags: SearchTag[]; reason: RejectReason };

const HEADINGS = new Set(Object.values(SEARCH_TAG_HEADINGS).map((h) => h.toLocaleLowerCase('hu')));

/** §5 a group heading typed or picked as a tag. */
export function isHeadingText(text: string): boolean {
  return HEADINGS.has(text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('hu'));
}

/** Two tags are the same when type and slug match; free text (`title`) compares accents and case ignored. */
export function tagKey(tag: Pick<SearchTag, 'type' | 'slug'>): string {
  const slug = tag.type === 'title' ? foldText(tag.slug.trim()).replace(/\s+/g, ' ') : tag.slug;
  return `${tag.type}:${slug}`;
}

/** §5 autocomplete minimum length: ask only when this much (besides spaces) was typed. */
export function shouldAutocomplete(typed: string): boolean {
  return typed.trim().length >= AUTOCOMPLETE_MIN_LENGTH;
}

/** Adds an autocomplete item (or a tag restored from the URL) under the §5 rules. */
export function addSearchTag(tags: readonly SearchTag[], candidate: SearchTag): AddResult {
  const text = candidate.text.trim();
  const slug = candidate.slug.trim();
  if (!text || !slug) return { added: false, tags: [...tags], reason: 'blank' };
  if (isHeadingText(text)) return { added: false, tags: [...tags], reason: 'heading' };
  const tag: SearchTag = { ...candidate, text, slug };
  const key = tagKey(tag);
  if (tags.some((t) => tagKey(t) === key)) return { added: false, tags: [...tags], reason: 'duplicate' };
  if (tags.filter((t) => t.type === tag.type).length >= SEARCH_FILTER_MAX_VALUES) {
    return { added: false, tags: [...tags], reason: 'too-many' };
  }
  return { added: true, tags: [...tags, tag] };
}

/** Removes a tag unless it is protected (§5). */
export function removeSearchTag(tags: readonly SearchTag[], key: string): SearchTag[] {
  return tags.filter((t) => tagKey(t) !== key || t.protected === true);
}

/**
 * The autocomplete item a committed text stands for: a section, topic or author of exactly that name first (in the
 * groups' order), else the free-text (`title`) item of that text. Null when the list offers neither: tags come only
 * from the autocomplete.
 */
export function suggestionFor(
  text: string,
  suggestions: readonly AutocompleteSuggestion[],
): AutocompleteSuggestion | null {
  const wanted = foldText(text.trim()).replace(/\s+/g, ' ');
  if (!wanted) return null;
  const same = (s: AutocompleteSuggestion) => foldText(s.text.trim()).replace(/\s+/g, ' ') === wanted;
  for (const type of SEARCH_TAG_TYPES) {
    if (type === 'title') continue;
    const hit = suggestions.find((s) => s.type === type && same(s));
    if (hit) return hit;
  }
  return suggestions.find((s) => s.type === 'title' && same(s)) ?? null;
}

export interface TypedCommit {
  tags: SearchTag[];
  /** What stays in the field: the text after the last ';', or texts no suggestion matched. */
  rest: string;
  /** Committed texts that were not added, with why (no matching suggestion is 'blank' only when empty). */
  rejected: { text: string; reason: RejectReason | 'not-suggested' }[];
}

/**
 * §5 ';' commits: each text before a ';' becomes the tag its autocomplete item stands for. Without a ';' nothing is
 * committed. A text no suggestion matches stays in the field, so the reader can pick from the list instead.
 */
export function commitTyped(
  tags: readonly SearchTag[],
  typed: string,
  suggestions: readonly AutocompleteSuggestion[],
): TypedCommit {
  const pieces = typed.split(SEARCH_TAG_SEPARATOR);
  const tail = pieces.pop() ?? '';
  let current = [...tags];
  const rejected: TypedCommit['rejected'] = [];
  const unmatched: string[] = [];
  for (const piece of pieces) {
    if (!piece.trim()) continue; // §5 blank tags are ignored
    const item = suggestionFor(piece, suggestions);
    if (!item) {
      rejected.push({ text: piece.trim(), reason: 'not-suggested' });
      unmatched.push(piece.trim());
      continue;
    }
    const result = addSearchTag(current, { type: item.type, text: item.text, slug: item.slug });
    current = result.tags;
    if (!result.added) rejected.push({ text: piece.trim(), reason: result.reason });
  }
  return { tags: current, rest: [...unmatched, tail.trimStart()].filter(Boolean).join(' '), rejected };
}

/** One autocomplete group: its heading (not selectable) and its items. */
export interface SuggestionGroup {
  type: SearchTagType;
  heading: string;
  items: AutocompleteSuggestion[];
}

/** §5 the list, grouped under 'Rovatok', 'Témák', 'Cím', 'Szerzők'; chosen tags and heading texts left out. */
export function groupSuggestions(
  suggestions: readonly AutocompleteSuggestion[],
  chosen: readonly SearchTag[],
): SuggestionGroup[] {
  const taken = new Set(chosen.map(tagKey));
  return SEARCH_TAG_TYPES.map((type) => ({
    type,
    heading: SEARCH_TAG_HEADINGS[type],
    items: suggestions.filter(
      (s) => s.type === type && !isHeadingText(s.text) && s.text.trim() && !taken.has(tagKey(s)),
    ),
  })).filter((g) => g.items.length > 0);
}

// --- the delete mark

export interface TagInputState {
  tags: SearchTag[];
  /** The tag marked for deletion and when (ms, the caller's clock). */
  mark: { key: string; at: number } | null;
}

/**
 * Backspace in the empty field: marks the last removable tag; with a mark still standing, removes the marked tag at
 * once. Protected tags are skipped; with none removable nothing happens.
 */
export function pressBackspace(state: TagInputState, now: number): TagInputState {
  const settled = settleDeletionMark(state, now);
  if (settled.mark) return { tags: removeSearchTag(settled.tags, settled.mark.key), mark: null };
  const last = [...settled.tags].reverse().find((t) => !t.protected);
  return last ? { tags: settled.tags, mark: { key: tagKey(last), at: now } } : settled;
}

/** Marks one tag (its ×, or a key on a focused tag); protected tags cannot be marked. */
export function markForDeletion(state: TagInputState, key: string, now: number): TagInputState {
  const tag = state.tags.find((t) => tagKey(t) === key);
  if (!tag || tag.protected) return state;
  return { tags: state.tags, mark: { key, at: now } };
}

/** The reader typed or moved on: the mark is dropped and the tag stays. */
export function cancelDeletionMark(state: TagInputState): TagInputState {
  return state.mark ? { tags: state.tags, mark: null } : state;
}

/** When the marked tag goes by itself (for the UI's timer), or null. */
export function deletionDueAt(state: TagInputState): number | null {
  return state.mark ? state.mark.at + DELETE_MARK_TIMEOUT_MS : null;
}

/** Past its time, the marked tag goes. */
export function settleDeletionMark(state: TagInputState, now: number): TagInputState {
  const due = deletionDueAt(state);
  if (due === null || now < due) return state;
  return { tags: removeSearchTag(state.tags, state.mark!.key), mark: null };
}
