// Secondary data in the browser: first from the values the server streamed beside its markup, later fetched from
// the BFF and kept for a minute, so moving between pages does not refetch the same box.
import { SECONDARY_DATA_PATH } from '../shared/pages/secondary-parts.ts';
import { isDomBacked, restoreDomBackedSecondary } from './restore-dom-backed.ts';
import { settled, type SecondarySource } from './secondary-data.tsx';
import type { SecondaryName, SecondaryResources } from '../shared/pages/secondary-parts.ts';

const KEEP_MS = 60_000;

/** The page a value was written for: a client-side navigation changes it before the new page renders. */
const currentPage = () => location.pathname;

export class ClientSecondary implements SecondarySource {
  /** `page`: the one page a value serves, for one the document carried for its own page alone (decision 117). */
  private readonly entries = new Map<string, { at: number; promise: Promise<unknown>; page?: string }>();

  get<N extends SecondaryName>(name: N, key: string): Promise<SecondaryResources[N]> {
    const id = `${name}:${key}`;
    // The first time a value is asked for, it is the one the server wrote beside its markup: React hydrates a part
    // only once that markup is in the document, a part the server was still waiting for when the page booted
    // included. Read, not fetched: a fetched copy can differ from what the server rendered, and React would throw
    // the markup away. (Later asks, on other pages, find an entry: what a client render wrote is never read back.)
    if (!this.entries.has(id)) {
      for (const el of document.querySelectorAll<HTMLScriptElement>(`script[data-secondary="${name}"]`)) {
        if ((el.dataset.key ?? '') !== key) continue;
        try {
          const written: unknown = JSON.parse(el.textContent ?? 'null');
          const value = restoreDomBackedSecondary(written, el);
          const page = isDomBacked(written) ? currentPage() : undefined;
          if (value !== undefined) this.entries.set(id, { at: Date.now(), promise: settled(value), page });
        } catch {
          // A damaged value is simply fetched again.
        }
        break;
      }
    }
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < KEEP_MS && (hit.page === undefined || hit.page === currentPage()))
      return hit.promise as Promise<SecondaryResources[N]>;
    const promise = fetch(`${SECONDARY_DATA_PATH}/${name}?site=${encodeURIComponent(key)}`, {
      headers: { accept: 'application/json' },
    })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    this.entries.set(id, { at: Date.now(), promise });
    return promise as Promise<SecondaryResources[N]>;
  }
}
