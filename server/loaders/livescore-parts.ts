// The livescore parts of one page (§8: "live-score load failures: only logged, nothing shown"): each call that fails
// becomes a missing part, a 404 becomes the caller's "nothing there", and the page logs one line naming every part
// the service failed to give, instead of a line (or an error page) per call. Without a configured service
// (LIVESCORE_API_URL unset) every part is simply absent.
import { isNotFound } from '../upstream/upstream-client.ts';
import type { LivescoreClient } from '../upstream/livescore-client.ts';
import type { LoadContext } from '../load-context.ts';

export class LivescoreParts {
  private readonly failures: { part: string; err: string }[] = [];

  constructor(
    private readonly load: LoadContext,
    private readonly page: string,
  ) {}

  get client(): LivescoreClient | null {
    return this.load.livescore ?? null;
  }

  /** A part: its answer, `notFound` when the service says there is no such thing, null when it failed. */
  async get<T, N = null>(
    part: string,
    call: (client: LivescoreClient, site: string, signal: AbortSignal) => Promise<T>,
    notFound?: N,
  ): Promise<T | N | null> {
    const client = this.client;
    if (!client) return null;
    try {
      return await call(client, this.load.site.slug, this.load.signal);
    } catch (err) {
      if (this.load.signal.aborted) throw err;
      if (isNotFound(err)) return notFound ?? null;
      this.failures.push({ part, err: (err as Error).message });
      return null;
    }
  }

  /** Some part failed (not a 404). */
  get unavailable(): boolean {
    return this.failures.length > 0;
  }

  /** One warning for the page, however many parts failed. */
  report(): void {
    if (this.failures.length === 0) return;
    // The outage itself is logged once by the client's UpstreamHealth; a line per page would flood the log (§8).
    this.load.log.debug(
      { page: this.page, parts: this.failures.map((f) => f.part), err: this.failures[0].err },
      'livescore unavailable',
    );
  }
}
