// A GET against a test server, optionally as another host (the regional edition answers on its own host name).
import { request } from 'undici';

export interface GetResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function httpGetter(baseUrl: string) {
  return async function get(path: string, host?: string): Promise<GetResult> {
    const res = await request(baseUrl + path, { headers: host ? { host } : {} });
    return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
  };
}
