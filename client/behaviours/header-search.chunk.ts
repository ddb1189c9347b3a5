// The header search's typeahead (§7 /api/search/articles?limit=5&term=, §9 typeahead limit 5) as a WAI-ARIA
// combobox over the header's plain GET form: typing asks for up to 5 articles after a pause; the arrow keys move
// through them, Enter opens the chosen one, Enter with none chosen searches the site's archive with the term, Escape
// closes the list and then the search, handing the focus back to the search button. Plain DOM over markup React
// rendered once (like the colour-mode select): React never re-renders these nodes, and the first-load JavaScript
// carries none of this. Text goes in with textContent only.
import { archiveSearchUrl } from '../../shared/archive-query.ts';
import { archivePathMatch } from '../../shared/archive-url.ts';
import {
  SEARCH_TERM_MAX_LENGTH,
  TEXT_NO_SEARCH_RESULTS,
  TYPEAHEAD_DEBOUNCE_MS,
  TYPEAHEAD_LIMIT,
} from '../../shared/search-constants.ts';
import { highlightSegments } from '../../shared/search-highlight.ts';

interface Hit {
  title: string;
  url: string;
  mainSuperTag: { name: string };
}

const enhanced = new WeakSet<Element>();
let instances = 0;

export function enhanceHeaderSearch(root: HTMLDetailsElement, navigate: (to: string) => void): void {
  if (enhanced.has(root)) return;
  enhanced.add(root);
  // Nodes added before React has hydrated the header would be a hydration mismatch.
  const html = document.documentElement;
  if (html.dataset.hydrated) setUp(root, navigate);
  else {
    new MutationObserver((_, observer) => {
      if (!html.dataset.hydrated) return;
      observer.disconnect();
      setUp(root, navigate);
    }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function setUp(root: HTMLDetailsElement, navigate: (to: string) => void): void {
  const form = root.querySelector('form');
  const input = root.querySelector('input');
  const toggle = root.querySelector('summary');
  if (!form || !input || !toggle) return;
  const id = `header-search-${++instances}`;
  const list = element('ul', 'header-search__list');
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Cikkek');
  list.hidden = true;
  const status = element('p', 'header-search__status');
  status.setAttribute('role', 'status');
  form.append(list, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);

  let hits: Hit[] = [];
  let asked = '';
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;

  /** §2.1 the site's archive is the form's own target (`/g7/archivum` on G7), and its articles are what it searches. */
  const archive = () => new URL(form.action).pathname;
  const sites = () => archivePathMatch(archive())?.subSite;

  const select = (index: number) => {
    active = index;
    list.querySelectorAll('[role="option"]').forEach((li, i) => li.setAttribute('aria-selected', String(i === active)));
    if (active >= 0) {
      input.setAttribute('aria-activedescendant', `${id}-o${active}`);
      list.children[active]?.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };
  const showList = (show: boolean) => {
    list.hidden = !show;
    input.setAttribute('aria-expanded', String(show));
    if (!show) select(-1);
  };
  const render = () => {
    list.replaceChildren(
      ...hits.map((hit, i) => {
        const li = element('li', 'header-search__option');
        li.id = `${id}-o${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        const title = element('span', 'header-search__title');
        for (const part of highlightSegments(hit.title, asked))
          title.append(part.match ? element('mark', '', part.text) : part.text);
        li.append(title, element('span', 'header-search__section', hit.mainSuperTag.name));
        // The field keeps the focus; the click opens the article.
        li.addEventListener('mousedown', (e) => e.preventDefault());
        li.addEventListener('click', () => go(hit.url));
        return li;
      }),
    );
    showList(hits.length > 0);
    status.textContent = !asked
      ? ''
      : hits.length > 0
        ? 'Enter: minden találat az archívumban'
        : `${TEXT_NO_SEARCH_RESULTS}. Enter: keresés az archívumban`;
  };
  const reset = () => {
    clearTimeout(timer);
    pending?.abort();
    hits = [];
    asked = '';
    render();
  };
  const go = (to: string) => {
    toggle.focus();
    root.open = false;
    input.value = '';
    reset();
    navigate(to);
  };

  const ask = async (term: string) => {
    pending?.abort();
    const mine = (pending = new AbortController());
    const query = new URLSearchParams({ limit: String(TYPEAHEAD_LIMIT), term });
    const site = sites();
    if (site) query.set('sites', site);
    try {
      const res = await fetch(`/api/search/articles?${query}`, {
        signal: mine.signal,
        headers: { accept: 'application/json' },
      });
      const body = res.ok ? ((await res.json()) as { items?: Hit[] }) : {};
      if (mine.signal.aborted || input.value.trim() !== term) return;
      hits = (body.items ?? []).slice(0, TYPEAHEAD_LIMIT);
      asked = term;
      render();
    } catch {
      // Aborted by newer typing, or offline: Enter still searches the archive.
    }
  };

  const typed = () => {
    clearTimeout(timer);
    const term = input.value.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
    if (!term) reset();
    else timer = setTimeout(() => void ask(term), TYPEAHEAD_DEBOUNCE_MS);
  };
  input.addEventListener('input', typed);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (hits.length === 0) return;
      e.preventDefault();
      const by = e.key === 'ArrowDown' ? 1 : -1;
      if (list.hidden) {
        showList(true);
        select(by === 1 ? 0 : hits.length - 1);
      } else {
        // Past either end the focus is back on the field (no option), as in the WAI-ARIA pattern.
        const next = active + by;
        select(next < -1 ? hits.length - 1 : next >= hits.length ? -1 : next);
      }
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = !list.hidden && active >= 0 ? hits[active] : null;
      go(
        hit
          ? hit.url
          : archiveSearchUrl(archive(), {
              term: input.value.trim().slice(0, SEARCH_TERM_MAX_LENGTH),
              tags: [],
              page: 1,
            }),
      );
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (!list.hidden) showList(false);
      else {
        toggle.focus();
        root.open = false;
      }
    }
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) showList(false);
  });
  // Opened again, the field shows what was typed before, selected: typing replaces it.
  root.addEventListener('toggle', () => {
    if (!root.open) showList(false);
    else {
      input.focus();
      input.select();
    }
  });
  // A click elsewhere on the page puts the search away.
  document.addEventListener('pointerdown', (e) => {
    if (root.open && !root.contains(e.target as Node)) root.open = false;
  });
  // Opened (and perhaps typed in) before this code arrived: the field takes the focus, and its text is asked for.
  if (root.open && document.activeElement !== input) input.focus();
  if (input.value.trim()) typed();
}
