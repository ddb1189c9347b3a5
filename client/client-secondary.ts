// Secondary data in the browser: first from the values the server streamed beside its markup, later fetched from
// the BFF and kept for a minute, so moving between pages does not refetch the same box.
import { SECONDARY_DATA_PATH } from '../shared/pages/secondary-parts.ts';
import { restoreDomBackedSecondary } from './restore-dom-backed.ts';
import { settled, type SecondarySource } from './secondary-data.tsx';
import type { SecondaryName, SecondaryResources } from '../shared/pages/secondary-parts.ts';

const KEEP_MS = 60_000;

export class ClientSecondary implements SecondarySource {
  private readonly entries = new Map<string, { at: number; promise: Promise<unknown> }>();

  constructor() {
    for (const el of document.querySelectorAll<HTMLScriptElement>('script[data-secondary]')) {
      const key = `${el.dataset.secondary}:${el.dataset.key ?? ''}`;
      try {
        const value = restoreDomBackedSecondary(JSON.parse(el.textContent ?? 'null'), el);
        if (value !== undefined) this.entries.set(key, { at: Date.now(), promise: settled(value) });
      } catch {
        // A damaged value is simply fetched again.
      }
    }
  }

  get<N extends SecondaryName>(name: N, key: string): Promise<SecondaryResources[N]> {
    const id = `${name}:${key}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.promise as Promise<SecondaryResources[N]>;
    const promise = fetch(`${SECONDARY_DATA_PATH}/${name}?site=${encodeURIComponent(key)}`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    this.entries.set(id, { at: Date.now(), promise });
    return promise as Promise<SecondaryResources[N]>;
  }
}
