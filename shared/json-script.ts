// JSON placed inside <script type="application/json">: '<' and '>' and the JS line separators are escaped so the
// payload can neither close the script element nor break a parser. JSON.parse restores them unchanged.
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
