// Headlines hyphenate (§1 the locale is Hungarian): a card title at 320 px breaks 'pénzügyminisztérium' at a syllable
// rather than clipping it, which needs `hyphens: auto` on the title and the page's language on <html>.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';

const STYLES = import.meta.dirname;
const css = readdirSync(STYLES)
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(join(STYLES, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
  .join('\n');

/** Every rule's selectors and declarations (nested at-rules flattened: their inner rules are found too). */
const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
  selectors: m[1].split(',').map((s) => s.trim()),
  body: m[2],
}));

for (const title of ['.card__title', '.article__title']) {
  t.test(`${title} hyphenates`, async (t) => {
    const own = rules.filter((r) => r.selectors.includes(title));
    t.ok(
      own.some((r) => /(^|;)\s*hyphens:\s*auto\b/.test(r.body)),
      `a rule for ${title} itself sets hyphens: auto`,
    );
    const undo = rules.filter(
      (r) => r.selectors.some((s) => s.endsWith(title)) && /(^|;)\s*hyphens:\s*(none|manual)\b/.test(r.body),
    );
    t.same(
      undo.map((r) => r.selectors.join(', ')),
      [],
      'and no rule turns it off',
    );
  });
}

t.test('the document names its language, which hyphenation follows', async (t) => {
  const doc = readFileSync(join(STYLES, '../document.tsx'), 'utf8');
  t.match(doc, /<html lang="hu"/);
});
