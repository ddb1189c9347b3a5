// One domain's sitemaps, built in one walk over the publisher's sitemap slices: the static pages, then every article
// page oldest first, split into files of at most `maxUrls` URLs each (file 1 holds the static pages and fills up with
// articles; each later file holds the next `maxUrls`). Oldest first keeps the files stable: a new article only ever
// changes the last file. Each slice is a bounded piece of work (parse, escape, compress) between two awaited
// upstream calls, so a walk over 200,000 articles never holds the event loop for long.
import type { SitemapSlice } from '../../shared/sitemap-slice.ts';
import { CompressedBodyWriter, compressText, type CompressedBody } from './compressed-body.ts';
import { sitemapIndexXml, urlEntryXml, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml.ts';

export interface SitemapSet {
  /** file n is files[n - 1] */
  files: CompressedBody[];
  index: CompressedBody;
  /** URLs listed, static pages included */
  urls: number;
}

export interface SitemapSetInput {
  /** configured public origin of the domain (no trailing slash) */
  origin: string;
  /** same-site paths listed first, without lastmod */
  staticPaths: readonly string[];
  maxUrls: number;
  /** the upstream's slice after `cursor` (null: the first) */
  fetchSlice: (cursor: string | null) => Promise<SitemapSlice>;
  /** the sitemap index can name at most this many files */
  maxFiles: number;
}

/** A same-site absolute path: what the origin's `url` must be before we put our origin in front of it. */
const SITE_PATH = /^\/(?!\/)/;

export async function buildSitemapSet(input: SitemapSetInput): Promise<SitemapSet> {
  const files: CompressedBody[] = [];
  const lastmods: (number | undefined)[] = [];
  let writer = new CompressedBodyWriter();
  let inFile = 0;
  let lastmod: number | undefined;
  let urls = 0;
  await writer.write(URLSET_OPEN);

  const finishFile = async () => {
    await writer.write(URLSET_CLOSE);
    files.push(await writer.end());
    lastmods.push(lastmod);
  };
  /** Adds one slice's entries, opening new files as the limit is reached; false once the index is full. */
  const add = async (entries: readonly { loc: string; lastmod?: number }[]): Promise<boolean> => {
    let text = '';
    for (const e of entries) {
      if (inFile === input.maxUrls) {
        await writer.write(text);
        text = '';
        await finishFile();
        if (files.length === input.maxFiles) return false;
        writer = new CompressedBodyWriter();
        await writer.write(URLSET_OPEN);
        inFile = 0;
        lastmod = undefined;
      }
      text += urlEntryXml(e);
      inFile++;
      urls++;
      if (e.lastmod !== undefined && (lastmod === undefined || e.lastmod > lastmod)) lastmod = e.lastmod;
    }
    await writer.write(text);
    return true;
  };

  let more = await add(input.staticPaths.map((p) => ({ loc: input.origin + p })));
  let cursor: string | null = null;
  const seen = new Set<string>();
  while (more) {
    const slice = await input.fetchSlice(cursor);
    more = await add(
      slice.items
        .filter((a) => SITE_PATH.test(a.url))
        .map((a) => ({ loc: input.origin + a.url, lastmod: a.updatedAt })),
    );
    // A cursor seen before (or an empty slice that claims more) would walk forever.
    if (!slice.next || slice.items.length === 0 || seen.has(slice.next)) break;
    seen.add(slice.next);
    cursor = slice.next;
  }
  if (more) await finishFile();
  const index = await compressText(
    sitemapIndexXml(
      files.map((_, i) => ({
        loc: `${input.origin}/sitemap-${i + 1}.xml`,
        lastmod: lastmods[i],
      })),
    ),
  );
  return { files, index, urls };
}
