// The publisher content API (articles, search, index, docs, security): the upstream every page needs.
import type { ResponseCache } from './response-cache.ts';
import { UpstreamClient, type Budget } from './upstream-client.ts';

export {
  UpstreamError,
  isNotFound,
  isServerSideFailure,
  type Budget,
  type CallOptions as GetOptions,
} from './upstream-client.ts';

export class PublisherClient extends UpstreamClient {
  constructor(baseUrl: string, budgets: Record<Budget, number>, cache?: ResponseCache) {
    super('publisher', baseUrl, budgets, cache);
  }
}
