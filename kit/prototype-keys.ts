// Keys that reach an object's prototype when code copies untrusted JSON or query names onto an object
// (`target[key] = value`): nothing a reader sends ever needs them, so any input that uses one is refused.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deepest nesting walked; a value nested deeper is refused as well (nothing we accept nests beyond a few levels). */
const MAX_DEPTH = 64;

/** The first prototype key anywhere in a parsed value, or null. */
export function prototypeKeyIn(value: unknown, depth = 0): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return '(nested too deep)';
  for (const key of Object.keys(value)) {
    if (PROTOTYPE_KEYS.has(key)) return key;
    const found = prototypeKeyIn((value as Record<string, unknown>)[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The first prototype key in a query string: in a parameter name (`filters[__proto__]`) or in a JSON value. */
export function prototypeKeyInQuery(search: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  for (const [name, value] of params) {
    for (const part of name.split(/[[\]]+/)) if (PROTOTYPE_KEYS.has(part)) return part;
    const text = value.trim();
    if (!text.startsWith('{') && !text.startsWith('[')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue; // not JSON: the endpoint that reads it says so
    }
    const found = prototypeKeyIn(parsed);
    if (found) return found;
  }
  return null;
}
