// Secondary data streams in behind Suspense. React Router's data-router SSR serialises loader data with
// JSON.stringify, so a promise cannot travel through it: the server puts a per-request promise in this context, the
// component reads it with use(), and the resolved value is written beside the markup it produced
// (<script type="application/json" data-secondary>). The browser hydrates from those values and fetches fresh ones
// on later navigations.
import { createContext, use, useContext } from 'react';
import { jsonForScript } from '../shared/json-script.ts';
import type { SecondaryName, SecondaryResources } from '../shared/pages/secondary-parts.ts';
import type { PageLanguage } from '../shared/box-texts.ts';
import type { PartLoader } from './deferred-part.tsx';

export interface SecondarySource {
  get<N extends SecondaryName>(name: N, key: string): Promise<SecondaryResources[N]>;
  /**
   * The server's copy of a value for the document, as its script element's text, without what the markup beside it
   * already carries (shared/pages/dom-backed.ts); the browser has no such step, so its bundle does not carry it.
   */
  documentJson?(name: SecondaryName, value: unknown, stories?: ReadonlySet<string>, language?: PageLanguage): string;
  /**
   * The server's kept markup of a deferred part for the values it reads, or null: it renders the part this time
   * (server/ssr/kept-parts.tsx, decision 113). The browser has no such step.
   */
  keptMarkup?<P extends object>(part: string, load: PartLoader<P>, props: P): string | null;
}

export const SecondaryContext = createContext<SecondarySource | null>(null);

export function useSecondary<N extends SecondaryName>(name: N, key: string): SecondaryResources[N] {
  const source = useContext(SecondaryContext);
  if (!source) throw new Error('useSecondary outside SecondaryContext');
  return use(source.get(name, key));
}

/** A promise that carries its value once settled: React's use() then reads it at once (the mark React itself sets). */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Marks a promise as already settled so React's use() reads it synchronously during hydration. */
export function settled<T>(value: T): Promise<T> {
  const p: Tracked<T> = Promise.resolve(value);
  p.status = 'fulfilled';
  p.value = value;
  return p;
}

/** Marks the promise with its value when it settles (the server reads ahead: server/ssr/server-secondary.ts). */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const p: Tracked<T> = promise;
  void p.then((value) => {
    p.status = 'fulfilled';
    p.value = value;
  });
  return p;
}

/**
 * Writes a resolved value beside the markup it produced, for the browser to hydrate from. `stories`: on an article
 * page, what its main column shows (its recommender leaves those out), in its `language` (which boxes show).
 */
export function SecondaryValue({
  name,
  dataKey,
  value,
  stories,
  language,
}: {
  name: SecondaryName;
  dataKey: string;
  value: unknown;
  stories?: ReadonlySet<string>;
  language?: PageLanguage;
}) {
  const source = useContext(SecondaryContext);
  // React does not compare dangerouslySetInnerHTML when it hydrates, so the browser's render of this element may
  // differ from the server's.
  const json = source?.documentJson ? source.documentJson(name, value, stories, language) : jsonForScript(value);
  return (
    <script
      type="application/json"
      data-secondary={name}
      data-key={dataKey}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
