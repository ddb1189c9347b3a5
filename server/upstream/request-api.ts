// The publisher API as one request sees it: the site header, the request's abort signal and the editor's token
// are filled in once, here, instead of at every call site; an expired token is refreshed once and the call retried
// (§4 Session), and a refusal (403, or a 401 a refresh cannot cure) is reported to the session.
import type { Static, TSchema } from '@sinclair/typebox';
import { isExpiredTokenMessage, type EditorSession } from '../auth/editor-session.ts';
import { UpstreamError, type Budget, type PublisherClient } from './publisher-client.ts';
import type { AnswerView } from './upstream-client.ts';

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

  get<S extends TSchema>(path: string, schema: S, budget?: Budget): Promise<Static<S>>;
  /** Only what `view` keeps of the answer; the shared cache holds that instead of the whole answer. */
  get<S extends TSchema, V>(path: string, schema: S, budget: Budget, view: AnswerView<Static<S>, V>): Promise<V>;
  async get<S extends TSchema, V>(
    path: string,
    schema: S,
    budget: Budget = 'primary',
    view?: AnswerView<Static<S>, V>,
  ): Promise<Static<S> | V> {
    const session = this.opts.session;
    if (session) await session.ready();
    const call = () => {
      const opts = { site: this.opts.site, schema, budget, signal: this.opts.signal, bearer: session?.accessToken };
      return view ? this.client.get(path, opts, view) : this.client.get(path, opts);
    };
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
