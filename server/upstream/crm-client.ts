// The CRM service (§7, docs/crm-api.md): a supporter's account, newsletters and payments, and the mail-based
// sign-in of the supporter pages; and the payments the payment provider's webhooks report, recorded with
// the BFF's service token. Every call is personal (bearer token or an address) or a write, so none is cached; a 4xx
// comes back as an UpstreamError carrying the CRM's status and message.
import type { Static, TSchema } from '@sinclair/typebox';
import {
  CrmCancelled,
  CrmExport,
  CrmLinkOwner,
  CrmNewsletterChanged,
  CrmOk,
  CrmPaymentRecorded,
  CrmSession,
  CrmTokenRequested,
  CrmUserInfo,
  type CrmPaymentRecord,
  type CrmUpdate,
} from '../../shared/crm-types.ts';
import { UpstreamClient, type Budget } from './upstream-client.ts';

interface Who {
  site: string;
  signal?: AbortSignal;
}

/** How a supporter proves who they are: the mail's link token, or the challenge (from the cookie) and the code. */
export type CrmSignInProof = { token: string } | { challenge: string; code: string };

const UPDATE_ANSWERS = {
  cancel: CrmCancelled,
  newsletter: CrmNewsletterChanged,
  download: CrmExport,
  delete: CrmOk,
} as const satisfies Record<CrmUpdate['action'], TSchema>;

export type CrmUpdateAnswer<A extends CrmUpdate['action']> = Static<(typeof UPDATE_ANSWERS)[A]>;

export class CrmClient extends UpstreamClient {
  /** `serviceToken`: what the BFF records payments with (CRM_SERVICE_TOKEN); without it, it records none. */
  constructor(
    baseUrl: string,
    budgets: Record<Budget, number>,
    private readonly serviceToken: string | null = null,
  ) {
    super('crm', baseUrl, budgets);
  }

  /** Whether payments can be recorded here (a service token is configured). */
  get recordsPayments(): boolean {
    return this.serviceToken !== null;
  }

  /** Records what a verified webhook of the payment provider says; the CRM takes each event once. */
  recordPayment(record: CrmPaymentRecord, who: Who) {
    if (!this.serviceToken)
      return Promise.reject(new Error('no CRM_SERVICE_TOKEN: payments cannot be recorded at the CRM'));
    return this.request('/api/v2/payments/record', {
      ...who,
      method: 'POST',
      bearer: this.serviceToken,
      body: record,
      schema: CrmPaymentRecorded,
    });
  }

  userInfo(bearer: string, page: number, who: Who) {
    return this.request(`/api/v2/user/info?page=${Math.max(1, Math.trunc(page))}`, {
      ...who,
      method: 'GET',
      bearer,
      schema: CrmUserInfo,
    });
  }

  /** Sends the reader a sign-in link and code, if the address is a supporter's; the answer is the same either way. */
  requestToken(email: string, who: Who) {
    return this.request('/api/v2/user/token', { ...who, method: 'POST', body: { email }, schema: CrmTokenRequested });
  }

  /** Exchanges the link token, or the challenge and code, for a session's bearer token (single use). */
  login(proof: CrmSignInProof, who: Who) {
    return this.request('/api/v2/user/login', { ...who, method: 'POST', body: proof, schema: CrmSession });
  }

  /** The address a link token would sign in, without spending it (401 when it would not). */
  linkOwner(token: string, who: Who) {
    return this.request('/api/v2/user/link', { ...who, method: 'POST', body: { token }, schema: CrmLinkOwner });
  }

  logout(bearer: string, who: Who) {
    return this.request('/api/v2/user/logout', { ...who, method: 'POST', bearer, body: {}, schema: CrmOk });
  }

  update<U extends CrmUpdate>(bearer: string, update: U, who: Who): Promise<CrmUpdateAnswer<U['action']>> {
    const schema: TSchema = UPDATE_ANSWERS[update.action];
    return this.request('/api/v2/user/update', { ...who, method: 'POST', bearer, body: update, schema }) as Promise<
      CrmUpdateAnswer<U['action']>
    >;
  }
}
