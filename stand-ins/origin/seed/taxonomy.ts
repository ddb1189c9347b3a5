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
  /**
   * Sections of the same site whose readers a story of this one also fits: its extra super-tags come only from these
   * (once drawn from every section of the site, economy, English and tech stories landed on 'Szép kilátás').
   */
  related?: readonly string[];
}

export type TagPool =
  | 'politika'
  | 'kulfold'
  | 'gazdasag'
  | 'sport'
  | 'tudomany'
  | 'tech'
  | 'eletmod'
  | 'kultura'
  | 'erdely'
  | 'altalanos'
  | 'tura';

export const SECTIONS: readonly SectionSeed[] = [
  {
    slug: 'belfold',
    name: 'Belföld',
    siteSlug: 'telex',
    weight: 16,
    pool: 'belfold',
    tagPools: ['politika', 'altalanos'],
  },
  {
    slug: 'kulfold',
    name: 'Külföld',
    siteSlug: 'telex',
    weight: 12,
    pool: 'kulfold',
    tagPools: ['kulfold', 'politika'],
  },
  {
    slug: 'gazdasag',
    name: 'Gazdaság',
    siteSlug: 'telex',
    weight: 6,
    pool: 'gazdasag',
    tagPools: ['gazdasag', 'altalanos'],
    related: ['belfold'],
  },
  { slug: 'sport', name: 'Sport', siteSlug: 'telex', weight: 7, pool: 'sport', tagPools: ['sport', 'altalanos'] },
  {
    slug: 'velemeny',
    name: 'Vélemény',
    siteSlug: 'telex',
    weight: 3,
    pool: 'velemeny',
    tagPools: ['politika', 'altalanos'],
    related: ['belfold'],
  },
  {
    slug: 'direkt36',
    name: 'Direkt36',
    siteSlug: 'telex',
    weight: 0.6,
    pool: 'belfold',
    tagPools: ['politika', 'gazdasag'],
    related: ['belfold'],
  },
  {
    slug: 'ellenorzo',
    name: 'Ellenőrző',
    siteSlug: 'telex',
    weight: 1,
    pool: 'belfold',
    tagPools: ['politika', 'altalanos'],
    related: ['belfold'],
  },
  {
    slug: 'kozlemeny',
    name: 'Közlemény',
    siteSlug: 'telex',
    weight: 0.6,
    pool: 'belfold',
    tagPools: ['altalanos', 'altalanos'],
  },
  {
    slug: 'english',
    name: 'English',
    siteSlug: 'telex',
    weight: 4.5,
    pool: 'belfold',
    tagPools: ['politika', 'kulfold'],
  },
  {
    slug: 'szepkilatas',
    name: 'Szép kilátás',
    siteSlug: 'telex',
    weight: 1.8,
    pool: 'tura',
    tagPools: ['tura', 'altalanos'],
    related: ['eletmod'],
  },
  {
    slug: 'tudomany',
    name: 'Tudomány',
    siteSlug: 'telex',
    weight: 3,
    pool: 'tudomany',
    tagPools: ['tudomany', 'altalanos'],
    related: ['techtud'],
  },
  {
    slug: 'techtud',
    name: 'Techtud',
    siteSlug: 'telex',
    weight: 3,
    pool: 'tech',
    tagPools: ['tech', 'tudomany'],
    related: ['tudomany'],
  },
  {
    slug: 'eletmod',
    name: 'Életmód',
    siteSlug: 'telex',
    weight: 4,
    pool: 'eletmod',
    tagPools: ['eletmod', 'altalanos'],
  },
  {
    slug: 'after-pr',
    name: 'After PR',
    siteSlug: 'telex',
    weight: 0.3,
    pool: 'pr',
    tagPools: ['eletmod', 'eletmod'],
    pr: true,
  },
  {
    slug: 'g7-pr',
    name: 'G7 PR',
    siteSlug: 'telex',
    weight: 0.3,
    pool: 'pr',
    tagPools: ['gazdasag', 'gazdasag'],
    pr: true,
  },
  {
    slug: 'after-nativ',
    name: 'After natív',
    siteSlug: 'telex',
    weight: 0.2,
    pool: 'pr',
    tagPools: ['eletmod', 'eletmod'],
    pr: true,
  },
  {
    slug: 'g7-nativ',
    name: 'G7 natív',
    siteSlug: 'telex',
    weight: 0.2,
    pool: 'pr',
    tagPools: ['gazdasag', 'gazdasag'],
    pr: true,
  },
  {
    slug: 'pr-cikk',
    name: 'PR-cikk',
    siteSlug: 'telex',
    weight: 0.6,
    pool: 'pr',
    tagPools: ['gazdasag', 'eletmod'],
    pr: true,
  },
  {
    slug: 'tamogatott-tartalom',
    name: 'Támogatott tartalom',
    siteSlug: 'telex',
    weight: 0.3,
    pool: 'pr',
    tagPools: ['eletmod', 'tech'],
    pr: true,
  },
  // Inactive section whose (active) articles exercise the "inactive main tag gives 404" rule (§4).
  {
    slug: 'archivalt-rovat',
    name: 'Archivált rovat',
    siteSlug: 'telex',
    weight: 0.3,
    pool: 'belfold',
    tagPools: ['politika', 'altalanos'],
    active: false,
  },

  { slug: 'after', name: 'After', siteSlug: 'after', weight: 7.5, pool: 'eletmod', tagPools: ['eletmod', 'kultura'] },
  {
    slug: 'after-podcast',
    name: 'Podcast',
    siteSlug: 'after',
    weight: 2.5,
    pool: 'podcast',
    tagPools: ['eletmod', 'eletmod'],
  },

  {
    slug: 'g7',
    name: 'G7',
    siteSlug: 'g7',
    weight: 4,
    pool: 'gazdasag',
    tagPools: ['gazdasag', 'gazdasag'],
    related: ['adat', 'penz', 'kozelet'],
  },
  {
    slug: 'adat',
    name: 'Adat',
    siteSlug: 'g7',
    weight: 2,
    pool: 'gazdasag',
    tagPools: ['gazdasag', 'altalanos'],
    related: ['g7'],
  },
  {
    slug: 'penz',
    name: 'Pénz',
    siteSlug: 'g7',
    weight: 2,
    pool: 'gazdasag',
    tagPools: ['gazdasag', 'gazdasag'],
    related: ['g7'],
  },
  {
    slug: 'kozelet',
    name: 'Közélet',
    siteSlug: 'g7',
    weight: 1.5,
    pool: 'belfold',
    tagPools: ['politika', 'gazdasag'],
    related: ['g7'],
  },
  {
    slug: 'g7-podcast',
    name: 'Podcast',
    siteSlug: 'g7',
    weight: 0.5,
    pool: 'podcast',
    tagPools: ['gazdasag', 'gazdasag'],
  },

  {
    slug: 'kultura',
    name: 'Kultúra',
    siteSlug: 'karakter',
    weight: 2.5,
    pool: 'kultura',
    tagPools: ['kultura', 'kultura'],
    related: ['kritika', 'portre'],
  },
  {
    slug: 'telextarcak',
    name: 'Telextárcák',
    siteSlug: 'karakter',
    weight: 1,
    pool: 'kultura',
    tagPools: ['kultura', 'eletmod'],
  },
  {
    slug: 'konyvespolc',
    name: 'Könyvespolc',
    siteSlug: 'karakter',
    weight: 1,
    pool: 'kultura',
    tagPools: ['kultura', 'kultura'],
    related: ['beleolvaso', 'kultura'],
  },
  {
    slug: 'nagyito',
    name: 'Nagyító',
    siteSlug: 'karakter',
    weight: 1,
    pool: 'kultura',
    tagPools: ['kultura', 'altalanos'],
    related: ['kultura'],
  },
  {
    slug: 'kritika',
    name: 'Kritika',
    siteSlug: 'karakter',
    weight: 1,
    pool: 'kultura',
    tagPools: ['kultura', 'kultura'],
    related: ['kultura'],
  },
  {
    slug: 'portre',
    name: 'Portré',
    siteSlug: 'karakter',
    weight: 0.8,
    pool: 'kultura',
    tagPools: ['kultura', 'kultura'],
    related: ['kultura'],
  },
  {
    slug: 'beleolvaso',
    name: 'Beleolvasó',
    siteSlug: 'karakter',
    weight: 0.7,
    pool: 'kultura',
    tagPools: ['kultura', 'kultura'],
    related: ['konyvespolc'],
  },

  {
    slug: 'erdely',
    name: 'Erdély',
    siteSlug: 'transtelex',
    weight: 3,
    pool: 'erdely',
    tagPools: ['erdely', 'erdely'],
    related: ['romania'],
  },
  {
    slug: 'romania',
    name: 'Románia',
    siteSlug: 'transtelex',
    weight: 2,
    pool: 'erdely',
    tagPools: ['erdely', 'politika'],
    related: ['erdely'],
  },
  {
    slug: 'transtelex-kulfold',
    name: 'Külföld',
    siteSlug: 'transtelex',
    weight: 1,
    pool: 'kulfold',
    tagPools: ['kulfold', 'kulfold'],
  },
  {
    slug: 'transtelex-gazdasag',
    name: 'Gazdaság',
    siteSlug: 'transtelex',
    weight: 1,
    pool: 'gazdasag',
    tagPools: ['gazdasag', 'erdely'],
    related: ['romania'],
  },
];

/** Tags that other parts of the product look up by slug (supplements, hike tabs, special boxes). */
export const SUPPLEMENT_TAG_SLUGS = [
  'tokio-2020',
  'foci-vb-2022',
  'eb-2024',
  'parizs-2024',
  'orosz-ukran-haboru',
  'valasztas-2022',
  'valasztas-2024',
  'ep-2024',
  'usa-2024',
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
    'Országgyűlés',
    'kormány',
    'önkormányzat',
    { name: 'Választás 2024' },
    { name: 'Választás 2022' },
    { name: 'EP-választás 2024', slug: 'ep-2024' },
    'korrupció',
    'Alkotmánybíróság',
    'Kúria',
    'ügyészség',
    'választás',
    'népszavazás',
    'ellenzék',
    'kormányinfó',
    'sajtószabadság',
    'civil szervezetek',
    'közbeszerzés',
    'oktatás',
    'pedagógusok',
    'egészségügy',
    'kórházak',
    'háziorvosok',
    'mentőszolgálat',
    'rendőrség',
    'bűnügy',
    'bíróság',
    'gyermekvédelem',
    'szociálpolitika',
    'nyugdíj',
    'lakhatás',
    'migráció',
    'Fővárosi Közgyűlés',
    'jogállamiság',
    'uniós források',
    'alaptörvény',
    'diáktüntetés',
    'sztrájk',
    'közmédia',
    'titkosszolgálat',
  ],
  kulfold: [
    { name: 'Orosz–ukrán háború' },
    { name: 'USA 2024' },
    'Európai Unió',
    'NATO',
    'ENSZ',
    'Ukrajna',
    'Oroszország',
    'Egyesült Államok',
    'Németország',
    'Franciaország',
    'Kína',
    'Izrael',
    'Gáza',
    'Szlovákia',
    'Szerbia',
    'Ausztria',
    'Lengyelország',
    'Nagy-Britannia',
    'Olaszország',
    'Törökország',
    'Irán',
    'Brüsszel',
    'Washington',
    'Moszkva',
    'Kijev',
    'Berlin',
    'Párizs',
    'London',
    'Peking',
    'Pozsony',
    'Bécs',
    'Belgrád',
    'Varsó',
    'menekültek',
    'szankciók',
    'Közel-Kelet',
    'Balkán',
    'klímacsúcs',
    'terrorizmus',
    'Európai Parlament',
  ],
  gazdasag: [
    'infláció',
    'forint',
    'kamatdöntés',
    'Magyar Nemzeti Bank',
    'adó',
    'minimálbér',
    'lakáspiac',
    'albérlet',
    'energiaár',
    'rezsicsökkentés',
    'benzinár',
    'költségvetés',
    'államadósság',
    'tőzsde',
    'bankok',
    'hitel',
    'munkaerőpiac',
    'bérek',
    'ingatlan',
    'autóipar',
    'akkumulátorgyár',
    'mezőgazdaság',
    'élelmiszerár',
    'kiskereskedelem',
    'turizmus',
    'startup',
    'befektetés',
    'kriptovaluta',
    'GDP',
    'KSH',
    'euró',
    'árstop',
  ],
  sport: [
    'labdarúgás',
    'NB I',
    'magyar válogatott',
    { name: 'Eb 2024' },
    { name: 'Foci-vb 2022' },
    { name: 'Párizs 2024' },
    { name: 'Tokió 2020' },
    'Bajnokok Ligája',
    'Forma–1',
    'kézilabda',
    'vízilabda',
    'úszás',
    'atlétika',
    'tenisz',
    'kosárlabda',
    'jégkorong',
    'olimpia',
    'Premier League',
    'Európa-liga',
    'Konferencia-liga',
    'kajak-kenu',
    'vívás',
    'birkózás',
    'cselgáncs',
    'rövidpályás gyorskorcsolya',
    'kerékpár',
    'futás',
    'maraton',
    'sakk',
    'Ferencváros',
    'paralimpia',
    'női foci',
    'teremlabdarúgás',
    'motorsport',
    'Grand Slam',
  ],
  tudomany: [
    'űrkutatás',
    'NASA',
    'csillagászat',
    'régészet',
    'orvostudomány',
    'genetika',
    'biológia',
    'fizika',
    'kémia',
    'klímaváltozás',
    'járvány',
    'Covid–19',
    'vakcina',
    'evolúció',
    'dinoszauruszok',
    'óceánok',
    'agykutatás',
    'Nobel-díj',
    'Hold',
    'Mars',
    'Nap',
    'paleontológia',
    'ökológia',
    'matematika',
    { name: 'Holdblog' },
  ],
  tech: [
    'mesterséges intelligencia',
    'okostelefon',
    'közösségi média',
    'kiberbiztonság',
    'elektromos autó',
    'internet',
    'adatvédelem',
    'videójáték',
    'robotika',
    'chipgyártás',
    'szoftver',
    'Apple',
    'Google',
    'Microsoft',
    'Meta',
    'TikTok',
    'hackerek',
    'kvantumszámítógép',
    'önvezető autó',
    'e-közigazgatás',
    'streaming',
    'drón',
  ],
  eletmod: [
    'gasztronómia',
    'recept',
    'utazás',
    'divat',
    'egészség',
    'fitnesz',
    'párkapcsolat',
    'gyereknevelés',
    'kutya',
    'macska',
    'kert',
    'lakberendezés',
    'mentális egészség',
    'alvás',
    'diéta',
    'szépségápolás',
    'bor',
    'kávé',
    'vendéglátás',
    'fenntarthatóság',
    'nyaralás',
    'Balaton',
    'wellness',
    'jóga',
    'szerelem',
    'család',
    'háziállatok',
    'kiégés',
    'stressz',
    { name: 'Podcast' },
  ],
  kultura: [
    'film',
    'színház',
    'irodalom',
    'könyv',
    'zene',
    'koncert',
    'kiállítás',
    'múzeum',
    'fesztivál',
    'Sziget',
    'képzőművészet',
    'opera',
    'tévésorozat',
    'Netflix',
    'mozi',
    'költészet',
    'popzene',
    'jazz',
    'klasszikus zene',
    'tánc',
    'fotográfia',
    'építészet',
    'design',
    'könyvhét',
    'képregény',
    'animáció',
    'dokumentumfilm',
    'Oscar-díj',
    'cannes-i filmfesztivál',
    'regény',
    'interjú',
    'tárca',
  ],
  erdely: [
    'Erdély',
    'Székelyföld',
    'Kolozsvár',
    'Marosvásárhely',
    'Székelyudvarhely',
    'Csíkszereda',
    'Nagyvárad',
    'Temesvár',
    'Bukarest',
    'Sepsiszentgyörgy',
    'Hargita megye',
    'Kovászna megye',
    'romániai magyarok',
    'lej',
    'román kormány',
    'anyanyelvi oktatás',
    'medvék',
    'Partium',
    'Brassó',
    'Szatmárnémeti',
  ],
  altalanos: [
    'Budapest',
    'időjárás',
    'baleset',
    'közlekedés',
    'MÁV',
    'BKV',
    'vasút',
    'autópálya',
    'repülés',
    'Debrecen',
    'Szeged',
    'Pécs',
    'Győr',
    'Miskolc',
    'Nyíregyháza',
    'Kecskemét',
    'Székesfehérvár',
    'Szombathely',
    'Eger',
    'Veszprém',
    'Sopron',
    'Duna',
    'Tisza',
    'hőség',
    'árvíz',
    'vihar',
    'aszály',
    'erdőtűz',
    'tűzoltók',
    'csalás',
    'drog',
    'állatvédelem',
    'szegénység',
    'hajléktalanság',
    'vidék',
    'fiatalok',
    'nők',
    'roma közösség',
    { name: 'Videó' },
  ],
  tura: [
    { name: 'Könnyű túra' },
    { name: 'Közepes túra' },
    { name: 'Nehéz túra' },
    { name: 'Extrém túra' },
    { name: 'Túrahírek' },
    'Kéktúra',
    'kilátó',
    'Bükk',
    'Mátra',
    'Pilis',
    'Börzsöny',
    'Zemplén',
    'Mecsek',
    'Bakony',
    'Kőszegi-hegység',
    'Balaton-felvidék',
    'természetjárás',
    'nemzeti park',
    'barlang',
    'vízesés',
  ],
};

/**
 * What a story is about, inside its pool: it chooses the story's tags (only its own) and, through the writer, its
 * headline label, so a story tagged 'Forma–1' reads as one (tags once drawn from the whole pool put Formula 1 and
 * tennis stories under 'Eb 2024'). Tags are named as in TAG_NAMES. A pool without subjects draws from the pool itself.
 */
export interface SubjectSeed {
  slug: string;
  weight: number;
  tags: readonly string[];
  /** Headline labels ('Forma–1: …'); none: the writer uses no label headline for it. */
  labels?: readonly string[];
}

export const SUBJECTS: Partial<Record<TagPool, readonly SubjectSeed[]>> = {
  politika: [
    {
      slug: 'valasztas',
      weight: 3,
      tags: ['választás', 'népszavazás', 'ellenzék', 'Országgyűlés', 'kormány'],
      labels: ['Parlament'],
    },
    {
      slug: 'parlament',
      weight: 4,
      tags: ['Országgyűlés', 'kormány', 'kormányinfó', 'alaptörvény', 'ellenzék', 'uniós források'],
      labels: ['Parlament'],
    },
    {
      slug: 'jogallam',
      weight: 3,
      tags: ['Alkotmánybíróság', 'Kúria', 'ügyészség', 'bíróság', 'jogállamiság', 'korrupció', 'közbeszerzés'],
    },
    {
      slug: 'bunugy',
      weight: 3,
      tags: ['rendőrség', 'bűnügy', 'bíróság', 'ügyészség', 'gyermekvédelem'],
      labels: ['Bűnügy'],
    },
    { slug: 'oktatas', weight: 2, tags: ['oktatás', 'pedagógusok', 'diáktüntetés', 'sztrájk'], labels: ['Oktatás'] },
    {
      slug: 'egeszsegugy',
      weight: 2,
      tags: ['egészségügy', 'kórházak', 'háziorvosok', 'mentőszolgálat'],
      labels: ['Egészségügy'],
    },
    { slug: 'szocialis', weight: 2, tags: ['szociálpolitika', 'nyugdíj', 'lakhatás', 'gyermekvédelem', 'migráció'] },
    {
      slug: 'onkormanyzat',
      weight: 2,
      tags: ['önkormányzat', 'Fővárosi Közgyűlés', 'uniós források', 'közbeszerzés'],
      labels: ['Önkormányzat'],
    },
    { slug: 'nyilvanossag', weight: 1, tags: ['sajtószabadság', 'közmédia', 'civil szervezetek', 'titkosszolgálat'] },
  ],
  kulfold: [
    {
      slug: 'ukrajna',
      weight: 4,
      tags: ['Ukrajna', 'Oroszország', 'Kijev', 'Moszkva', 'NATO', 'szankciók', 'menekültek'],
      labels: ['Ukrajna'],
    },
    { slug: 'usa', weight: 2, tags: ['Egyesült Államok', 'Washington', 'NATO', 'ENSZ'], labels: ['Egyesült Államok'] },
    {
      slug: 'eu',
      weight: 3,
      tags: [
        'Európai Unió',
        'Brüsszel',
        'Európai Parlament',
        'Németország',
        'Franciaország',
        'Berlin',
        'Párizs',
        'Olaszország',
      ],
      labels: ['Brüsszel'],
    },
    {
      slug: 'kozel-kelet',
      weight: 2,
      tags: ['Izrael', 'Gáza', 'Közel-Kelet', 'Irán', 'Törökország', 'terrorizmus'],
      labels: ['Közel-Kelet'],
    },
    { slug: 'balkan', weight: 1, tags: ['Szerbia', 'Belgrád', 'Balkán', 'menekültek'], labels: ['Balkán'] },
    { slug: 'kozep-europa', weight: 2, tags: ['Szlovákia', 'Pozsony', 'Ausztria', 'Bécs', 'Lengyelország', 'Varsó'] },
    { slug: 'kina', weight: 1, tags: ['Kína', 'Peking', 'ENSZ', 'klímacsúcs'], labels: ['Kína'] },
    { slug: 'britannia', weight: 1, tags: ['Nagy-Britannia', 'London', 'Európai Unió'] },
  ],
  gazdasag: [
    {
      slug: 'inflacio',
      weight: 3,
      tags: ['infláció', 'élelmiszerár', 'árstop', 'KSH', 'Magyar Nemzeti Bank', 'kamatdöntés'],
      labels: ['Infláció'],
    },
    {
      slug: 'forint',
      weight: 2,
      tags: ['forint', 'euró', 'Magyar Nemzeti Bank', 'kamatdöntés', 'államadósság'],
      labels: ['Forint'],
    },
    {
      slug: 'lakaspiac',
      weight: 2,
      tags: ['lakáspiac', 'albérlet', 'ingatlan', 'hitel', 'bankok'],
      labels: ['Lakáspiac'],
    },
    { slug: 'berek', weight: 2, tags: ['minimálbér', 'bérek', 'munkaerőpiac', 'KSH'], labels: ['Bérek'] },
    { slug: 'energia', weight: 2, tags: ['energiaár', 'rezsicsökkentés', 'benzinár', 'árstop'], labels: ['Energia'] },
    { slug: 'ado', weight: 2, tags: ['adó', 'költségvetés', 'államadósság', 'GDP'], labels: ['Adó'] },
    {
      slug: 'tozsde',
      weight: 1,
      tags: ['tőzsde', 'befektetés', 'kriptovaluta', 'startup', 'bankok'],
      labels: ['Tőzsde'],
    },
    {
      slug: 'ipar',
      weight: 2,
      tags: ['autóipar', 'akkumulátorgyár', 'mezőgazdaság', 'kiskereskedelem', 'turizmus', 'GDP'],
    },
  ],
  sport: [
    {
      slug: 'foci',
      weight: 5,
      tags: [
        'labdarúgás',
        'NB I',
        'magyar válogatott',
        'Bajnokok Ligája',
        'Premier League',
        'Európa-liga',
        'Konferencia-liga',
        'Ferencváros',
        'női foci',
      ],
      labels: ['Foci', 'NB I', 'Bajnokok Ligája'],
    },
    { slug: 'forma-1', weight: 1.5, tags: ['Forma–1', 'motorsport'], labels: ['Forma–1'] },
    { slug: 'kezilabda', weight: 1.5, tags: ['kézilabda', 'magyar válogatott'], labels: ['Kézilabda'] },
    { slug: 'vizilabda', weight: 1, tags: ['vízilabda', 'magyar válogatott', 'olimpia'], labels: ['Vízilabda'] },
    { slug: 'uszas', weight: 1, tags: ['úszás', 'olimpia', 'paralimpia'], labels: ['Úszás'] },
    {
      slug: 'olimpia',
      weight: 1.5,
      tags: [
        'olimpia',
        'kajak-kenu',
        'vívás',
        'birkózás',
        'cselgáncs',
        'atlétika',
        'rövidpályás gyorskorcsolya',
        'paralimpia',
      ],
    },
    { slug: 'tenisz', weight: 1, tags: ['tenisz', 'Grand Slam'], labels: ['Tenisz'] },
    {
      slug: 'egyeb-sport',
      weight: 1,
      tags: ['kosárlabda', 'jégkorong', 'kerékpár', 'futás', 'maraton', 'sakk', 'teremlabdarúgás'],
    },
  ],
};

/**
 * The writer's pool (hungarian-word-banks.ts) whose words a subject of a tag pool narrows: only stories written in it
 * read as their subject (an opinion piece keeps its own labels whatever it is about).
 */
export const SUBJECT_PROSE_POOLS: Partial<Record<TagPool, TopicPool>> = {
  politika: 'belfold',
  kulfold: 'kulfold',
  gazdasag: 'gazdasag',
  sport: 'sport',
};

/**
 * Which stories a supplement (a special section under /melleklet/, whose tag this is) carries: those of its sections
 * about one of its subjects. The plan gives each at least SUPPLEMENT_MIN (article-plan.ts), turning stories of its
 * sections to its subject before any text is written when too few are about it.
 */
export const SUPPLEMENT_SUBJECTS: Record<
  (typeof SUPPLEMENT_TAG_SLUGS)[number],
  { sections: readonly string[]; subjects: readonly string[] }
> = {
  'tokio-2020': { sections: ['sport'], subjects: ['olimpia', 'uszas', 'vizilabda'] },
  'parizs-2024': { sections: ['sport'], subjects: ['olimpia', 'uszas', 'vizilabda'] },
  'foci-vb-2022': { sections: ['sport'], subjects: ['foci'] },
  'eb-2024': { sections: ['sport'], subjects: ['foci'] },
  'orosz-ukran-haboru': { sections: ['kulfold', 'transtelex-kulfold'], subjects: ['ukrajna'] },
  'usa-2024': { sections: ['kulfold'], subjects: ['usa'] },
  'valasztas-2022': { sections: ['belfold', 'velemeny'], subjects: ['valasztas'] },
  'valasztas-2024': { sections: ['belfold', 'velemeny'], subjects: ['valasztas'] },
  // The 2024 EP and local elections were held on one day: a story of either fits both.
  'ep-2024': { sections: ['belfold', 'kulfold'], subjects: ['valasztas', 'eu'] },
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
  for (const [pool, subjects] of Object.entries(SUBJECTS)) {
    for (const subject of subjects) {
      for (const name of subject.tags) {
        if (!bySlug.has(slugify(name)))
          throw new Error(`seed taxonomy: subject ${subject.slug} of ${pool} names an unknown tag ${name}`);
      }
    }
  }
  // The special and supplement tags always exist, whatever the pools say.
  for (const slug of [
    ...SUPPLEMENT_TAG_SLUGS,
    ...HIKE_DIFFICULTY_TAG_SLUGS,
    HIKE_NEWS_TAG_SLUG,
    VIDEO_TAG_SLUG,
    PODCAST_TAG_SLUG,
    HOLDBLOG_TAG_SLUG,
  ]) {
    if (!bySlug.has(slug)) throw new Error(`seed taxonomy: missing tag ${slug}`);
  }
  return { tags, pools, bySlug };
}
