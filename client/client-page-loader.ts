// Every route's loader in the browser: the same data the server's loaders produce, from the page-data endpoint.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { PAGE_DATA_PATH, type PageDataResponse } from '../shared/pages/page-data-endpoint.ts';

export async function clientPageLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch(`${PAGE_DATA_PATH}?path=${encodeURIComponent(url.pathname + url.search)}`, {
    signal: request.signal,
    headers: { accept: 'application/json' },
  });
  const body = (await res.json()) as PageDataResponse;
  if ('redirect' in body) throw redirect(body.redirect, body.status);
  if ('error' in body) throw data(body.error, { status: body.status });
  return body.data;
}
