// JSON placed inside <script type="application/json">: '<' and '>' and the JS line separators are escaped so the
// payload can neither close the script element nor break a parser. JSON.parse restores them unchanged.
const UNSAFE = /[<>\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function jsonForScript(value: unknown): string {
  // One pass over the payload, not one a character (decision 095): it is the size of the page's data.
  return JSON.stringify(value ?? null).replace(UNSAFE, (c) => ESCAPED[c]);
}
