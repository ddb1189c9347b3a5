// The page's secondary data on the server (client/secondary-data.tsx): each part read once a render, started when the
// first component asks for it, or ahead of the render for what the route's kept parts read (decision 113); and the
// kept markup of a deferred part (server/ssr/kept-parts.tsx).
import { tracked, type PartLoader, type SecondarySource, type Tracked } from '../../client/render-entry.tsx';
import type { PageLanguage } from '../../shared/box-texts.ts';
import { domBackedRecommenderJson } from '../../shared/pages/dom-backed.ts';
import type { SecondaryName, SecondaryResources } from '../../shared/pages/secondary-parts.ts';
import type { LoadContext } from '../load-context.ts';
import { loadSecondary } from '../loaders/secondary-loaders.ts';
import { KeptParts, valueText, type PartInputs } from './kept-parts.tsx';

export class ServerSecondary implements SecondarySource {
  private readonly memo = new Map<SecondaryName, Tracked<unknown>>();
  constructor(
    private readonly ctx: LoadContext,
    private readonly kept: KeptParts,
    private readonly routeId: string,
    private readonly partInputs: Omit<PartInputs, 'source'>,
  ) {}
  get<N extends SecondaryName>(name: N): Promise<SecondaryResources[N]> {
    let p = this.memo.get(name);
    if (!p) {
      this.memo.set(name, (p = tracked<unknown>(loadSecondary(name, this.ctx))));
      this.kept.noteRead(this.routeId, name);
    }
    return p as Promise<SecondaryResources[N]>;
  }
  /** Starts what the route's kept parts read, and settles when those in memory have (one turn at most). */
  readAhead(): Promise<unknown> {
    const reads = this.kept.readAheadOf(this.routeId).map((name) => this.get(name));
    if (reads.length === 0) return Promise.resolve();
    return Promise.race([Promise.all(reads), new Promise((resolve) => setImmediate(resolve))]);
  }
  /** The part's kept markup when the values it reads have settled and were kept; else null, and it is kept. */
  keptMarkup<P extends object>(part: string, load: PartLoader<P>, props: P): string | null {
    const site = this.ctx.site.slug;
    const keep = () => this.kept.keep(part, site, load, props, { ...this.partInputs, source: this });
    const reads = this.kept.readsOf(part);
    if (!reads) {
      keep();
      return null;
    }
    const promises = reads.map((name) => this.get(name) as Tracked<unknown>);
    const key = () => KeptParts.keyOf(part, site, reads, this.jsonOf);
    if (promises.every((p) => p.status === 'fulfilled')) {
      const markup = this.kept.markup(key());
      if (markup !== undefined) return markup;
      keep();
    } else {
      // Rendered live this time; kept for the next page once the values are in, if they are new.
      void Promise.all(promises).then(() => {
        if (this.kept.markup(key()) === undefined) keep();
      });
    }
    return null;
  }
  /** A settled value's text, as its data script and the kept markup's key carry it. */
  private readonly jsonOf = (name: SecondaryName): string => valueText(this.memo.get(name)?.value);
  documentJson(
    name: keyof SecondaryResources,
    value: unknown,
    stories?: ReadonlySet<string>,
    language?: PageLanguage,
  ): string {
    return name === 'recommender' && stories !== undefined
      ? domBackedRecommenderJson(value as SecondaryResources['recommender'], stories, language)
      : valueText(value);
  }
}
