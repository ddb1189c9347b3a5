// §2.8 page data is matched to a section by testing the full path against per-section path patterns; no match is
// 404. Each pattern says what the list shows (§2.3): its filters, which sites, the page size, and how its header looks.
import {
  DEFAULT_PAGE_SIZE,
  FACT_CHECK_SECTION,
  HIKE_SECTION,
  NON_MAGAZINE_SECTIONS,
  SUB_BRAND_PAGE_SIZE,
} from './constants.ts';
import { AUTHOR_PATH } from './author-url.ts';
import { authorRssPath, RSS_PATH, sectionRssPath, siteRssPath, tagRssPath } from './rss-url.ts';
import type { SiteConfig } from './sites/site-config.ts';
import { siteBySlug, sites, SUB_SITE_ALTERNATION } from './sites/site-table.ts';
import { LATEST_PATH_SEGMENT, sectionPathParts, type SectionPathParts } from './section-url.ts';
import { TAG_PATH } from './tag-url.ts';

export type SectionKind =
  | 'latest'
  | 'list'
  | 'english'
  | 'site-front'
  | 'site-latest'
  | 'site-tab'
  | 'mstag'
  | 'tag'
  | 'author'
  | 'supplement'
  | 'tippjatek';

export interface SectionFilters {
  tag?: string;
  mstag?: string;
  author?: string;
  flag?: string;
}

export interface SectionSpec {
  kind: SectionKind;
  /** a fixed title; null → the API's (section, tag or author name) */
  title: string | null;
  header: 'logo' | 'title' | 'author';
  filters: SectionFilters;
  /** the sites whose articles are listed (slugs) */
  sites: string[];
  perPage: number;
  rss: string | null;
  /** §2.3 section lists carry a highlight block (from /api/search/highlights) */
  highlight: boolean;
  /** §2.3 non-magazine lists: the domain's sites (never narrowed to a sub-site), top-level articles only */
  nonMagazine: boolean;
  /** §2.3 special sections: the hike tabs and map, the fact-check methodology tab */
  special: 'hike' | 'fact-check' | null;
}

const SUB_SITE = `(${SUB_SITE_ALTERNATION})`;
const G7_TABS: Record<string, string> = { adat: 'adat', penz: 'penz', kozelet: 'kozelet', podcast: 'g7-podcast' };
/** supplement names whose articles carry another tag (§2.5: orosz-ukran-haboru also matches orosz-ukran-valsag) */
const SUPPLEMENT_TAG_ALIASES: Record<string, string> = { 'orosz-ukran-valsag': 'orosz-ukran-haboru' };
export const SUPPLEMENT_NAMES: Record<string, string> = {
  'tokio-2020': 'Tokió 2020',
  'foci-vb-2022': 'Foci-vb 2022',
  'eb-2024': 'Foci-Eb 2024',
  'parizs-2024': 'Párizs 2024',
  'orosz-ukran-haboru': 'Orosz–ukrán háború',
  'valasztas-2022': 'Választás 2022',
  'valasztas-2024': 'Választás 2024',
  'ep-2024': 'EP-választás 2024',
  'usa-2024': 'Amerikai elnökválasztás 2024',
};

function domainSites(site: SiteConfig): string[] {
  return Object.values(sites)
    .filter((s) => s.domain === site.domain)
    .map((s) => s.slug);
}

type Rule = [RegExp, (m: RegExpExecArray, site: SiteConfig) => SectionSpec | null];

const base = (site: SiteConfig, over: Partial<SectionSpec> & Pick<SectionSpec, 'kind'>): SectionSpec => ({
  title: null,
  header: 'title',
  filters: {},
  sites: domainSites(site),
  perPage: DEFAULT_PAGE_SIZE,
  rss: null,
  highlight: false,
  nonMagazine: false,
  special: null,
  ...over,
});

const rules: Rule[] = [
  [
    new RegExp(`^/${LATEST_PATH_SEGMENT}$`),
    (_m, site) => base(site, { kind: 'latest', title: 'Legfrissebb', rss: RSS_PATH }),
  ],
  [
    /^\/(legfontosabb|kedvenceink)$/,
    (m, site) =>
      base(site, {
        kind: 'list',
        title: m[1] === 'legfontosabb' ? 'Legfontosabb' : 'Kedvenceink',
        filters: { flag: m[1] },
        nonMagazine: true,
      }),
  ],
  [
    /^\/english$/,
    (_m, site) =>
      base(site, { kind: 'english', title: 'English', filters: { mstag: 'english' }, rss: sectionRssPath('english') }),
  ],
  [
    new RegExp(`^/${SUB_SITE}$`),
    (m, site) =>
      site.domain === 'main'
        ? base(site, {
            kind: 'site-front',
            title: siteBySlug(m[1])!.name,
            header: 'logo',
            sites: [m[1]],
            perPage: SUB_BRAND_PAGE_SIZE,
            rss: siteRssPath(siteBySlug(m[1])!),
          })
        : null,
  ],
  [
    new RegExp(`^/${SUB_SITE}/${LATEST_PATH_SEGMENT}$`),
    (m, site) =>
      site.domain === 'main'
        ? base(site, {
            kind: 'site-latest',
            title: 'Friss hírek',
            header: 'logo',
            sites: [m[1]],
            perPage: SUB_BRAND_PAGE_SIZE,
            rss: siteRssPath(siteBySlug(m[1])!),
          })
        : null,
  ],
  [
    /^\/g7\/(adat|penz|kozelet|podcast)$/,
    (m, site) =>
      site.domain === 'main'
        ? base(site, {
            kind: 'site-tab',
            header: 'logo',
            filters: { mstag: G7_TABS[m[1]] },
            sites: [sites.g7.slug],
            perPage: SUB_BRAND_PAGE_SIZE,
            rss: siteRssPath(sites.g7),
          })
        : null,
  ],
  [
    new RegExp(`^${TAG_PATH}/([a-z0-9-]+)$`),
    (m, site) => base(site, { kind: 'tag', filters: { tag: m[1] }, nonMagazine: true, rss: tagRssPath(m[1]) }),
  ],
  [
    new RegExp(`^${AUTHOR_PATH}/([a-z0-9-]+)$`),
    (m, site) =>
      base(site, {
        kind: 'author',
        header: 'author',
        filters: { author: m[1] },
        nonMagazine: true,
        rss: authorRssPath(m[1]),
      }),
  ],
  [
    /^\/melleklet\/([a-z0-9-]+)(?:\/[a-z0-9-]+)*$/,
    (m, site) => {
      const tag = SUPPLEMENT_TAG_ALIASES[m[1]] ?? m[1];
      return SUPPLEMENT_NAMES[tag]
        ? base(site, { kind: 'supplement', title: SUPPLEMENT_NAMES[tag], filters: { tag } })
        : null;
    },
  ],
];

/** A section's own list (`/rovat/{slug}`, `/{subSite}/rovat/{slug}`): its articles, by its main super-tag. */
function sectionList({ site: subSite, section }: SectionPathParts, site: SiteConfig): SectionSpec {
  const nonMagazine = !subSite && (NON_MAGAZINE_SECTIONS as readonly string[]).includes(section);
  const special = subSite
    ? null
    : section === HIKE_SECTION
      ? 'hike'
      : section === FACT_CHECK_SECTION
        ? 'fact-check'
        : null;
  return base(site, {
    kind: 'mstag',
    filters: { mstag: section },
    rss: sectionRssPath(section),
    perPage: subSite ? SUB_BRAND_PAGE_SIZE : DEFAULT_PAGE_SIZE,
    highlight: !nonMagazine,
    nonMagazine,
    special,
  });
}

export function matchSection(pathname: string, site: SiteConfig): SectionSpec | null {
  // A section's path is the section's list, or no list (a path below it); no other rule's pattern starts like one.
  const section = sectionPathParts(pathname);
  if (section) return section.rest ? null : sectionList(section, site);
  for (const [pattern, build] of rules) {
    const m = pattern.exec(pathname);
    if (m) return build(m, site);
  }
  return null;
}

/** §5 section titles have the first letter capitalised. */
export function capitalise(title: string): string {
  return title ? title[0].toLocaleUpperCase('hu-HU') + title.slice(1) : title;
}
