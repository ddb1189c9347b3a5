// The server's way into the client: the whole document for one request, as React elements around the router, with
// the request's boot data, hydration payloads and secondary-data source; and a deferred part alone, in the same
// providers, for the markup the server keeps (decision 113). The BFF imports nothing else of client/ but the route tree
// (tooling/tree-rules/import-boundaries.test.ts keeps it so).
import type { ReactElement } from 'react';
import { StaticRouter, StaticRouterProvider, type StaticHandlerContext, type createStaticRouter } from 'react-router';
import type { BootData } from '../shared/pages/boot-data.ts';
import { BootProvider } from './boot-context.tsx';
import type { PartLoader } from './deferred-part.tsx';
import { HydrationPayloadContext, type HydrationPayload } from './document.tsx';
import { SecondaryContext, tracked, type SecondarySource, type Tracked } from './secondary-data.tsx';

export type { HydrationPayload, PartLoader, SecondarySource, Tracked };
export { tracked };

export interface DocumentInputs {
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  boot: BootData;
  payload: HydrationPayload;
  secondary: SecondarySource;
  /** a streamed render's per-response nonce; a complete render has none */
  nonce: string | undefined;
}

export function documentElement({ router, context, boot, payload, secondary, nonce }: DocumentInputs): ReactElement {
  return (
    <SecondaryContext.Provider value={secondary}>
      <HydrationPayloadContext.Provider value={payload}>
        <BootProvider boot={boot}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
        </BootProvider>
      </HydrationPayloadContext.Provider>
    </SecondaryContext.Provider>
  );
}

export interface PartInputs {
  boot: BootData;
  /** the page's path and query, for the part's router */
  location: string;
  source: SecondarySource;
}

/** A deferred part alone, in the providers it reads on its page: the secondary source, the boot data, a router. */
export function partElement(part: ReactElement, { boot, location, source }: PartInputs): ReactElement {
  return (
    <SecondaryContext.Provider value={source}>
      <BootProvider boot={boot}>
        <StaticRouter location={location}>{part}</StaticRouter>
      </BootProvider>
    </SecondaryContext.Provider>
  );
}
