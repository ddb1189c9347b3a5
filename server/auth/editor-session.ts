// An editor's session as upstream calls see it: the current access token, a way to refresh it once when the
// publisher API says it has expired (§4 Session), and a way to report that the publisher refused it.
import { MSG_EXPIRED_JWT, MSG_MISSING_ACCESS_TOKEN } from '../../shared/constants.ts';

export interface EditorSession {
  readonly accessToken: string | undefined;
  /** True while the reader holds tokens that have not been refused: they count as logged in. */
  readonly active: boolean;
  /** Resolves once an access token is at hand: with only a refresh token, it refreshes first. */
  ready(): Promise<void>;
  /** Refreshes the tokens; resolves false when the refresh failed (the reader must log in again). */
  refresh(): Promise<boolean>;
  /** The publisher refused the editor: 403, or a 401 that a refresh did not cure. */
  refused(status: 401 | 403): void;
}

/** §4 the two 401 messages that mean "refresh and retry". */
export const EXPIRED_TOKEN_MESSAGES = [MSG_EXPIRED_JWT, MSG_MISSING_ACCESS_TOKEN] as const;

export function isExpiredTokenMessage(message: string): boolean {
  return (EXPIRED_TOKEN_MESSAGES as readonly string[]).includes(message);
}
