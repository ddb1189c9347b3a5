// Secondary data in the browser: first from the values the server streamed beside its markup, later fetched from
// the BFF and kept for a minute, so moving between pages does not refetch the same box.
import { SECONDARY_DATA_PATH } from '../shared/pages/secondary-parts.ts';
import { restoreDomBackedSecondary } from './restore-dom-backed.ts';
import { settled, type SecondarySource } from './secondary-data.tsx';
import type { SecondaryName, SecondaryResources } from '../shared/pages/secondary-parts.ts';

const KEEP_MS = 60_000;

export class ClientSecondary implements SecondarySource {
  private readonly entries = new Map<string, { at: number; promise: Promise<unknown> }>();
  /** Streamed values already taken: one still in the document later is the page's old copy, not a fresh one. */
  private readonly taken = new WeakSet<Element>();

  constructor() {
    for (const el of document.querySelectorAll<HTMLScriptElement>('script[data-secondary]')) {
      this.take(el, `${el.dataset.secondary}:${el.dataset.key ?? ''}`);
    }
  }

  get<N extends SecondaryName>(name: N, key: string): Promise<SecondaryResources[N]> {
    const id = `${name}:${key}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.promise as Promise<SecondaryResources[N]>;
    // A part whose data the server was still waiting for when the page booted streams in later, its value beside
    // its markup; React hydrates that markup only once it is there, so the value is read now, not fetched (a
    // fetched copy can differ from what the server rendered, and React would then throw the markup away).
    for (const el of document.querySelectorAll<HTMLScriptElement>(`script[data-secondary="${name}"]`)) {
      if ((el.dataset.key ?? '') === key && this.take(el, id)) return this.entries.get(id)!.promise as Promise<SecondaryResources[N]>;
    }
    const promise = fetch(`${SECONDARY_DATA_PATH}/${name}?site=${encodeURIComponent(key)}`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    this.entries.set(id, { at: Date.now(), promise });
    return promise as Promise<SecondaryResources[N]>;
  }

  /** Keeps a streamed value under `id`, once per element; false when it was taken before or cannot be read. */
  private take(el: HTMLScriptElement, id: string): boolean {
    if (this.taken.has(el)) return false;
    this.taken.add(el);
    try {
      const value = restoreDomBackedSecondary(JSON.parse(el.textContent ?? 'null'), el);
      if (value === undefined) return false;
      this.entries.set(id, { at: Date.now(), promise: settled(value) });
      return true;
    } catch {
      return false; // a damaged value is simply fetched again
    }
  }
}
