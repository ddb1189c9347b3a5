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
  const typeahead = new Typeahead(root, form, input, toggle, navigate);
  input.addEventListener('input', () => typeahead.typed());
  input.addEventListener('keydown', (e) => typeahead.keyDown(e));
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) typeahead.showList(false);
  });
  // Opened again, the field shows what was typed before, selected: typing replaces it.
  root.addEventListener('toggle', () => {
    if (!root.open) typeahead.showList(false);
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
  if (input.value.trim()) typeahead.typed();
}

/** The listbox under the field, and the line that says what Enter will do. */
function addListbox(form: HTMLFormElement, input: HTMLInputElement, id: string) {
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
  return { list, status };
}

/** One article in the list, its title with the asked words marked. */
function optionElement(hit: Hit, id: string, asked: string, open: (url: string) => void): HTMLLIElement {
  const li = element('li', 'header-search__option');
  li.id = id;
  li.setAttribute('role', 'option');
  li.setAttribute('aria-selected', 'false');
  const title = element('span', 'header-search__title');
  for (const part of highlightSegments(hit.title, asked))
    title.append(part.match ? element('mark', '', part.text) : part.text);
  li.append(title, element('span', 'header-search__section', hit.mainSuperTag.name));
  // The field keeps the focus; the click opens the article.
  li.addEventListener('mousedown', (e) => e.preventDefault());
  li.addEventListener('click', () => open(hit.url));
  return li;
}

function statusText(asked: string, found: number): string {
  return !asked
    ? ''
    : found > 0
      ? 'Enter: minden találat az archívumban'
      : `${TEXT_NO_SEARCH_RESULTS}. Enter: keresés az archívumban`;
}

/** The typeahead's state over the header's form: the hits shown, the term they answer, the chosen one. */
class Typeahead {
  private readonly id = `header-search-${++instances}`;
  private readonly list: HTMLUListElement;
  private readonly status: HTMLParagraphElement;
  private hits: Hit[] = [];
  private asked = '';
  private active = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: AbortController | null = null;

  constructor(
    private readonly root: HTMLDetailsElement,
    private readonly form: HTMLFormElement,
    private readonly input: HTMLInputElement,
    private readonly toggle: HTMLElement,
    private readonly navigate: (to: string) => void,
  ) {
    ({ list: this.list, status: this.status } = addListbox(form, input, this.id));
  }

  /** §2.1 the site's archive is the form's own target (`/g7/archivum` on G7), and its articles are what it searches. */
  private archive(): string {
    return new URL(this.form.action).pathname;
  }

  private select(index: number): void {
    this.active = index;
    this.list
      .querySelectorAll('[role="option"]')
      .forEach((li, i) => li.setAttribute('aria-selected', String(i === this.active)));
    if (this.active >= 0) {
      this.input.setAttribute('aria-activedescendant', `${this.id}-o${this.active}`);
      this.list.children[this.active]?.scrollIntoView({ block: 'nearest' });
    } else {
      this.input.removeAttribute('aria-activedescendant');
    }
  }

  showList(show: boolean): void {
    this.list.hidden = !show;
    this.input.setAttribute('aria-expanded', String(show));
    if (!show) this.select(-1);
  }

  private render(): void {
    this.list.replaceChildren(
      ...this.hits.map((hit, i) => optionElement(hit, `${this.id}-o${i}`, this.asked, (url) => this.go(url))),
    );
    this.showList(this.hits.length > 0);
    this.status.textContent = statusText(this.asked, this.hits.length);
  }

  private reset(): void {
    clearTimeout(this.timer);
    this.pending?.abort();
    this.hits = [];
    this.asked = '';
    this.render();
  }

  private go(to: string): void {
    this.toggle.focus();
    this.root.open = false;
    this.input.value = '';
    this.reset();
    this.navigate(to);
  }

  private async ask(term: string): Promise<void> {
    this.pending?.abort();
    const mine = (this.pending = new AbortController());
    const query = new URLSearchParams({ limit: String(TYPEAHEAD_LIMIT), term });
    const site = archivePathMatch(this.archive())?.subSite;
    if (site) query.set('sites', site);
    try {
      const res = await fetch(`/api/search/articles?${query}`, {
        signal: mine.signal,
        headers: { accept: 'application/json' },
      });
      const body = res.ok ? ((await res.json()) as { items?: Hit[] }) : {};
      if (mine.signal.aborted || this.input.value.trim() !== term) return;
      this.hits = (body.items ?? []).slice(0, TYPEAHEAD_LIMIT);
      this.asked = term;
      this.render();
    } catch {
      // Aborted by newer typing, or offline: Enter still searches the archive.
    }
  }

  typed(): void {
    clearTimeout(this.timer);
    const term = this.input.value.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
    if (!term) this.reset();
    else this.timer = setTimeout(() => void this.ask(term), TYPEAHEAD_DEBOUNCE_MS);
  }

  keyDown(e: KeyboardEvent): void {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (this.hits.length === 0) return;
      e.preventDefault();
      this.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = !this.list.hidden && this.active >= 0 ? this.hits[this.active] : null;
      this.go(
        hit
          ? hit.url
          : archiveSearchUrl(this.archive(), {
              term: this.input.value.trim().slice(0, SEARCH_TERM_MAX_LENGTH),
              tags: [],
              page: 1,
            }),
      );
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (!this.list.hidden) this.showList(false);
      else {
        this.toggle.focus();
        this.root.open = false;
      }
    }
  }

  private move(by: 1 | -1): void {
    if (this.list.hidden) {
      this.showList(true);
      this.select(by === 1 ? 0 : this.hits.length - 1);
    } else {
      // Past either end the focus is back on the field (no option), as in the WAI-ARIA pattern.
      const next = this.active + by;
      this.select(next < -1 ? this.hits.length - 1 : next >= this.hits.length ? -1 : next);
    }
  }
}
