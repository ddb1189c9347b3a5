// The publisher API as one request sees it: the site header, the request's abort signal and the editor's token
// are filled in once, here, instead of at every call site; an expired token is refreshed once and the call retried
// (§4 Session), and a refusal (403, or a 401 a refresh cannot cure) is reported to the session.
import type { Static, TSchema } from '@sinclair/typebox';
import { isExpiredTokenMessage, type EditorSession } from '../auth/editor-session.ts';
import { UpstreamError, type Budget, type PublisherClient } from './publisher-client.ts';

export interface RequestApiOptions {
  site: string;
  signal: AbortSignal;
  session?: EditorSession;
}

const isRefusal = (err: unknown): err is UpstreamError & { status: 401 | 403 } =>
  err instanceof UpstreamError && (err.status === 401 || err.status === 403);

export class RequestApi {
  constructor(
    private readonly client: PublisherClient,
    private readonly opts: RequestApiOptions,
  ) {}

  get loggedIn(): boolean {
    return !!this.opts.session?.active;
  }

  async get<S extends TSchema>(path: string, schema: S, budget: Budget = 'primary'): Promise<Static<S>> {
    const session = this.opts.session;
    if (session) await session.ready();
    const call = () => this.client.get(path, {
      site: this.opts.site, schema, budget, signal: this.opts.signal, bearer: session?.accessToken,
    });
    try {
      return await call();
    } catch (err) {
      if (!session || !isRefusal(err)) throw err;
      if (err.status === 401 && isExpiredTokenMessage(err.message) && (await session.refresh())) {
        try {
          return await call();
        } catch (again) {
          if (isRefusal(again)) session.refused(again.status);
          throw again;
        }
      }
      session.refused(err.status);
      throw err;
    }
  }
}
