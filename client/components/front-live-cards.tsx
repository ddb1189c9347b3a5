// The fronts' live cards (§4: on the front page only the version is updated): which cards are live, the versions
// seen since the page loaded, handed to every card through context. The poller itself loads lazily, and only on a
// front that shows a live card; an article page never loads any of this.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CardArticle } from '../../shared/card-article.ts';
import { hasLiveFlag } from '../../shared/is-live-article.ts';
import type { FrontBlock } from '../../shared/front-slices.ts';
import { CardVersionsContext, type CardVersion } from './card-versions.ts';

const FrontLiveRefresher = lazy(() =>
  import('./front-live-refresh.chunk.ts').then((m) => ({ default: m.FrontLiveRefresher })),
);

/** A card that shows a §4 live label (flagged live or refresh) and so is kept up to date. */
export function isLiveCard(card: CardArticle): boolean {
  return card.live || hasLiveFlag(card.flags);
}

/** Each live card of the blocks once, at the newest version known: the loaded one, or a newer one seen since. */
export function liveCardVersions(
  blocks: readonly (FrontBlock | null)[],
  seen: ReadonlyMap<number, CardVersion>,
): Map<number, CardVersion> {
  const out = new Map<number, CardVersion>();
  for (const block of blocks) {
    for (const card of block?.articles ?? []) {
      if (!isLiveCard(card) || out.has(card.id)) continue;
      const newer = seen.get(card.id);
      out.set(
        card.id,
        newer && newer.version > card.version ? newer : { version: card.version, updatedAt: card.updatedAt },
      );
    }
  }
  return out;
}

const NOTHING_SEEN: ReadonlyMap<number, CardVersion> = new Map();

/**
 * Polls the live cards of `blocks` and shows what it finds on every card inside. `source` is the loader data the
 * blocks come from: a navigation (new data) drops what was seen for the old one.
 */
export function FrontLiveCards({
  source,
  blocks,
  children,
}: {
  source: object;
  blocks: readonly (FrontBlock | null)[];
  children: ReactNode;
}) {
  const [state, setState] = useState<{ from: object; seen: ReadonlyMap<number, CardVersion> } | null>(null);
  const seen = state?.from === source ? state.seen : NOTHING_SEEN;
  const cards = liveCardVersions(blocks, seen);
  const onNewer = (updates: Map<number, CardVersion>) =>
    setState((prev) => ({
      from: source,
      seen: new Map([...(prev?.from === source ? prev.seen : []), ...updates]),
    }));
  return (
    <CardVersionsContext.Provider value={seen}>
      {children}
      {cards.size > 0 && (
        <Suspense fallback={null}>
          <FrontLiveRefresher cards={cards} onNewer={onNewer} />
        </Suspense>
      )}
    </CardVersionsContext.Provider>
  );
}
