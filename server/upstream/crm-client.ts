// The CRM service (SPEC.md §7): a reader's account, newsletters and payments. Every call is personal (bearer
// token), so none is cached.
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { CrmOk, CrmUserInfo, type CrmUpdate } from '../../shared/crm-types.ts';
import { UpstreamClient, type Budget } from './upstream-client.ts';

interface Who {
  site: string;
  signal?: AbortSignal;
}

export class CrmClient extends UpstreamClient {
  constructor(baseUrl: string, budgets: Record<Budget, number>) {
    super('crm', baseUrl, budgets);
  }

  userInfo(bearer: string, page: number, who: Who) {
    return this.request(`/api/v2/user/info?page=${Math.max(1, Math.trunc(page))}`, { ...who, method: 'GET', bearer, schema: CrmUserInfo });
  }

  /** Sends the reader a sign-in link for their account page. */
  requestToken(email: string, who: Who) {
    return this.request('/api/v2/user/token', { ...who, method: 'POST', body: { email }, schema: CrmOk as TSchema });
  }

  update(bearer: string, update: CrmUpdate, who: Who) {
    return this.request('/api/v2/user/update', { ...who, method: 'POST', bearer, body: update, schema: Type.Object({}, { additionalProperties: true }) });
  }
}
