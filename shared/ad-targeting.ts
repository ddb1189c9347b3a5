// §7 the ad service's targeting keys: url, url2, type, slug, tags, slug2 and visitedTags (the reader's recently
// visited tags, kept in local storage). The ad service takes values of at most 40 characters, so a long path or slug
// continues in its second key (url2, slug2). Pure: the ad module in the browser passes the location and the stored
// tags; the page's build step gives what it knows about the page.

/** Our choice: the ad service's limit on one targeting value (Google Ad Manager's is 40 characters). */
export const AD_TARGETING_VALUE_MAX = 40;
/** Our choice: how many recently visited tags the reader's browser remembers for targeting. */
export const VISITED_TAGS_MAX = 10;
/** Our choice: at most this many of a page's own tags are sent. */
export const PAGE_TAGS_MAX = 20;
/** localStorage key of the visited tags (written only after the reader consented to ads). */
export const VISITED_TAGS_STORAGE_KEY = 'visitedTags';

/** What a page's build step says about the page for targeting. */
export interface AdPageTargeting {
  /** the article's type (article, longform, liveblog, liveblogpost) or the page type (front, section, …) */
  type: string;
  /** the article's slug, or the list's section, tag or author slug; '' when the page has none */
  slug: string;
  /** the article's tag slugs, or the tag of a tag list */
  tags: string[];
}

export type AdTargeting = Partial<
  Record<'url' | 'url2' | 'type' | 'slug' | 'slug2' | 'tags' | 'visitedTags', string | string[]>
>;

/** The first and second AD_TARGETING_VALUE_MAX-character parts of a value ('' when there is none). */
function split(value: string): [string, string] {
  return [value.slice(0, AD_TARGETING_VALUE_MAX), value.slice(AD_TARGETING_VALUE_MAX, 2 * AD_TARGETING_VALUE_MAX)];
}

const short = (values: readonly string[], max: number) =>
  [...new Set(values.map((v) => v.slice(0, AD_TARGETING_VALUE_MAX)).filter(Boolean))].slice(0, max);

export function adTargeting(page: AdPageTargeting, pathname: string, visitedTags: readonly string[]): AdTargeting {
  const [url, url2] = split(pathname);
  const [slug, slug2] = split(page.slug);
  const out: AdTargeting = { url, type: page.type };
  if (url2) out.url2 = url2;
  if (slug) out.slug = slug;
  if (slug2) out.slug2 = slug2;
  const tags = short(page.tags, PAGE_TAGS_MAX);
  if (tags.length) out.tags = tags;
  const visited = short(visitedTags, VISITED_TAGS_MAX);
  if (visited.length) out.visitedTags = visited;
  return out;
}

/** The visited tags after reading a page with `tags`: the newest first, no repeats, at most VISITED_TAGS_MAX. */
export function rememberVisitedTags(stored: readonly string[], tags: readonly string[]): string[] {
  return [...new Set([...tags, ...stored])].slice(0, VISITED_TAGS_MAX);
}

/** The stored list, or [] when it is missing or not a list of strings (storage is the reader's to tamper with). */
export function parseVisitedTags(raw: string | null): string[] {
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed)
      ? parsed
          .filter((t): t is string => typeof t === 'string' && /^[a-z0-9-]{1,80}$/.test(t))
          .slice(0, VISITED_TAGS_MAX)
      : [];
  } catch {
    return [];
  }
}
