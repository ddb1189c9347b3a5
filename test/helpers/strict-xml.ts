// A small strict XML reader for tests: balanced tags, a single root, quoted attributes and only well-formed entity
// references (no raw & or < in text). Throws on the first fault; returns the element tree.
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const NAME = '[A-Za-z_][\\w.:-]*';
const ATTR = new RegExp(`\\s+(${NAME})\\s*=\\s*("[^"<]*"|'[^'<]*')`, 'y');

function decode(raw: string, where: string): string {
  if (/[<>]/.test(raw.replace(/>/g, '')) || /&/.test(raw.replace(ENTITY, '')))
    throw new Error(`bad character data in ${where}: ${raw.slice(0, 80)}`);
  return raw.replace(
    ENTITY,
    (e) =>
      ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[e] ??
      String.fromCodePoint(e[2] === 'x' ? parseInt(e.slice(3, -1), 16) : Number(e.slice(2, -1))),
  );
}

export function parseStrictXml(xml: string): XmlElement {
  let i = 0;
  const decl = /^<\?xml[^?]*\?>/.exec(xml);
  if (decl) i = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (stack.length) stack.at(-1)!.text += decode(text, stack.at(-1)!.name);
    else if (text.trim()) throw new Error(`text outside the root: ${text.slice(0, 80)}`);
    if (lt === -1) break;
    i = lt;
    if (xml.startsWith('<![CDATA[', i)) {
      if (!stack.length) throw new Error('CDATA outside the root');
      const end = xml.indexOf(']]>', i);
      if (end === -1) throw new Error('unterminated CDATA');
      stack.at(-1)!.text += xml.slice(i + 9, end);
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i);
      if (end === -1) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    const close = new RegExp(`</(${NAME})\\s*>`, 'y');
    close.lastIndex = i;
    const c = close.exec(xml);
    if (c) {
      const open = stack.pop();
      if (!open || open.name !== c[1]) throw new Error(`</${c[1]}> closes ${open ? `<${open.name}>` : 'nothing'}`);
      i = close.lastIndex;
      continue;
    }
    const start = new RegExp(`<(${NAME})`, 'y');
    start.lastIndex = i;
    const s = start.exec(xml);
    if (!s) throw new Error(`bad markup at ${i}: ${xml.slice(i, i + 40)}`);
    i = start.lastIndex;
    const el: XmlElement = { name: s[1], attrs: {}, children: [], text: '' };
    for (;;) {
      ATTR.lastIndex = i;
      const a = ATTR.exec(xml);
      if (!a) break;
      if (a[1] in el.attrs) throw new Error(`duplicate attribute ${a[1]}`);
      el.attrs[a[1]] = decode(a[2].slice(1, -1), `${el.name}@${a[1]}`);
      i = ATTR.lastIndex;
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = i;
    const e = end.exec(xml);
    if (!e) throw new Error(`bad tag <${el.name}> at ${i}: ${xml.slice(i, i + 40)}`);
    i = end.lastIndex;
    if (stack.length) stack.at(-1)!.children.push(el);
    else if (root) throw new Error(`second root <${el.name}>`);
    else root = el;
    if (!e[1]) stack.push(el);
  }
  if (stack.length) throw new Error(`unclosed <${stack.at(-1)!.name}>`);
  if (!root) throw new Error('no root element');
  return root;
}

export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

export function childText(el: XmlElement, name: string): string | undefined {
  return el.children.find((c) => c.name === name)?.text;
}
