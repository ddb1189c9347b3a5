// Text and attribute values in hand-written XML (feeds, sitemaps): the five characters XML gives meaning to, and the
// characters XML 1.0 cannot carry at all (C0 controls other than tab, newline and return; lone surrogates; U+FFFE/F),
// which become U+FFFD. Whatever an upstream title or a configured origin holds, the document stays well-formed.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const SPECIAL =
  // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these control characters; they are what it finds
  /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(SPECIAL, (c) => ENTITIES[c] ?? '\uFFFD');
}
