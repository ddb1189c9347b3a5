// The page-data endpoint (GET /page-data?path=): what the browser fetches on a client-side navigation and the mobile
// app reads — one shape for both, produced by the same loaders as the HTML.
import type { PageData } from './route-table.ts';

export const PAGE_DATA_PATH = '/page-data';

export type PageDataResponse =
  | { status: 200; routeId: string; data: PageData }
  | { status: 301 | 302 | 307 | 308; redirect: string }
  | { status: number; error: { message: string } };
