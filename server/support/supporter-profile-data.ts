// What /tamogatas/profil renders from, for whoever wires the page (§2.1 profil): the supporter's view model
// (shared/supporter-profile.ts) and their forms' token, or why there is none. A page loader calls this with the
// session cookie's value; the CRM's refusal means the reader is signed out, its failure that the page says so.
import type { CrmClient } from '../upstream/crm-client.ts';
import { UpstreamError } from '../upstream/upstream-client.ts';
import { buildSupporterProfile, type SupporterProfileView } from '../../shared/supporter-profile.ts';
import { supporterCsrfToken } from './supporter-session.ts';

export type SupporterProfileData =
  { kind: 'signed-out' } | { kind: 'unavailable' } | { kind: 'profile'; profile: SupporterProfileView; csrf: string };

export async function loadSupporterProfile(
  crm: CrmClient | null,
  sessionToken: string | null,
  opts: { site: string; page: number; timeZone?: string; signal?: AbortSignal },
): Promise<SupporterProfileData> {
  if (!sessionToken) return { kind: 'signed-out' };
  if (!crm) return { kind: 'unavailable' };
  try {
    const info = await crm.userInfo(sessionToken, opts.page, { site: opts.site, signal: opts.signal });
    return {
      kind: 'profile',
      profile: buildSupporterProfile(info, { timeZone: opts.timeZone }),
      csrf: supporterCsrfToken(sessionToken),
    };
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return { kind: 'signed-out' };
    if (err instanceof UpstreamError) return { kind: 'unavailable' };
    throw err;
  }
}
