// An editor's session for one request, from its two cookies. Upstream calls read the access token from here; a
// refresh (once per request, shared process-wide by the TokenRefresher) swaps in the rotated pair, and what happened
// is left in `state` for the handler to turn into Set-Cookie headers or a trip to /login before the first byte.
import { UpstreamError } from '../upstream/publisher-client.ts';
import type { EditorSession } from './editor-session.ts';
import type { SessionTokens, TokenPair } from './session-cookies.ts';
import type { TokenRefresher } from './token-refresher.ts';

/** unchanged: cookies stay; rotated: new cookies; failed: refresh refused or token rejected; forbidden: 403 upstream. */
export type SessionState = 'unchanged' | 'rotated' | 'failed' | 'forbidden';

export class CookieSession implements EditorSession {
  state: SessionState = 'unchanged';
  private access: string | undefined;
  private refreshToken: string | undefined;
  private refreshing: Promise<boolean> | null = null;
  private newPair: TokenPair | null = null;

  constructor(
    tokens: SessionTokens,
    private readonly refresher: TokenRefresher,
  ) {
    this.access = tokens.accessToken;
    this.refreshToken = tokens.refreshToken;
  }

  get accessToken(): string | undefined {
    return this.state === 'failed' ? undefined : this.access;
  }

  get active(): boolean {
    return this.state === 'unchanged' || this.state === 'rotated';
  }

  /** The rotated pair, once a refresh succeeded. */
  get rotated(): TokenPair | null {
    return this.newPair;
  }

  async ready(): Promise<void> {
    // Without an access token every call would go out anonymous (the API would say 'Missing accessToken'): refresh first.
    if (!this.access && this.refreshToken && this.state === 'unchanged') await this.refresh();
  }

  refresh(): Promise<boolean> {
    this.refreshing ??= this.rotate();
    return this.refreshing;
  }

  refused(status: 401 | 403): void {
    if (this.state === 'failed') return;
    this.state = status === 403 ? 'forbidden' : 'failed';
  }

  private async rotate(): Promise<boolean> {
    if (!this.refreshToken) {
      this.state = 'failed';
      return false;
    }
    const outcome = await this.refresher.refresh(this.refreshToken);
    if (outcome.kind === 'ok') {
      this.newPair = outcome.value;
      this.access = outcome.value.token;
      this.refreshToken = outcome.value.refreshToken;
      if (this.state === 'unchanged') this.state = 'rotated';
      return true;
    }
    if (outcome.kind === 'rejected') {
      this.state = 'failed';
      return false;
    }
    // The publisher could not answer: an error page, not a logout.
    throw new UpstreamError('publisher token refresh unavailable', 503, '/api/token/refresh');
  }
}
