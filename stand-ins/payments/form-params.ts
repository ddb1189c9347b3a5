// The payment API's request parameters (Stripe's wire format, which the official SDK writes): an urlencoded body or
// query string whose keys use bracket notation, `line_items[0][price_data][unit_amount]=200000`, `expand[0]=x`. They
// become nested objects, and arrays where every key of a level is an index. Objects have no prototype, so a key named
// `__proto__` or `constructor` is a key like any other; depth and count are bounded, and a malformed key is refused.

export type ParamValue = string | ParamObject | ParamValue[];
export interface ParamObject {
  [key: string]: ParamValue;
}

export class ParamError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

const MAX_PARAMS = 500;
const MAX_DEPTH = 6;
const KEY = /^([A-Za-z0-9_.-]+)((?:\[[A-Za-z0-9_.-]*\])*)$/;

function pathOf(key: string): string[] {
  const m = KEY.exec(key);
  if (!m) throw new ParamError(`Invalid parameter name: ${key.slice(0, 80)}`, key.slice(0, 80));
  const rest = [...m[2].matchAll(/\[([^\]]*)\]/g)].map((x) => x[1]);
  if (rest.length >= MAX_DEPTH)
    throw new ParamError(`Parameter nested too deeply: ${key.slice(0, 80)}`, key.slice(0, 80));
  return [m[1], ...rest];
}

type Tree = { [key: string]: Tree | string };

function insert(tree: Tree, path: string[], value: string, key: string): void {
  let node = tree;
  for (let i = 0; i < path.length - 1; i++) {
    const part = path[i];
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (typeof next === 'string') throw new ParamError(`Parameter ${key} mixes a value and an object`, key);
    node = next ?? (node[part] = Object.create(null) as Tree);
  }
  const last = path[path.length - 1];
  if (Object.hasOwn(node, last) && typeof node[last] !== 'string')
    throw new ParamError(`Parameter ${key} mixes a value and an object`, key);
  node[last] = value;
}

/** A level whose keys are 0..n-1 is an array (the SDK writes arrays as `a[0]`, `a[1]`). */
function shaped(tree: Tree | string): ParamValue {
  if (typeof tree === 'string') return tree;
  const keys = Object.keys(tree);
  if (keys.length > 0 && keys.every((k) => /^\d{1,3}$/.test(k))) {
    const indexes = keys.map(Number).sort((a, b) => a - b);
    if (indexes.every((n, i) => n === i)) return indexes.map((n) => shaped(tree[String(n)]));
  }
  const out = Object.create(null) as ParamObject;
  for (const k of keys) out[k] = shaped(tree[k]);
  return out;
}

export function parseParams(text: string): ParamObject {
  const tree = Object.create(null) as Tree;
  let count = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++count > MAX_PARAMS) throw new ParamError('Too many parameters', key.slice(0, 80));
    insert(tree, pathOf(key), value, key);
  }
  return shaped(tree) as ParamObject;
}

export const isParamObject = (v: ParamValue | undefined): v is ParamObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
