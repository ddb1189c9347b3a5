// The publisher API as one request sees it: the site header, the request's abort signal and the editor's token
// are filled in once, here, instead of at every call site; an expired token is refreshed once and the call retried.
import type { Static, TSchema } from '@sinclair/typebox';
import { isExpiredTokenMessage, type EditorSession } from '../auth/editor-session.ts';
import { UpstreamError, type Budget, type PublisherClient } from './publisher-client.ts';

export interface RequestApiOptions {
  site: string;
  signal: AbortSignal;
  session?: EditorSession;
}

export class RequestApi {
  constructor(
    private readonly client: PublisherClient,
    private readonly opts: RequestApiOptions,
  ) {}

  get loggedIn(): boolean {
    return !!this.opts.session?.accessToken;
  }

  async get<S extends TSchema>(path: string, schema: S, budget: Budget = 'primary'): Promise<Static<S>> {
    const call = () => this.client.get(path, {
      site: this.opts.site, schema, budget, signal: this.opts.signal, bearer: this.opts.session?.accessToken,
    });
    try {
      return await call();
    } catch (err) {
      const session = this.opts.session;
      if (!(err instanceof UpstreamError) || err.status !== 401 || !session || !isExpiredTokenMessage(err.message)) throw err;
      if (!(await session.refresh())) throw err;
      return call();
    }
  }
}
