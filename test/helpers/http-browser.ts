// A browser stand-in for flows that cross sites (the BFF and the OpenID provider): one cookie jar per host, redirects
// followed by hand so a test can stop at any hop, look at it, or replay it.
import { request } from 'undici';

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export class HttpBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly extraHeaders: Record<string, string> = {}) {}

  cookies(url: string): Map<string, string> {
    const host = new URL(url).host;
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  private remember(url: string, setCookie: string | string[] | undefined) {
    const jar = this.cookies(url);
    for (const raw of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair, ...attrs] = raw.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || attrs.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async send(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Hop> {
    const jar = this.cookies(url);
    const h: Record<string, string> = { ...this.extraHeaders, ...headers };
    if (jar.size) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (form) h['content-type'] = 'application/x-www-form-urlencoded';
    const res = await request(url, {
      method,
      headers: h,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = await res.body.text();
    this.remember(url, res.headers['set-cookie']);
    const location = typeof res.headers.location === 'string' ? new URL(res.headers.location, url).href : null;
    return { url, status: res.statusCode, location, headers: res.headers, body };
  }

  /** Follows redirects from `url` until an answer that is not one, or until `stop` says so (that hop is not visited). */
  async follow(
    url: string,
    stop: (next: string) => boolean = () => false,
    maxHops = 12,
  ): Promise<{ hops: Hop[]; next: string | null }> {
    const hops: Hop[] = [];
    let next: string | null = url;
    for (let i = 0; i < maxHops && next && !stop(next); i++) {
      const hop: Hop = await this.send('GET', next);
      hops.push(hop);
      next = hop.status >= 300 && hop.status < 400 ? hop.location : null;
    }
    return { hops, next };
  }
}
