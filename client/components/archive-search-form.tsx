// The archive's search form (§2.3 term and JSON filters): a plain GET form to the archive — without
// JavaScript it submits `term` and `filters` and the server answers the same page — that with JavaScript navigates
// through the router, so the page data comes from /page-data and the URL always holds the whole search. The filter
// accordion (§4) holds the tag input; every change of the tags runs the search at once.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { archiveSearchUrl, filtersFromTags } from '../../shared/archive-query.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../../shared/search-constants.ts';
import type { SearchTag } from '../../shared/search-tags.ts';
import { SearchTagInput } from './search-tag-input.tsx';

export function ArchiveSearchForm({
  path,
  sites,
  term,
  tags,
}: {
  /** The archive's path: where the search goes (`/g7/archivum` on G7). */
  path: string;
  sites: string;
  term: string;
  /** The search's tags, protected ones included (they stay in every search). */
  tags: readonly SearchTag[];
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(term);
  // The field follows the URL (back/forward, a link), not the other way round.
  useEffect(() => setText(term), [term]);
  const latest = useRef({ text, tags });
  latest.current.text = text;
  useEffect(() => {
    latest.current.tags = tags;
  }, [tags]);
  const removable = tags.filter((t) => !t.protected).length;
  const [open, setOpen] = useState(removable > 0);

  const search = (next: { text?: string; tags?: readonly SearchTag[] }) => {
    if (next.tags) latest.current.tags = next.tags;
    const { text: t, tags: chosen } = { ...latest.current, ...next };
    void navigate(
      archiveSearchUrl(path, { term: t.trim().slice(0, SEARCH_TERM_MAX_LENGTH), tags: [...chosen], page: 1 }),
    );
  };

  return (
    <form
      className="archive-search"
      role="search"
      method="get"
      action={path}
      aria-label="Keresés az archívumban"
      onSubmit={(e) => {
        e.preventDefault();
        search({ text });
      }}
    >
      <div className="archive-search__row">
        <label className="visually-hidden" htmlFor={`${id}-term`}>
          Keresett szöveg
        </label>
        <input
          id={`${id}-term`}
          className="archive-search__term"
          type="search"
          name="term"
          value={text}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder="Keresés az archívumban"
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
        />
        {/* Without JavaScript the tags travel with the form as the page got them. */}
        <input type="hidden" name="filters" value={JSON.stringify(filtersFromTags(tags))} />
        <button className="archive-search__submit" type="submit">
          Keresés
        </button>
      </div>
      <details className="archive-filters" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="archive-filters__toggle">
          Szűrők{removable > 0 && <span className="archive-filters__count"> ({removable})</span>}
        </summary>
        <div className="archive-filters__body">
          <SearchTagInput tags={tags} sites={sites} onChange={(next) => search({ tags: next })} />
        </div>
      </details>
    </form>
  );
}
