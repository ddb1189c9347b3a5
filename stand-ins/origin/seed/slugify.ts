// URL slugs: Hungarian (and Romanian) letters folded to ASCII, lowercase, words joined by hyphens.

const FOLD: Record<string, string> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ö: 'o',
  ő: 'o',
  ú: 'u',
  ü: 'u',
  ű: 'u',
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ş: 's',
  ț: 't',
  ţ: 't',
  ä: 'a',
  č: 'c',
  ć: 'c',
  ž: 'z',
  š: 's',
  ñ: 'n',
  ç: 'c',
};

export function slugify(text: string, maxLength = 80): string {
  let out = '';
  let pendingHyphen = false;
  for (const ch of text.toLowerCase()) {
    const c = FOLD[ch] ?? ch;
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      if (pendingHyphen && out.length > 0) out += '-';
      out += c;
      pendingHyphen = false;
    } else {
      pendingHyphen = true;
    }
  }
  if (out.length <= maxLength) return out;
  // Cut at a word boundary so a slug never ends mid-word.
  const cut = out.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : out.slice(0, maxLength).replace(/-+$/, '');
}
