// An editor's session as upstream calls see it: the current access token, and a way to refresh it once when the
// publisher API says it has expired (SPEC.md §4 Session).
export interface EditorSession {
  readonly accessToken: string | undefined;
  /** Refreshes the tokens; resolves false when the refresh failed (the reader must log in again). */
  refresh(): Promise<boolean>;
}

/** §4 the two 401 messages that mean "refresh and retry". */
export const EXPIRED_TOKEN_MESSAGES = ['Expired JWT Token', 'Missing accessToken, use your refreshToken!'] as const;

export function isExpiredTokenMessage(message: string): boolean {
  return (EXPIRED_TOKEN_MESSAGES as readonly string[]).includes(message);
}
