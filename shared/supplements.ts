// §2.5 the nine supplements under /melleklet/{name}, each one typed definition: its tab bar (every tab a slug of
// its own and so a canonical URL of its own), the article searches with their protected tags (§4, §5: always part
// of the search, cannot be removed), the live-score tabs with their tournament (league, season, first day), the
// embedded data pages with their sources on the stand-in data site and their frame heights, and the §2.6 sidebars.
// The prediction game (/melleklet/tippjatek/…) is a page of its own; valasztas-2022 only links to it.
import { EURO_2024, WORLD_CUP_2022 } from './sport-constants.ts';
import type { SearchTag } from './search-tags.ts';
import { SUPPLEMENT_FAQ, type FaqItem } from './supplement-faq.ts';

/** The tags the demo corpus gives a supplement's articles beside its own (for its sub-tabs, decision 030). */
export const SUPPLEMENT_KIND_TAGS = {
  osszefoglalo: 'Összefoglaló',
  'helyszini-tudositas': 'Helyszíni tudósítás',
  elemzes: 'Elemzés',
  musor: 'Műsor',
} as const;
export type SupplementKindTag = keyof typeof SUPPLEMENT_KIND_TAGS;

export type Tournament = { readonly league: number; readonly season: number; readonly startDate: string };
export type FootballTabView = 'menetrend' | 'eredmenyek' | 'csoportok' | 'toplistak';

/** What one tab shows. */
export type SupplementTabContent =
  /** the archive search over the supplement's articles; `kind` narrows it to one kind (a protected tag too) */
  | { type: 'articles'; kind?: SupplementKindTag }
  /** §2.5, §2.7 the tournament's live-score tables */
  | { type: 'football'; view: FootballTabView; tournament: Tournament }
  /** §2.8 embed: a page of the data site (a third-party page in the real product) in a sandboxed frame */
  | { type: 'frame'; src: string; height: number; title: string; variants?: readonly FrameVariant[] }
  /** §2.5 FAQ */
  | { type: 'faq'; items: readonly FaqItem[] }
  /** a tab that is another page (the prediction game) */
  | { type: 'link'; href: string };

/** A data tab's second level (national lists: parties or nationalities), a path segment of its own. */
export interface FrameVariant {
  slug: string;
  label: string;
  src: string;
}

export interface SupplementTab {
  /** '' is the supplement's own path */
  slug: string;
  label: string;
  content: SupplementTabContent;
  /** shown in the sub-tab bar under this tab (valasztas-2022's article sub-tabs) */
  parent?: string;
}

export interface SupplementDef {
  name: string;
  title: string;
  /** the supplement's tag: every article search of it carries it, protected */
  tag: string;
  tabs: readonly SupplementTab[];
  /** §2.5 valasztas-2024: data pages of a place under {tab}/{token} (the token is a place of the data site) */
  tokenTab?: { tab: string; src: (token: string) => string; title: string; height: number };
  /** §2.6 the sidebar's election box; 'eu' adds the EU funding notice (its boxes come from shared/sidebar-rules.ts) */
  sidebar: 'election' | 'election-eu' | null;
}

// Frame heights: the 650 px schedule is §2.5; the others are ours, sized to the data site's pages (iframe-size then
// fits each frame to its content, §7).
export const FRAME_HEIGHT_SCHEDULE = 650; // §2.5 parizs-2024 schedule
export const FRAME_HEIGHT_TABLE = 900;
export const FRAME_HEIGHT_MAP = 720;
/** §7 iframe-size: a frame grows at most to this, whatever it asks for. */
export const FRAME_MAX_HEIGHT = 6_000;

const articles = (slug: string, label: string, kind?: SupplementKindTag, parent?: string): SupplementTab => ({
  slug,
  label,
  content: kind ? { type: 'articles', kind } : { type: 'articles' },
  ...(parent !== undefined ? { parent } : {}),
});
const frame = (
  slug: string,
  label: string,
  src: string,
  height: number,
  title: string,
  variants?: FrameVariant[],
): SupplementTab => ({
  slug,
  label,
  content: { type: 'frame', src, height, title, ...(variants ? { variants } : {}) },
});
const football = (slug: FootballTabView, label: string, tournament: Tournament): SupplementTab => ({
  slug,
  label,
  content: { type: 'football', view: slug, tournament },
});
const faq = (items: readonly FaqItem[]): SupplementTab => ({
  slug: 'gyik',
  label: 'GYIK',
  content: { type: 'faq', items },
});

export const SUPPLEMENTS: readonly SupplementDef[] = [
  {
    name: 'tokio-2020',
    title: 'Tokió 2020',
    tag: 'tokio-2020',
    sidebar: null,
    tabs: [
      articles('', 'Cikkek'),
      frame('eremtablazat', 'Éremtáblázat', '/tokio-2020/eremtablazat', FRAME_HEIGHT_TABLE, 'Tokió 2020: éremtáblázat'),
    ],
  },
  {
    name: 'foci-vb-2022',
    title: 'Foci-vb 2022',
    tag: 'foci-vb-2022',
    sidebar: null,
    tabs: [
      articles('', 'Cikkek'),
      articles('elemzesek', 'Elemzések', 'elemzes'),
      football('menetrend', 'Menetrend', WORLD_CUP_2022),
      football('eredmenyek', 'Eredmények', WORLD_CUP_2022),
      football('csoportok', 'Csoportok', WORLD_CUP_2022),
    ],
  },
  {
    name: 'eb-2024',
    title: 'Foci-Eb 2024',
    tag: 'eb-2024',
    sidebar: null,
    tabs: [
      articles('', 'Cikkek'),
      articles('helyszinrol', 'A helyszínről', 'helyszini-tudositas'),
      football('menetrend', 'Menetrend', EURO_2024),
      football('eredmenyek', 'Eredmények', EURO_2024),
      football('csoportok', 'Csoportok', EURO_2024),
      football('toplistak', 'Toplisták', EURO_2024),
    ],
  },
  {
    name: 'parizs-2024',
    title: 'Párizs 2024',
    tag: 'parizs-2024',
    sidebar: null,
    tabs: [
      articles('', 'Cikkek'),
      frame('program', 'Program', '/parizs-2024/program', FRAME_HEIGHT_SCHEDULE, 'Párizs 2024: versenyprogram'),
      frame(
        'magyarok',
        'Magyar érdekeltségek',
        '/parizs-2024/magyarok',
        FRAME_HEIGHT_TABLE,
        'Párizs 2024: magyar versenyzők versenyszámai',
      ),
      frame(
        'eremtablazat',
        'Éremtáblázat',
        '/parizs-2024/eremtablazat',
        FRAME_HEIGHT_TABLE,
        'Párizs 2024: éremtáblázat',
      ),
    ],
  },
  {
    name: 'orosz-ukran-haboru',
    title: 'Orosz–ukrán háború',
    tag: 'orosz-ukran-haboru',
    sidebar: null,
    tabs: [
      articles('', 'Összefoglalók', 'osszefoglalo'),
      articles('helyszinrol', 'A helyszínről', 'helyszini-tudositas'),
      articles('elemzesek', 'Elemzések', 'elemzes'),
    ],
  },
  {
    name: 'valasztas-2022',
    title: 'Választás 2022',
    tag: 'valasztas-2022',
    sidebar: null,
    tabs: [
      articles('', 'Cikkek'),
      articles('elemzesek', 'Elemzések', 'elemzes', ''),
      articles('helyszinrol', 'A helyszínről', 'helyszini-tudositas', ''),
      frame('reszvetel', 'Részvétel', '/valasztas-2022/reszvetel', FRAME_HEIGHT_TABLE, 'Választás 2022: részvétel'),
      frame(
        'egyeni-valasztokeruletek',
        'Egyéni választókerületek',
        '/valasztas-2022/egyeni-valasztokeruletek',
        FRAME_HEIGHT_TABLE,
        'Választás 2022: egyéni választókerületek',
      ),
      frame(
        'orszagos-listak',
        'Országos listák',
        '/valasztas-2022/orszagos-listak/partok',
        FRAME_HEIGHT_TABLE,
        'Választás 2022: országos listák',
        [
          { slug: '', label: 'Pártlisták', src: '/valasztas-2022/orszagos-listak/partok' },
          { slug: 'nemzetisegek', label: 'Nemzetiségi listák', src: '/valasztas-2022/orszagos-listak/nemzetisegek' },
        ],
      ),
      { slug: 'tippjatek', label: 'Tippjáték', content: { type: 'link', href: '/melleklet/tippjatek' } },
    ],
  },
  {
    name: 'valasztas-2024',
    title: 'Választás 2024',
    tag: 'valasztas-2024',
    sidebar: 'election',
    tabs: [
      articles('', 'Cikkek'),
      faq(SUPPLEMENT_FAQ['valasztas-2024']),
      frame(
        'adatok',
        'Adatok és térkép',
        '/valasztas-2024/terkep',
        FRAME_HEIGHT_MAP,
        'Választás 2024: eredmények térképen',
      ),
      articles('musorok', 'Műsorok', 'musor'),
    ],
    tokenTab: {
      tab: 'adatok',
      src: (token) => `/valasztas-2024/telepules/${token}`,
      title: 'Választás 2024: települési eredmények',
      height: FRAME_HEIGHT_TABLE,
    },
  },
  {
    name: 'ep-2024',
    title: 'EP-választás 2024',
    tag: 'ep-2024',
    sidebar: 'election-eu',
    tabs: [
      articles('', 'Cikkek'),
      faq(SUPPLEMENT_FAQ['ep-2024']),
      frame(
        'adatok',
        'Adatok és térkép',
        '/ep-2024/terkep',
        FRAME_HEIGHT_MAP,
        'EP-választás 2024: eredmények térképen',
      ),
      articles('musorok', 'Műsorok', 'musor'),
      frame(
        'partlistak',
        'Pártlisták',
        '/ep-2024/partlistak',
        FRAME_HEIGHT_TABLE,
        'EP-választás 2024: a magyar pártlisták',
      ),
      frame(
        'frakciok',
        'EP-frakciók',
        '/ep-2024/frakciok',
        FRAME_HEIGHT_TABLE,
        'EP-választás 2024: az Európai Parlament frakciói',
      ),
      frame('mandatumok', 'Mandátumok', '/ep-2024/mandatumok', FRAME_HEIGHT_TABLE, 'EP-választás 2024: mandátumok'),
    ],
  },
  {
    name: 'usa-2024',
    title: 'Amerikai elnökválasztás 2024',
    tag: 'usa-2024',
    sidebar: null,
    tabs: [
      articles('', 'Cikkek'),
      frame(
        'adatok',
        'Adatok és térkép',
        '/usa-2024/terkep',
        FRAME_HEIGHT_MAP,
        'Amerikai elnökválasztás 2024: eredmények államonként',
      ),
      articles('elemzesek', 'Elemzések', 'elemzes'),
      articles('musorok', 'Műsorok', 'musor'),
    ],
  },
];

/** §2.5 orosz-ukran-haboru also matches orosz-ukran-valsag (the war's first weeks ran under that name). */
export const SUPPLEMENT_ALIASES: Readonly<Record<string, string>> = { 'orosz-ukran-valsag': 'orosz-ukran-haboru' };

/** The supplement a name (or an alias) is; null for anything else. */
export function supplementNamed(name: string): SupplementDef | null {
  const real = SUPPLEMENT_ALIASES[name] ?? name;
  return SUPPLEMENTS.find((s) => s.name === real) ?? null;
}

/** A tab's path: `/melleklet/{name}` or `/melleklet/{name}/{tab}`. */
export function supplementTabPath(s: Pick<SupplementDef, 'name'>, tab: string): string {
  return tab ? `/melleklet/${s.name}/${tab}` : `/melleklet/${s.name}`;
}

/** The supplement's tag and the tab's kind: the search's protected tags (§5), named as the reader sees them. */
export function protectedTagsOf(s: SupplementDef, tab: SupplementTab): SearchTag[] {
  const tags: SearchTag[] = [{ type: 'tags', slug: s.tag, text: s.title, protected: true }];
  if (tab.content.type === 'articles' && tab.content.kind) {
    tags.push({ type: 'tags', slug: tab.content.kind, text: SUPPLEMENT_KIND_TAGS[tab.content.kind], protected: true });
  }
  return tags;
}
