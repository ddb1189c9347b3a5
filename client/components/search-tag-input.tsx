// The archive's tag input (§4 search tags, §5 tag input, §9 delete mark): the chosen tags, and a field whose
// autocomplete (/api/search/autocomplete with the typed text and the chosen filters) is a WAI-ARIA combobox with a
// grouped listbox. Every rule lives in shared/tag-input-state.ts; this renders its state and reports each change of
// the tags, which runs the search. Tags marked protected (a supplement's own) have no remove control.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { filtersFromTags } from '../../shared/archive-query.ts';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  SEARCH_FILTER_MAX_VALUES,
  SEARCH_TAG_TYPE_LABELS,
} from '../../shared/search-constants.ts';
import {
  deletionDueAt,
  shouldAutocomplete,
  tagKey,
  type AutocompleteSuggestion,
  type SearchTag,
} from '../../shared/search-tags.ts';
import { searchTotalText } from '../../shared/search-total.ts';
import {
  ambiguousOptions,
  groupsOf,
  initialTagInput,
  sameTags,
  tagInputReducer,
  type TagInputAction,
  type TagInputState,
} from '../../shared/tag-input-state.ts';

const REJECTED: Record<NonNullable<TagInputState['rejected']>['reason'], string> = {
  blank: '',
  heading: 'A csoportok címei nem címkék.',
  duplicate: 'Ez a címke már szerepel a keresésben.',
  'too-many': `Egy fajtából legfeljebb ${SEARCH_FILTER_MAX_VALUES} címke lehet.`,
  'not-suggested': 'Címkét csak a javaslatok közül lehet választani.',
};

type Apply = (action: TagInputAction) => void;

/** The input's state, the one way to change it, and the report of each change of the tags. */
function useTagInputState(
  tags: readonly SearchTag[],
  onChange: (tags: SearchTag[]) => void,
): [TagInputState, Apply, { readonly current: TagInputState }] {
  const [state, setState] = useState(() => initialTagInput(tags));
  const current = useRef(state);
  const changed = useRef(onChange);
  changed.current = onChange;
  const apply = useCallback((action: TagInputAction) => {
    const prev = current.current;
    const next = tagInputReducer(prev, action);
    if (next === prev) return;
    current.current = next;
    setState(next);
    if (action.type !== 'sync' && !sameTags(prev.tags, next.tags)) changed.current(next.tags);
  }, []);

  // Another search loaded (back/forward, paging keeps them): its tags are the truth.
  useEffect(() => apply({ type: 'sync', tags: [...tags] }), [tags, apply]);
  return [state, apply, current];
}

/** §5 autocomplete from 1 character, a request per pause in typing; a newer text aborts the older request. */
function useAutocomplete(
  state: TagInputState,
  current: { readonly current: TagInputState },
  sites: string,
  apply: Apply,
): void {
  const typed = state.text.trim();
  useEffect(() => {
    if (!shouldAutocomplete(typed) || typed === current.current.suggestionsFor) return;
    const abort = new AbortController();
    const timer = setTimeout(() => void lookUp(), AUTOCOMPLETE_DEBOUNCE_MS);
    async function lookUp() {
      const query = new URLSearchParams({
        term: typed,
        filters: JSON.stringify(filtersFromTags(current.current.tags)),
        sites,
      });
      try {
        const res = await fetch(`/api/search/autocomplete?${query}`, {
          signal: abort.signal,
          headers: { accept: 'application/json' },
        });
        const body = res.ok ? ((await res.json()) as { items?: AutocompleteSuggestion[] }) : {};
        apply({ type: 'suggestions', text: typed, items: body.items ?? [] });
      } catch {
        // Aborted by newer typing, or offline: no list this time.
      }
    }
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- current is a ref (the state at the request's time), not an input
  }, [typed, state.tags, sites, apply]);
}

/** §9 a marked tag goes after DELETE_MARK_TIMEOUT_MS. */
function useDeletionTimer(state: TagInputState, apply: Apply): void {
  useEffect(() => {
    const due = deletionDueAt(state);
    if (due === null) return;
    const timer = setTimeout(() => apply({ type: 'settle', now: Date.now() }), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer restarts when a tag is marked, not on every keystroke
  }, [state.mark, apply]);
}

function keyDownHandler(state: TagInputState, apply: Apply) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    const key = e.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      e.preventDefault();
      apply({ type: 'move', by: key === 'ArrowDown' ? 1 : -1 });
    } else if (key === 'Enter') {
      // With nothing to add, Enter submits the search form as usual.
      if ((state.open && state.active >= 0) || state.text.trim()) {
        e.preventDefault();
        apply({ type: 'enter' });
      }
    } else if (key === 'Escape' && (state.open || state.mark)) {
      e.preventDefault();
      e.stopPropagation();
      apply({ type: 'close' });
    } else if (key === 'Backspace' && state.text === '') {
      apply({ type: 'backspace', now: Date.now() });
    }
  };
}

function noticeOf(state: TagInputState): string {
  const marked = state.mark && state.tags.find((t) => tagKey(t) === state.mark!.key);
  return state.rejected
    ? REJECTED[state.rejected.reason]
    : marked
      ? `„${marked.text}” törlésre jelölve: egy másodperc múlva kikerül (gépelés vagy Esc: marad).`
      : '';
}

export function SearchTagInput({
  tags,
  sites,
  onChange,
}: {
  tags: readonly SearchTag[];
  /** The sites the search covers, so the counts are this archive's. */
  sites: string;
  /** The tags changed: run the search. */
  onChange(tags: SearchTag[]): void;
}) {
  const id = useId();
  const [state, apply, current] = useTagInputState(tags, onChange);
  useAutocomplete(state, current, sites, apply);
  useDeletionTimer(state, apply);

  const optionId = (i: number) => `${id}-o${i}`;
  useEffect(() => {
    if (state.active >= 0) document.getElementById(optionId(state.active))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <div className="tag-input">
      {state.tags.length > 0 && <ChosenTags state={state} apply={apply} />}
      <label className="tag-input__label" htmlFor={`${id}-field`}>
        Címke hozzáadása
      </label>
      <div className="tag-input__field">
        <input
          id={`${id}-field`}
          className="tag-input__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={state.open}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={state.open && state.active >= 0 ? optionId(state.active) : undefined}
          placeholder="Rovat, téma, szerző vagy szöveg"
          value={state.text}
          onChange={(e) => apply({ type: 'input', text: e.target.value })}
          onKeyDown={keyDownHandler(state, apply)}
          onBlur={() => apply({ type: 'close' })}
        />
        <SuggestionList id={id} state={state} apply={apply} optionId={optionId} />
      </div>
      <p className="tag-input__hint" id={`${id}-hint`}>
        Gépelj, és válassz a javaslatok közül (nyilak és Enter, vagy „;”). Üres mezőben a Backspace törlésre jelöli az
        utolsó címkét.
      </p>
      <p className="tag-input__notice" role="status">
        {noticeOf(state)}
      </p>
    </div>
  );
}

function ChosenTags({ state, apply }: { state: TagInputState; apply: Apply }) {
  return (
    <ul className="tag-input__tags" aria-label="A keresés címkéi">
      {state.tags.map((t) => {
        const key = tagKey(t);
        const isMarked = state.mark?.key === key;
        return (
          <li
            key={key}
            className={`search-tag${isMarked ? ' search-tag--marked' : ''}${t.protected ? ' search-tag--protected' : ''}`}
          >
            <span className="search-tag__type">{SEARCH_TAG_TYPE_LABELS[t.type]}</span>
            <span className="search-tag__text">{t.text}</span>
            {t.protected ? (
              <span className="visually-hidden"> (rögzített)</span>
            ) : (
              <button
                type="button"
                className="search-tag__remove"
                onClick={() => apply({ type: 'remove', key, now: Date.now() })}
                aria-label={isMarked ? `${t.text}: törlés most` : `${t.text} címke törlése`}
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SuggestionList({
  id,
  state,
  apply,
  optionId,
}: {
  id: string;
  state: TagInputState;
  apply: Apply;
  optionId(i: number): string;
}) {
  const groups = groupsOf(state);
  let index = 0;
  return (
    <div className="tag-input__list" role="listbox" id={`${id}-list`} aria-label="Javasolt címkék" hidden={!state.open}>
      {groups.map((g) => {
        const ambiguous = ambiguousOptions(g);
        return (
          <ul key={g.type} className="tag-input__group" role="group" aria-labelledby={`${id}-g-${g.type}`}>
            <li className="tag-input__heading" role="presentation" id={`${id}-g-${g.type}`}>
              {g.heading}
            </li>
            {g.items.map((item) => {
              const i = index++;
              const count = searchTotalText(item.count, item.countCapped);
              const slug = ambiguous.has(tagKey(item)) ? item.slug : '';
              return (
                <li
                  key={`${item.type}:${item.slug}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === state.active}
                  className={`tag-option${i === state.active ? ' tag-option--active' : ''}`}
                  aria-label={`${item.text}${slug ? ` (${slug})` : ''}, ${SEARCH_TAG_TYPE_LABELS[item.type].toLowerCase()}, ${count} cikk`}
                  // The field keeps the focus; the click picks.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => apply({ type: 'pick', index: i })}
                >
                  <span className="tag-option__type">{SEARCH_TAG_TYPE_LABELS[item.type]}</span>
                  <span className="tag-option__text">
                    {item.text}
                    {slug && <span className="tag-option__slug"> {slug}</span>}
                  </span>
                  <span className="tag-option__count">{count}</span>
                </li>
              );
            })}
          </ul>
        );
      })}
    </div>
  );
}
