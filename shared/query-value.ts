// One value of a query parameter, whatever shape the query arrived in (URLSearchParams, Fastify's parsed object
// with repeated keys as arrays): the first string given, or null.
export type QueryLike = URLSearchParams | Readonly<Record<string, unknown>>;

export function queryValue(query: QueryLike, name: string): string | null {
  if (query instanceof URLSearchParams) return query.get(name);
  const v = query[name];
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return null;
}

/** A positive whole number written in plain digits, or null. */
export function positiveInt(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,10}\s*$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
