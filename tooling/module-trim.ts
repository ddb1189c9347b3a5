// Edits a dependency's module as the client build loads it, to switch off features the site never runs (decisions
// 047 and 096): each edit names the exact text it replaces and how often it must occur, so a release that moved the
// text fails the build, naming the edit, rather than quietly shipping the parts again (or editing something else).
export interface Edit {
  why: string;
  find: string | RegExp;
  replace: string;
  /** how many times `find` occurs in the module; a RegExp with `g` replaces them all */
  times: number | 'some';
}

/** Applies every edit in order; `home` names the edit list and its decision for the error a moved text raises. */
export function applyEdits(source: string, edits: Edit[], home: string): string {
  let out = source;
  for (const edit of edits) {
    const found = typeof edit.find === 'string' ? out.split(edit.find).length - 1 : (out.match(edit.find) ?? []).length;
    if (edit.times === 'some' ? found === 0 : found !== edit.times) {
      throw new Error(
        `${home}: expected ${edit.times === 'some' ? 'some' : edit.times} of the text for "${edit.why}", found ${found}`,
      );
    }
    out =
      typeof edit.find === 'string' ? out.replace(edit.find, () => edit.replace) : out.replace(edit.find, edit.replace);
  }
  return out;
}
