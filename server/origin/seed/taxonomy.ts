// Sections (super-tags) and tags of the demo corpus. Weights are shares of top-level articles in percent; site
// shares follow from them (telex ~65, after ~10, g7 ~10, karakter ~8, transtelex ~7).
import { HOLDBLOG_TAG_SLUG } from '../../../shared/constants.ts';
import { SUPPLEMENT_KIND_TAGS } from '../../../shared/supplements.ts';
import { slugify } from './slugify.ts';
import type { TopicPool } from './hungarian-word-banks.ts';

export interface SectionSeed {
  slug: string;
  name: string;
  siteSlug: string;
  weight: number;
  pool: TopicPool;
  /** Second pool that tags are drawn from. */
  tagPools: readonly TagPool[];
  active?: false;
  /** Every article in the section is sponsored content. */
  pr?: true;
}

export type TagPool =
  | 'politika' | 'kulfold' | 'gazdasag' | 'sport' | 'tudomany' | 'tech' | 'eletmod' | 'kultura' | 'erdely'
  | 'altalanos' | 'tura';

export const SECTIONS: readonly SectionSeed[] = [
  { slug: 'belfold', name: 'Belföld', siteSlug: 'telex', weight: 16, pool: 'belfold', tagPools: ['politika', 'altalanos'] },
  { slug: 'kulfold', name: 'Külföld', siteSlug: 'telex', weight: 12, pool: 'kulfold', tagPools: ['kulfold', 'politika'] },
  { slug: 'gazdasag', name: 'Gazdaság', siteSlug: 'telex', weight: 6, pool: 'gazdasag', tagPools: ['gazdasag', 'altalanos'] },
  { slug: 'sport', name: 'Sport', siteSlug: 'telex', weight: 7, pool: 'sport', tagPools: ['sport', 'altalanos'] },
  { slug: 'velemeny', name: 'Vélemény', siteSlug: 'telex', weight: 3, pool: 'velemeny', tagPools: ['politika', 'altalanos'] },
  { slug: 'direkt36', name: 'Direkt36', siteSlug: 'telex', weight: 0.6, pool: 'belfold', tagPools: ['politika', 'gazdasag'] },
  { slug: 'ellenorzo', name: 'Ellenőrző', siteSlug: 'telex', weight: 1, pool: 'belfold', tagPools: ['politika', 'altalanos'] },
  { slug: 'kozlemeny', name: 'Közlemény', siteSlug: 'telex', weight: 0.6, pool: 'belfold', tagPools: ['altalanos', 'altalanos'] },
  { slug: 'english', name: 'English', siteSlug: 'telex', weight: 4.5, pool: 'belfold', tagPools: ['politika', 'kulfold'] },
  { slug: 'szepkilatas', name: 'Szép kilátás', siteSlug: 'telex', weight: 1.8, pool: 'tura', tagPools: ['tura', 'altalanos'] },
  { slug: 'tudomany', name: 'Tudomány', siteSlug: 'telex', weight: 3, pool: 'tudomany', tagPools: ['tudomany', 'altalanos'] },
  { slug: 'techtud', name: 'Techtud', siteSlug: 'telex', weight: 3, pool: 'tech', tagPools: ['tech', 'tudomany'] },
  { slug: 'eletmod', name: 'Életmód', siteSlug: 'telex', weight: 4, pool: 'eletmod', tagPools: ['eletmod', 'altalanos'] },
  { slug: 'after-pr', name: 'After PR', siteSlug: 'telex', weight: 0.3, pool: 'pr', tagPools: ['eletmod', 'eletmod'], pr: true },
  { slug: 'g7-pr', name: 'G7 PR', siteSlug: 'telex', weight: 0.3, pool: 'pr', tagPools: ['gazdasag', 'gazdasag'], pr: true },
  { slug: 'after-nativ', name: 'After natív', siteSlug: 'telex', weight: 0.2, pool: 'pr', tagPools: ['eletmod', 'eletmod'], pr: true },
  { slug: 'g7-nativ', name: 'G7 natív', siteSlug: 'telex', weight: 0.2, pool: 'pr', tagPools: ['gazdasag', 'gazdasag'], pr: true },
  { slug: 'pr-cikk', name: 'PR-cikk', siteSlug: 'telex', weight: 0.6, pool: 'pr', tagPools: ['gazdasag', 'eletmod'], pr: true },
  { slug: 'tamogatott-tartalom', name: 'Támogatott tartalom', siteSlug: 'telex', weight: 0.3, pool: 'pr', tagPools: ['eletmod', 'tech'], pr: true },
  // Inactive section whose (active) articles exercise the "inactive main tag gives 404" rule (§4).
  { slug: 'archivalt-rovat', name: 'Archivált rovat', siteSlug: 'telex', weight: 0.3, pool: 'belfold', tagPools: ['politika', 'altalanos'], active: false },

  { slug: 'after', name: 'After', siteSlug: 'after', weight: 7.5, pool: 'eletmod', tagPools: ['eletmod', 'kultura'] },
  { slug: 'after-podcast', name: 'Podcast', siteSlug: 'after', weight: 2.5, pool: 'podcast', tagPools: ['eletmod', 'eletmod'] },

  { slug: 'g7', name: 'G7', siteSlug: 'g7', weight: 4, pool: 'gazdasag', tagPools: ['gazdasag', 'gazdasag'] },
  { slug: 'adat', name: 'Adat', siteSlug: 'g7', weight: 2, pool: 'gazdasag', tagPools: ['gazdasag', 'altalanos'] },
  { slug: 'penz', name: 'Pénz', siteSlug: 'g7', weight: 2, pool: 'gazdasag', tagPools: ['gazdasag', 'gazdasag'] },
  { slug: 'kozelet', name: 'Közélet', siteSlug: 'g7', weight: 1.5, pool: 'belfold', tagPools: ['politika', 'gazdasag'] },
  { slug: 'g7-podcast', name: 'Podcast', siteSlug: 'g7', weight: 0.5, pool: 'podcast', tagPools: ['gazdasag', 'gazdasag'] },

  { slug: 'kultura', name: 'Kultúra', siteSlug: 'karakter', weight: 2.5, pool: 'kultura', tagPools: ['kultura', 'kultura'] },
  { slug: 'telextarcak', name: 'Telextárcák', siteSlug: 'karakter', weight: 1, pool: 'kultura', tagPools: ['kultura', 'eletmod'] },
  { slug: 'konyvespolc', name: 'Könyvespolc', siteSlug: 'karakter', weight: 1, pool: 'kultura', tagPools: ['kultura', 'kultura'] },
  { slug: 'nagyito', name: 'Nagyító', siteSlug: 'karakter', weight: 1, pool: 'kultura', tagPools: ['kultura', 'altalanos'] },
  { slug: 'kritika', name: 'Kritika', siteSlug: 'karakter', weight: 1, pool: 'kultura', tagPools: ['kultura', 'kultura'] },
  { slug: 'portre', name: 'Portré', siteSlug: 'karakter', weight: 0.8, pool: 'kultura', tagPools: ['kultura', 'kultura'] },
  { slug: 'beleolvaso', name: 'Beleolvasó', siteSlug: 'karakter', weight: 0.7, pool: 'kultura', tagPools: ['kultura', 'kultura'] },

  { slug: 'erdely', name: 'Erdély', siteSlug: 'transtelex', weight: 3, pool: 'erdely', tagPools: ['erdely', 'erdely'] },
  { slug: 'romania', name: 'Románia', siteSlug: 'transtelex', weight: 2, pool: 'erdely', tagPools: ['erdely', 'politika'] },
  { slug: 'transtelex-kulfold', name: 'Külföld', siteSlug: 'transtelex', weight: 1, pool: 'kulfold', tagPools: ['kulfold', 'kulfold'] },
  { slug: 'transtelex-gazdasag', name: 'Gazdaság', siteSlug: 'transtelex', weight: 1, pool: 'gazdasag', tagPools: ['gazdasag', 'erdely'] },
];

/** Tags that other parts of the product look up by slug (supplements, hike tabs, special boxes). */
export const SUPPLEMENT_TAG_SLUGS = [
  'tokio-2020', 'foci-vb-2022', 'eb-2024', 'parizs-2024', 'orosz-ukran-haboru', 'valasztas-2022', 'valasztas-2024',
  'ep-2024', 'usa-2024',
] as const;
export const HIKE_DIFFICULTY_TAG_SLUGS = ['konnyu-tura', 'kozepes-tura', 'nehez-tura', 'extrem-tura'] as const;
export const HIKE_NEWS_TAG_SLUG = 'turahirek';
export const VIDEO_TAG_SLUG = 'video';
export const PODCAST_TAG_SLUG = 'podcast';
export { HOLDBLOG_TAG_SLUG };

interface TagSeed {
  name: string;
  slug?: string;
}

/** Tag names by pool; the first tags of a pool are the most used. */
const TAG_NAMES: Record<TagPool, readonly (string | TagSeed)[]> = {
  politika: [
    'Országgyűlés', 'kormány', 'önkormányzat', { name: 'Választás 2024' }, { name: 'Választás 2022' },
    { name: 'EP-választás 2024', slug: 'ep-2024' }, 'korrupció', 'Alkotmánybíróság', 'Kúria', 'ügyészség',
    'választás', 'népszavazás', 'ellenzék', 'kormányinfó', 'sajtószabadság', 'civil szervezetek', 'közbeszerzés',
    'oktatás', 'pedagógusok', 'egészségügy', 'kórházak', 'háziorvosok', 'mentőszolgálat', 'rendőrség', 'bűnügy',
    'bíróság', 'gyermekvédelem', 'szociálpolitika', 'nyugdíj', 'lakhatás', 'migráció', 'Fővárosi Közgyűlés',
    'jogállamiság', 'uniós források', 'alaptörvény', 'diáktüntetés', 'sztrájk', 'közmédia', 'titkosszolgálat',
  ],
  kulfold: [
    { name: 'Orosz–ukrán háború' }, { name: 'USA 2024' }, 'Európai Unió', 'NATO', 'ENSZ', 'Ukrajna', 'Oroszország',
    'Egyesült Államok', 'Németország', 'Franciaország', 'Kína', 'Izrael', 'Gáza', 'Szlovákia', 'Szerbia', 'Ausztria',
    'Lengyelország', 'Nagy-Britannia', 'Olaszország', 'Törökország', 'Irán', 'Brüsszel', 'Washington', 'Moszkva',
    'Kijev', 'Berlin', 'Párizs', 'London', 'Peking', 'Pozsony', 'Bécs', 'Belgrád', 'Varsó', 'menekültek',
    'szankciók', 'Közel-Kelet', 'Balkán', 'klímacsúcs', 'terrorizmus', 'Európai Parlament',
  ],
  gazdasag: [
    'infláció', 'forint', 'kamatdöntés', 'Magyar Nemzeti Bank', 'adó', 'minimálbér', 'lakáspiac', 'albérlet',
    'energiaár', 'rezsicsökkentés', 'benzinár', 'költségvetés', 'államadósság', 'tőzsde', 'bankok', 'hitel',
    'munkaerőpiac', 'bérek', 'ingatlan', 'autóipar', 'akkumulátorgyár', 'mezőgazdaság', 'élelmiszerár',
    'kiskereskedelem', 'turizmus', 'startup', 'befektetés', 'kriptovaluta', 'GDP', 'KSH', 'euró', 'árstop',
  ],
  sport: [
    'labdarúgás', 'NB I', 'magyar válogatott', { name: 'Eb 2024' }, { name: 'Foci-vb 2022' }, { name: 'Párizs 2024' },
    { name: 'Tokió 2020' }, 'Bajnokok Ligája', 'Forma–1', 'kézilabda', 'vízilabda', 'úszás', 'atlétika', 'tenisz',
    'kosárlabda', 'jégkorong', 'olimpia', 'Premier League', 'Európa-liga', 'Konferencia-liga', 'kajak-kenu',
    'vívás', 'birkózás', 'cselgáncs', 'rövidpályás gyorskorcsolya', 'kerékpár', 'futás', 'maraton', 'sakk',
    'Ferencváros', 'paralimpia', 'női foci', 'teremlabdarúgás', 'motorsport',
  ],
  tudomany: [
    'űrkutatás', 'NASA', 'csillagászat', 'régészet', 'orvostudomány', 'genetika', 'biológia', 'fizika', 'kémia',
    'klímaváltozás', 'járvány', 'Covid–19', 'vakcina', 'evolúció', 'dinoszauruszok', 'óceánok', 'agykutatás',
    'Nobel-díj', 'Hold', 'Mars', 'Nap', 'paleontológia', 'ökológia', 'matematika', { name: 'Holdblog' },
  ],
  tech: [
    'mesterséges intelligencia', 'okostelefon', 'közösségi média', 'kiberbiztonság', 'elektromos autó', 'internet',
    'adatvédelem', 'videójáték', 'robotika', 'chipgyártás', 'szoftver', 'Apple', 'Google', 'Microsoft', 'Meta',
    'TikTok', 'hackerek', 'kvantumszámítógép', 'önvezető autó', 'e-közigazgatás', 'streaming', 'drón',
  ],
  eletmod: [
    'gasztronómia', 'recept', 'utazás', 'divat', 'egészség', 'fitnesz', 'párkapcsolat', 'gyereknevelés', 'kutya',
    'macska', 'kert', 'lakberendezés', 'mentális egészség', 'alvás', 'diéta', 'szépségápolás', 'bor', 'kávé',
    'vendéglátás', 'fenntarthatóság', 'nyaralás', 'Balaton', 'wellness', 'jóga', 'szerelem', 'család',
    'háziállatok', 'kiégés', 'stressz', { name: 'Podcast' },
  ],
  kultura: [
    'film', 'színház', 'irodalom', 'könyv', 'zene', 'koncert', 'kiállítás', 'múzeum', 'fesztivál', 'Sziget',
    'képzőművészet', 'opera', 'tévésorozat', 'Netflix', 'mozi', 'költészet', 'popzene', 'jazz', 'klasszikus zene',
    'tánc', 'fotográfia', 'építészet', 'design', 'könyvhét', 'képregény', 'animáció', 'dokumentumfilm',
    'Oscar-díj', 'cannes-i filmfesztivál', 'regény', 'interjú', 'tárca',
  ],
  erdely: [
    'Erdély', 'Székelyföld', 'Kolozsvár', 'Marosvásárhely', 'Székelyudvarhely', 'Csíkszereda', 'Nagyvárad',
    'Temesvár', 'Bukarest', 'Sepsiszentgyörgy', 'Hargita megye', 'Kovászna megye', 'romániai magyarok',
    'lej', 'román kormány', 'anyanyelvi oktatás', 'medvék', 'Partium', 'Brassó', 'Szatmárnémeti',
  ],
  altalanos: [
    'Budapest', 'időjárás', 'baleset', 'közlekedés', 'MÁV', 'BKV', 'vasút', 'autópálya', 'repülés', 'Debrecen',
    'Szeged', 'Pécs', 'Győr', 'Miskolc', 'Nyíregyháza', 'Kecskemét', 'Székesfehérvár', 'Szombathely', 'Eger',
    'Veszprém', 'Sopron', 'Duna', 'Tisza', 'hőség', 'árvíz', 'vihar', 'aszály', 'erdőtűz', 'tűzoltók', 'csalás',
    'drog', 'állatvédelem', 'szegénység', 'hajléktalanság', 'vidék', 'fiatalok', 'nők', 'roma közösség',
    { name: 'Videó' },
  ],
  tura: [
    { name: 'Könnyű túra' }, { name: 'Közepes túra' }, { name: 'Nehéz túra' }, { name: 'Extrém túra' },
    { name: 'Túrahírek' }, 'Kéktúra', 'kilátó', 'Bükk', 'Mátra', 'Pilis', 'Börzsöny', 'Zemplén', 'Mecsek',
    'Bakony', 'Kőszegi-hegység', 'Balaton-felvidék', 'természetjárás', 'nemzeti park', 'barlang', 'vízesés',
  ],
};

export interface TagRow {
  id: number;
  slug: string;
  name: string;
}

/** All tags with ids, plus the pools as id lists (pool order = popularity order). */
export function buildTags(): { tags: TagRow[]; pools: Record<TagPool, number[]>; bySlug: Map<string, TagRow> } {
  const tags: TagRow[] = [];
  const bySlug = new Map<string, TagRow>();
  const pools = {} as Record<TagPool, number[]>;
  for (const pool of Object.keys(TAG_NAMES) as TagPool[]) {
    pools[pool] = [];
    for (const entry of TAG_NAMES[pool]) {
      const seed = typeof entry === 'string' ? { name: entry } : entry;
      const slug = seed.slug ?? slugify(seed.name);
      let row = bySlug.get(slug);
      if (!row) {
        row = { id: tags.length + 1, slug, name: seed.name };
        tags.push(row);
        bySlug.set(slug, row);
      }
      pools[pool].push(row.id);
    }
  }
  // The supplements' kind tags (summaries, on-site reports, analyses, shows: their sub-tabs' protected tags) belong to
  // no pool: only supplement articles get them (article-plan.ts). Added last, so every other tag keeps its id.
  for (const [slug, name] of Object.entries(SUPPLEMENT_KIND_TAGS)) {
    if (bySlug.has(slug)) continue;
    const row = { id: tags.length + 1, slug, name };
    tags.push(row);
    bySlug.set(slug, row);
  }
  // The special and supplement tags always exist, whatever the pools say.
  for (const slug of [...SUPPLEMENT_TAG_SLUGS, ...HIKE_DIFFICULTY_TAG_SLUGS, HIKE_NEWS_TAG_SLUG, VIDEO_TAG_SLUG, PODCAST_TAG_SLUG, HOLDBLOG_TAG_SLUG]) {
    if (!bySlug.has(slug)) throw new Error(`seed taxonomy: missing tag ${slug}`);
  }
  return { tags, pools, bySlug };
}
