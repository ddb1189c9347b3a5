// Deferred parts' markup, kept per data version (decision 113). The browser never hydrates inside a deferred part
// (client/deferred-part.tsx): it keeps the wrapper's HTML as static markup until the part is wanted. So a part whose
// markup follows from its site and the secondary values it reads (`keep`) need not be rendered by every page: it is
// rendered once alone, and pages that read the same values write its markup as text. Which values a part reads is
// learned from that render, not declared beside it. A part whose values have not settled when its wrapper renders is
// rendered live, as before (decision 109: the shell does not wait for it).
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import { partElement, type PartInputs, type PartLoader, type SecondarySource } from '../../client/render-entry.tsx';
import { jsonForScript } from '../../shared/json-script.ts';
import type { SecondaryName } from '../../shared/pages/secondary-parts.ts';

/** Markups kept: a few parts, a few sites, a couple of data versions each; the least read is dropped first. */
const KEPT_MARKUPS = 64;

export type { PartInputs };

const texts = new WeakMap<object, string>();

/**
 * A value's text, as its data script carries it and a kept part's key names it: written once for each value. A loader
 * that makes its value once per upstream answer (the shared data's) hands every page the same object; values are never
 * changed once loaded.
 */
export function valueText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return jsonForScript(value);
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = jsonForScript(value)));
  return text;
}

/** The kept markups of one BFF process, what each kept part reads, and what each route's pages read. */
export class KeptParts {
  private readonly markups = new LRUCache<string, string>({ max: KEPT_MARKUPS });
  private readonly rendering = new Set<string>();
  private readonly readsOfPart = new Map<string, readonly SecondaryName[]>();
  private readonly readsOfRoute = new Map<string, Set<SecondaryName>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * The part's key for these values: its name, its site and each value it read, named, with its text (decision 113).
   * A render reads what the values it has read so far lead it to, so markup kept for the same values read is the
   * markup a render of them writes.
   */
  static keyOf(part: string, site: string, reads: readonly SecondaryName[], text: (name: SecondaryName) => string) {
    return [part, site, ...reads.map((name) => `${name} ${text(name)}`)].join('\n');
  }

  /** The secondary values the part read when it was rendered alone; undefined before that. */
  readsOf(part: string): readonly SecondaryName[] | undefined {
    return this.readsOfPart.get(part);
  }

  markup(key: string): string | undefined {
    return this.markups.get(key);
  }

  /** Renders the part alone for the page's values and keeps its markup, unless one such render is under way. */
  keep<P extends object>(part: string, site: string, load: PartLoader<P>, props: P, inputs: PartInputs): void {
    const busy = `${part}\n${site}`;
    if (this.rendering.has(busy)) return;
    this.rendering.add(busy);
    const read = new Set<SecondaryName>();
    const source: SecondarySource = {
      get: (name, key) => {
        read.add(name);
        return inputs.source.get(name, key);
      },
      documentJson: inputs.source.documentJson?.bind(inputs.source),
    };
    load()
      .then((Part) => renderAlone(partElement(<Part {...props} />, { ...inputs, source })))
      .then(async (html) => {
        const reads = [...read];
        const values = await Promise.all(reads.map((name) => inputs.source.get(name, site)));
        const text = (name: SecondaryName) => valueText(values[reads.indexOf(name)]);
        this.markups.set(KeptParts.keyOf(part, site, reads, text), html);
        this.readsOfPart.set(part, reads);
      })
      .catch((err: unknown) => this.log.warn({ err, part, site }, 'deferred part not kept'))
      .finally(() => this.rendering.delete(busy));
  }

  /**
   * What a render of this route should read before it starts: the values a kept part reads, where the route's last
   * render read them (its wrapper can then find them settled). Nothing else is read ahead.
   */
  readAheadOf(routeId: string): SecondaryName[] {
    const route = this.readsOfRoute.get(routeId);
    if (!route) return [];
    const wanted = new Set<SecondaryName>();
    for (const reads of this.readsOfPart.values()) for (const name of reads) if (route.has(name)) wanted.add(name);
    return [...wanted];
  }

  noteRead(routeId: string, name: SecondaryName): void {
    let reads = this.readsOfRoute.get(routeId);
    if (!reads) this.readsOfRoute.set(routeId, (reads = new Set()));
    reads.add(name);
  }
}

/** The element's markup, by the page's own renderer: the text a page's render writes for it. */
function renderAlone(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(
          new Writable({
            decodeStrings: false,
            write(chunk: string | Buffer, _enc, cb) {
              html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
              cb();
            },
            final(cb) {
              resolve(html);
              cb();
            },
          }),
        );
      },
      onShellError: reject,
      onError: reject,
    });
  });
}
