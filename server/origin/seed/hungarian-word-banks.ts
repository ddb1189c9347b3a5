// Phrase banks for the generated Hungarian prose. Hungarian is agglutinative, so the banks hold whole inflected
// phrases that agree with any partner they are combined with: singular subjects, past-tense 3rd-person predicates,
// nominative topics. Subjects are institutions and roles, never real people, so no generated sentence quotes anyone.

export type TopicPool =
  | 'belfold' | 'kulfold' | 'gazdasag' | 'sport' | 'velemeny' | 'tudomany' | 'tech' | 'eletmod'
  | 'kultura' | 'tura' | 'erdely' | 'pr' | 'podcast';

export interface TopicBank {
  /** Singular subject phrases, capitalised. */
  subjects: readonly string[];
  /** Past-tense predicate phrases that complete a subject. */
  actions: readonly string[];
  /** Nominative singular noun phrases, lowercase with article. */
  topics: readonly string[];
  /** Short labels for "Label: …" headlines. */
  labels: readonly string[];
  /** Complete lowercase clauses specific to the pool. */
  clauses: readonly string[];
}

export const HU_TIME_ADVERBS = [
  'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'hétfőn', 'szombaton', 'vasárnap', 'kedd délután', 'szerda reggel',
  'a hét elején', 'a múlt héten', 'csütörtök este', 'hétfő délelőtt', 'az elmúlt napokban', 'néhány órája', 'tegnap',
  'péntek késő este', 'a hétvégén',
] as const;

export const HU_THAT_VERBS = [
  'közölte', 'bejelentette', 'hangsúlyozta', 'jelezte', 'elmondta', 'megerősítette', 'arról tájékoztatott',
  'leszögezte', 'kiemelte', 'felidézte',
] as const;

export const HU_PREDICATES = [
  'komoly vitát váltott ki', 'újabb fordulatot vett', 'továbbra is napirenden marad', 'sokakat érint',
  'hamarosan eldőlhet', 'meglepetést okozott', 'egyre több kérdést vet fel', 'sokakat aggaszt', 'nagy figyelmet kapott',
  'lassabban halad a tervezettnél', 'jelentős változás előtt áll', 'új szakaszba lépett', 'megosztja a közvéleményt',
  'a vártnál később valósulhat meg', 'mindenkit meglepett', 'hosszú idő után ismét előkerült', 'kulcskérdéssé vált',
  'a következő hetekben fordulópontjához érkezhet', 'több szempontból is tanulságos', 'alaposan átalakulhat',
] as const;

export const HU_CLAUSES = [
  'a részletekről később adnak tájékoztatást', 'a következő hetekben újabb egyeztetések várhatók',
  'az érintettek egyelőre kivárnak', 'a végső döntés még nem született meg', 'a határidőt várhatóan meghosszabbítják',
  'az ügyben még több kérdés is nyitott', 'a hatóságok vizsgálják a körülményeket', 'a változások sokakat érinthetnek',
  'a folytatásról jövő héten döntenek', 'a helyzet egyelőre nem rendeződött', 'a szakemberek óvatosságra intenek',
  'a korábbi becslések túl optimistának bizonyultak', 'a tervek szerint év végéig lezárul a folyamat',
  'a pontos számokat csak hónapok múlva ismerhetjük meg', 'a kérdésre egyelőre senki nem tudott egyértelmű választ adni',
  'a döntés hatása csak később mérhető fel', 'a háttérben hónapok óta folynak a tárgyalások',
  'az ügy több szálon is tovább gyűrűzik', 'a kezdeményezés hamar népszerű lett', 'a kritikusok szerint ez nem elég',
] as const;

export const HU_CONNECTORS = [
  'Ugyanakkor', 'Emellett', 'A szakértők szerint', 'Mint korábban megírtuk,', 'Értesüléseink szerint', 'Ennek ellenére',
  'Közben', 'Ráadásul', 'Az előzetes számítások szerint', 'Egyes vélemények szerint', 'A helyiek szerint',
  'Hivatalos források szerint', 'A jelenlegi állás szerint', 'Nem mellékesen', 'Korábban kiderült, hogy',
  'Fontos tudni, hogy', 'Sokan úgy vélik, hogy',
] as const;

export const HU_CONJUNCTIONS = ['ezért', 'de', 'így', 'ám', 'miközben', 'ugyanakkor', 'és'] as const;

export const HU_QUOTES = [
  'Nem engedhetjük meg, hogy ez még egyszer előforduljon', 'Mindent megteszünk azért, hogy mielőbb megoldás szülessen',
  'Ez egy hosszú folyamat első lépése', 'A számok magukért beszélnek', 'Senki nem számított erre a fordulatra',
  'Erre még soha nem volt példa', 'Türelmet kérünk mindenkitől', 'Az eredmény mindannyiunk munkáját dicséri',
  'Most nem az a kérdés, hogy ki a hibás, hanem hogy mi lesz ezután', 'Úgy érzem, végre jó irányba haladunk',
  'Nem ezt ígérték nekünk', 'Ennél többet nem tehettünk', 'Aki ismeri a helyzetet, tudja, hogy ez nem egyszerű',
] as const;

export const HU_SPEAKERS = [
  'a szóvivő', 'az intézmény vezetője', 'egy név nélkül nyilatkozó forrás', 'lapunknak a terület szakértője',
  'a helyszínen egy érintett', 'a szervezet elnöke', 'egy helyi lakos', 'a projekt felelőse',
] as const;

export const HU_OPINIONS = [
  'elégedetlen a jelenlegi helyzettel', 'támogatja a változtatásokat', 'tart a további drágulástól',
  'bízik a javulásban', 'nem tudja, mire számíthat',
  'fontosnak tartja a kérdést', 'nem hallott még a tervről', 'úgy látja, rossz irányba mennek a dolgok',
] as const;

export const HU_HEADINGS = [
  'Mi történt eddig?', 'Mit mondanak a szakértők?', 'Hogyan tovább?', 'A háttérben', 'Számok és tények', 'Reakciók',
  'A részletek', 'Ami biztos', 'Ami még kérdéses', 'Előzmények', 'Mit jelent ez a gyakorlatban?', 'A döntés után',
] as const;

export const HU_CAPTIONS = [
  'Látkép a belvárosról', 'Résztvevők a tegnapi eseményen', 'A helyszín a délelőtti órákban', 'Munkagépek az építkezésen',
  'Szurkolók a lelátón', 'Kutatók a laboratóriumban', 'Sorban állók egy budapesti üzlet előtt', 'Forgalom a rakparton',
  'Az ülésterem a szavazás előtt', 'Érdeklődők a kiállítás megnyitóján', 'Őszi hangulat a Városligetben',
  'Kilátás a hegytetőről', 'Egy vidéki vasútállomás', 'Diákok az iskola udvarán', 'A kikötő hajnalban',
  'Hóesés a hegyekben', 'A stadion a mérkőzés előtt', 'Tüntetők a főtéren', 'Piaci árusok reggel',
  'A felújított épület homlokzata',
] as const;

export const HU_PEOPLE_GROUPS = ['embert', 'családot', 'diákot', 'nyugdíjast', 'vállalkozást', 'munkavállalót'] as const;

export const HU_QUANTIFIERS = ['Közel', 'Több mint', 'Csaknem', 'Mintegy', 'Legalább'] as const;

export const HU_DISCLAIMERS = [
  'A cikk a hirdető megbízásából készült, tartalmáért a hirdető felel.',
  'A cikkben szereplő adatok a megjelenés idején érvényesek.',
  'Ez a cikk egy sorozat része, a további részeket a rovat oldalán találja.',
  'A szerkesztőség az írásban megjelenő véleménnyel nem feltétlenül ért egyet.',
] as const;

export const HU_INFORMATION = [
  'Ha ön vagy valaki a környezetében lelki válságban van, hívja a 116-123-as ingyenes, anonim lelkielsősegély-vonalat.',
  'A cikk frissítése óta újabb részletek derültek ki, ezeket a szöveg végén olvashatja.',
  'Olvasóink jelezhetik észrevételeiket a szerkesztőség e-mail-címén.',
  'Az összefoglalót folyamatosan frissítjük, ahogy újabb információk érkeznek.',
] as const;

export const HU_HIDDEN_TITLES = ['Részletes módszertan', 'Hogyan készült ez a cikk?', 'A teljes lista', 'Háttér'] as const;

export const HU_CONTRIBUTOR_ROLES = ['fotó', 'videó', 'grafika', 'adatelemzés', 'szerkesztő', 'operatőr'] as const;

/**
 * Subjects whose stories need words of their own (taxonomy.ts SUBJECTS): the pool's bank mixes sports, and a Formula 1
 * story that 'egyéni csúcsot úszott' reads as nothing. What a subject gives replaces the pool's; labels come from the
 * subject itself.
 */
const TEAM_SPORT_ACTIONS = [
  'magabiztos győzelmet aratott', 'döntetlent játszott a rangadón', 'meglepő vereséget szenvedett', 'kihirdette a keretet',
  'új szerződést írt alá', 'továbbjutott a következő fordulóba', 'visszavonulását jelentette be',
  'pontot rabolt a listavezetőtől', 'fordított a második félidőben', 'kiesett a negyeddöntőben',
] as const;

export const SUBJECT_BANKS: Partial<Record<string, Partial<TopicBank>>> = {
  foci: {
    subjects: [
      'A magyar válogatott', 'A csapat', 'A vezetőedző', 'A szövetség', 'A klub', 'A címvédő', 'Az újonc',
      'A szövetségi kapitány', 'A bajnokság éllovasa', 'A válogatott csapatkapitánya', 'A kapus',
    ],
    actions: TEAM_SPORT_ACTIONS,
    topics: [
      'a következő mérkőzés', 'a bajnoki cím', 'az edzőváltás', 'a továbbjutás', 'a szezon hajrája', 'a rangadó',
      'a kupadöntő', 'a világbajnoki selejtező', 'az átigazolási időszak', 'a stadionfelújítás', 'a csoportkör',
    ],
  },
  kezilabda: { actions: TEAM_SPORT_ACTIONS },
  vizilabda: { actions: [...TEAM_SPORT_ACTIONS, 'aranyérmet nyert'] },
  'forma-1': {
    subjects: ['A címvédő', 'Az istálló', 'A csapatfőnök', 'A világbajnok', 'Az újonc pilóta', 'A versenyigazgató'],
    actions: [
      'megszerezte a pole pozíciót', 'dobogóra állhatott', 'kiesett a futamon', 'új szerződést írt alá',
      'visszavonulását jelentette be', 'büntetést kapott a versenybíróktól', 'nyerte a sprintfutamot',
    ],
    topics: ['a következő futam', 'a világbajnoki cím', 'a szezon hajrája', 'az időmérő edzés', 'a csapatváltás', 'a boxkiállás'],
    clauses: [
      'a boxkiállásnál dőlt el a verseny', 'az időmérőn eleredt az eső', 'a biztonsági autó kétszer is pályára hajtott',
      'a csapat új fejlesztést hozott a futamra',
    ],
  },
  uszas: {
    subjects: ['A magyar versenyző', 'A címvédő', 'A fiatal tehetség', 'A szövetségi kapitány', 'A szövetség'],
    actions: [
      'aranyérmet nyert', 'egyéni csúcsot úszott', 'továbbjutott a döntőbe', 'visszavonulását jelentette be',
      'kvótát szerzett az olimpiára', 'bronzérmet szerzett',
    ],
    topics: ['az olimpiai felkészülés', 'a világbajnoki döntő', 'az országos bajnokság', 'a válogató verseny'],
    clauses: ['a döntőt pénteken rendezik', 'a rajtnál még a harmadik helyen fordult', 'a célban századmásodpercek döntöttek'],
  },
  olimpia: {
    subjects: ['A magyar versenyző', 'A címvédő', 'A fiatal tehetség', 'A szövetségi kapitány', 'A szövetség', 'A magyar csapat'],
    actions: [
      'aranyérmet nyert', 'bronzérmet szerzett', 'továbbjutott a döntőbe', 'visszavonulását jelentette be',
      'kvótát szerzett az olimpiára', 'kiesett a negyeddöntőben',
    ],
    topics: ['az olimpiai felkészülés', 'a világbajnokság', 'az éremtáblázat', 'a kvalifikációs verseny', 'az olimpiai kvóta'],
    clauses: ['a döntőt pénteken rendezik', 'a magyar csapat két érmet is szerzett', 'a versenyt telt ház előtt rendezték'],
  },
  tenisz: {
    subjects: ['A magyar teniszező', 'A címvédő', 'A világelső', 'A fiatal tehetség', 'A Davis-kupa-csapat'],
    actions: [
      'magabiztos győzelmet aratott', 'meglepő vereséget szenvedett', 'továbbjutott a következő fordulóba',
      'kiesett a negyeddöntőben', 'visszavonulását jelentette be', 'megnyerte első tornáját',
    ],
    topics: ['a következő mérkőzés', 'a Grand Slam-torna', 'a világranglista', 'a Davis-kupa', 'a szezon hajrája'],
    clauses: ['a harmadik szettben dőlt el a meccs', 'a döntőt vasárnap rendezik', 'a mérkőzés több mint három óráig tartott'],
  },
};

export const TOPIC_BANKS: Record<TopicPool, TopicBank> = {
  belfold: {
    subjects: [
      'A kormány', 'A fővárosi önkormányzat', 'A belügyminisztérium', 'A rendőrség', 'A katasztrófavédelem',
      'Az oktatási hivatal', 'A szakszervezet', 'A polgármester', 'A mentőszolgálat', 'Az Alkotmánybíróság',
      'Az ügyészség', 'A parlament illetékes bizottsága', 'Több civil szervezet', 'A helyi képviselő-testület',
      'A kórház igazgatósága', 'A kormányszóvivő', 'Az ellenzéki frakció', 'A Kúria',
    ],
    actions: [
      'vizsgálatot indított az ügyben', 'új javaslatot terjesztett elő', 'rendkívüli ülést hívott össze',
      'részletes jelentést tett közzé', 'nem kívánta kommentálni a fejleményeket', 'módosította a korábbi döntését',
      'bejelentette a program folytatását', 'felfüggesztette a tárgyalásokat', 'elutasította a kritikákat',
      'újabb határidőt szabott', 'megerősítette az értesüléseket', 'cáfolta a híreszteléseket',
      'figyelmeztetést adott ki', 'pótlólagos forrást biztosított', 'nyílt levélben fordult a lakossághoz',
    ],
    topics: [
      'az új törvényjavaslat', 'a módosított költségvetés', 'a pedagógusok béremelése', 'a kórházi várólisták csökkentése',
      'a fővárosi fejlesztési terv', 'az önkormányzati rendelet', 'a választási kampány', 'a közbeszerzési eljárás',
      'a nyugdíjemelés', 'az oktatási reform', 'a lakhatási program', 'a vasútvonal felújítása', 'a rezsitámogatás',
      'a háziorvosi ellátás', 'a rendőrségi nyomozás', 'a hőségriasztás', 'a tömegközlekedés átszervezése',
      'a kórházi parkolás díja',
    ],
    labels: ['Oktatás', 'Egészségügy', 'Közlekedés', 'Budapest', 'Parlament', 'Időjárás', 'Bűnügy', 'Önkormányzat'],
    clauses: [
      'a szolgáltatás csütörtöktől szünetel', 'a rendőrség lezárta a környező utcákat',
      'a tanév rendje nem változik', 'a mentők több embert kórházba szállítottak', 'a pótlóbuszok sűrűbben járnak',
      'a beruházás jövő tavasszal indulhat el', 'az ország több pontján viharos szél várható',
    ],
  },
  kulfold: {
    subjects: [
      'Az Európai Bizottság', 'A német kormány', 'Az ENSZ Biztonsági Tanácsa', 'A francia parlament',
      'Az amerikai külügyminisztérium', 'Az osztrák rendőrség', 'A szlovák kormány', 'A NATO', 'Az ukrán hadsereg',
      'Az Európai Parlament', 'A lengyel kormány', 'A brit kormány', 'Az olasz belügyminisztérium',
      'A nemzetközi megfigyelő misszió', 'A Vöröskereszt',
    ],
    actions: [
      'új szankciós csomagot fogadott el', 'rendkívüli ülést tartott', 'tűzszünetre szólított fel',
      'segélyszállítmányt indított a térségbe', 'elítélte a támadást', 'megerősítette a határvédelmet',
      'tárgyalásokat kezdeményezett', 'visszahívta a nagykövetét', 'elfogadta az új migrációs szabályokat',
      'vizsgálatot sürgetett', 'bejelentette a csapatok kivonását', 'közös nyilatkozatot adott ki',
    ],
    topics: [
      'a tűzszüneti megállapodás', 'a szankciós csomag', 'a brüsszeli csúcstalálkozó', 'a béketárgyalás',
      'a menekülthullám', 'az energiaválság', 'a határzár', 'az előrehozott választás', 'a klímacsúcs',
      'a kereskedelmi háború', 'a koalíciós tárgyalás', 'a humanitárius folyosó', 'az uniós bővítés',
    ],
    labels: ['Ukrajna', 'Brüsszel', 'Közel-Kelet', 'Egyesült Államok', 'Németország', 'Balkán', 'Kína'],
    clauses: [
      'a frontvonal mentén tovább folynak a harcok', 'a tárgyalófelek szerdán folytatják az egyeztetést',
      'a határátkelőknél órákig kell várni', 'a nemzetközi reakciók megosztottak', 'az uniós tagállamok nem értenek egyet',
    ],
  },
  gazdasag: {
    subjects: [
      'A jegybank', 'A Központi Statisztikai Hivatal', 'A pénzügyminisztérium', 'A vállalat', 'A bankszövetség',
      'A versenyhivatal', 'Az adóhivatal', 'A kereskedelmi kamara', 'A hitelminősítő', 'A multinacionális cég',
      'A gyártó', 'Az energiaszolgáltató', 'A tőzsdei társaság',
    ],
    actions: [
      'változatlanul hagyta az alapkamatot', 'közzétette a legfrissebb inflációs adatokat',
      'emelte a növekedési előrejelzését', 'leépítéseket jelentett be', 'új gyárat épít', 'bírságot szabott ki',
      'felülvizsgálja az árait', 'rekordnyereséget könyvelt el', 'csökkentette a hitelkamatokat',
      'új támogatási programot indított', 'elhalasztotta a beruházást', 'megvásárolta versenytársát',
    ],
    topics: [
      'a forint árfolyama', 'az infláció', 'a lakáshitelek kamata', 'az üzemanyag ára', 'a minimálbér',
      'a gazdasági növekedés', 'az exportteljesítmény', 'a lakáspiac', 'az élelmiszerár', 'a bérek emelkedése',
      'az államadósság', 'a kiskereskedelmi forgalom', 'a munkanélküliség', 'a turizmus bevétele',
    ],
    labels: ['Infláció', 'Forint', 'Lakáspiac', 'Bérek', 'Energia', 'Adó', 'Tőzsde'],
    clauses: [
      'az árak tovább emelkedhetnek', 'a forint gyengült az euróval szemben', 'a fogyasztás lassan éledezik',
      'a vállalkozások óvatosan terveznek', 'a hitelfelvétel drágább lett', 'a bérek reálértéke nőtt',
    ],
  },
  sport: {
    subjects: [
      'A magyar válogatott', 'A csapat', 'A vezetőedző', 'A szövetség', 'A klub', 'A címvédő', 'Az újonc',
      'A szövetségi kapitány', 'A bajnokság éllovasa', 'A magyar versenyző', 'A válogatott csapatkapitánya',
      'A fiatal tehetség',
    ],
    actions: [
      'magabiztos győzelmet aratott', 'döntetlent játszott a rangadón', 'meglepő vereséget szenvedett',
      'kihirdette a keretet', 'új szerződést írt alá', 'továbbjutott a következő fordulóba', 'aranyérmet nyert',
      'egyéni csúcsot úszott', 'visszavonulását jelentette be', 'pontot rabolt a listavezetőtől',
      'fordított a második félidőben', 'kiesett a negyeddöntőben',
    ],
    topics: [
      'a következő mérkőzés', 'a bajnoki cím', 'az edzőváltás', 'a továbbjutás', 'a szezon hajrája', 'a rangadó',
      'a kupadöntő', 'a világbajnoki selejtező', 'az átigazolási időszak', 'az olimpiai felkészülés', 'a stadionfelújítás',
    ],
    labels: ['Foci', 'Kézilabda', 'Vízilabda', 'Úszás', 'Forma–1', 'Tenisz', 'NB I', 'Bajnokok Ligája'],
    clauses: [
      'a csapat a tabella élén áll', 'a visszavágót jövő szerdán rendezik', 'a szurkolók telt házat csináltak',
      'a bíró két tizenegyest is megítélt', 'a kapus több bravúrt is bemutatott', 'a hosszabbításban dőlt el a meccs',
    ],
  },
  velemeny: {
    subjects: [
      'A szerző', 'A vendégszerző', 'A közgazdász', 'A politológus', 'A szociológus', 'A jogász', 'A publicista',
    ],
    actions: [
      'új megközelítést sürgetett', 'arra figyelmeztetett, hogy fogy az idő', 'kritikusan elemezte a döntést',
      'megosztotta személyes tapasztalatait', 'a hosszú távú következményekről írt', 'a számok mögé nézett',
    ],
    topics: [
      'a nyilvánosság', 'a közbizalom', 'a társadalmi egyenlőtlenség', 'a demokratikus intézmények működése',
      'a generációk közötti szakadék', 'a vidék elnéptelenedése', 'a szolidaritás', 'a közbeszéd hangneme',
    ],
    labels: ['Vélemény', 'Jegyzet', 'Kommentár', 'Publicisztika'],
    clauses: [
      'mindannyian felelősek vagyunk', 'érdemes egy lépést hátrébb lépni', 'a valóság ennél bonyolultabb',
      'a kérdés nem az, hogy mi történt, hanem hogy miért',
    ],
  },
  tudomany: {
    subjects: [
      'A kutatócsoport', 'Egy nemzetközi kutatócsoport', 'Az egyetem kutatója', 'A NASA', 'Az Európai Űrügynökség',
      'A magyar régészcsapat', 'A csillagvizsgáló', 'Az orvoscsapat', 'A klímakutató intézet', 'A paleontológus',
    ],
    actions: [
      'új módszert dolgozott ki', 'meglepő felfedezést tett', 'közzétette a tanulmány eredményeit',
      'új fajt azonosított', 'sikeres kísérletet hajtott végre', 'különleges leletre bukkant',
      'új távcsövet helyezett üzembe', 'pontosította a korábbi becsléseket',
    ],
    topics: [
      'a felfedezés', 'a klímaváltozás', 'az űrmisszió', 'a génterápia', 'az új eljárás', 'a fekete lyuk megfigyelése',
      'az ásatás', 'a vakcinafejlesztés', 'a kísérlet', 'az üstökös', 'a napkitörés', 'a biodiverzitás csökkenése',
    ],
    labels: ['Űrkutatás', 'Klíma', 'Régészet', 'Orvostudomány', 'Biológia', 'Fizika'],
    clauses: [
      'a mérések szerint a jelenség gyakoribb a vártnál', 'a tanulmány egy rangos folyóiratban jelent meg',
      'a kutatás még évekig tarthat', 'az eredmények új kérdéseket vetnek fel', 'a minták elemzése folyamatban van',
    ],
  },
  tech: {
    subjects: [
      'A fejlesztőcég', 'A magyar startup', 'A techóriás', 'A kiberbiztonsági hatóság', 'A telefongyártó',
      'A közösségimédia-platform', 'Az uniós adatvédelmi testület', 'A chipgyártó', 'Az autógyártó',
    ],
    actions: [
      'bemutatta legújabb fejlesztését', 'frissítést adott ki', 'biztonsági hibát javított', 'új szolgáltatást indított',
      'felfüggesztette a fejlesztést', 'szigorította az adatkezelési szabályait', 'milliárdos befektetést kapott',
      'piacra dobta az új modellt',
    ],
    topics: [
      'a mesterséges intelligencia', 'az új okostelefon', 'az adatvédelmi szabályozás', 'a kibertámadás',
      'az elektromos autó', 'a chiphiány', 'a közösségi média', 'az önvezető technológia', 'a kvantumszámítógép',
      'az 5G-hálózat', 'a videójáték',
    ],
    labels: ['MI', 'Okostelefon', 'Kiberbiztonság', 'Villanyautó', 'Játék', 'Internet'],
    clauses: [
      'a felhasználók már letölthetik az új verziót', 'a szolgáltatás egyelőre csak angolul érhető el',
      'a támadás több ezer fiókot érintett', 'a készülék tavasszal kerül a boltokba',
    ],
  },
  eletmod: {
    subjects: [
      'A szakértő', 'A dietetikus', 'A pszichológus', 'A séf', 'A kertész', 'Az edző',
      'A gyerekorvos', 'Az utazási iroda', 'A divattervező',
    ],
    actions: [
      'hasznos tanácsokat adott', 'összegyűjtötte a legfontosabb tudnivalókat', 'elárulta kedvenc receptjét',
      'megmutatta, mire figyeljünk', 'rávilágított egy gyakori tévhitre', 'bemutatta az idei trendeket',
    ],
    topics: [
      'a rendszeres mozgás', 'az alvás minősége', 'a nyaralás', 'a kertészkedés', 'a tudatos táplálkozás',
      'a digitális méregtelenítés', 'a kiégés', 'a párkapcsolati konfliktus', 'a gyereknevelés', 'a kutyatartás',
      'az őszi divat', 'a hétvégi kirándulás', 'a házi kenyérsütés', 'a stresszkezelés',
    ],
    labels: ['Recept', 'Utazás', 'Egészség', 'Lélek', 'Divat', 'Család', 'Kert'],
    clauses: [
      'a legtöbben már az első héten javulást tapasztalnak', 'nem kell hozzá drága felszerelés',
      'a titok a fokozatosságban rejlik', 'érdemes előre megtervezni a hetet', 'a gyerekek is bevonhatók',
    ],
  },
  kultura: {
    subjects: [
      'A rendező', 'A zenekar', 'A színház', 'A múzeum', 'A kiadó', 'A fesztivál szervezője', 'Az írónő',
      'A költő', 'A galéria', 'Az operaház', 'A filmalap', 'A zsűri',
    ],
    actions: [
      'új előadást mutatott be', 'bejelentette az új lemezt', 'rangos díjat vehetett át', 'elindította a jegyértékesítést',
      'megnyitotta a tárlatot', 'új regénnyel jelentkezett', 'bemutatta az évad programját', 'telt házas koncertet adott',
    ],
    topics: [
      'az új regény', 'a kiállítás', 'a bemutató', 'az évadnyitó', 'a fesztivál programja', 'a film', 'a verseskötet',
      'a koncertturné', 'a felújított színházterem', 'az irodalmi díj', 'a sorozat új évada', 'a retrospektív tárlat',
    ],
    labels: ['Film', 'Színház', 'Könyv', 'Zene', 'Kiállítás', 'Interjú', 'Tárca'],
    clauses: [
      'a jegyek napok alatt elfogytak', 'a kritikusok egyöntetűen dicsérték', 'a közönség állva tapsolt',
      'a kötet ősszel jelenik meg', 'a tárlat tavaszig látogatható', 'a premier a jövő hónapban lesz',
    ],
  },
  tura: {
    subjects: [
      'A túraútvonal', 'A kilátó', 'A természetjáró egyesület', 'A nemzeti park igazgatósága', 'A turistaház',
      'A kéktúra-szakasz', 'Az erdészet',
    ],
    actions: [
      'új jelzést kapott', 'felújítás után újra látogatható', 'ingyenes vezetett túrát szervez',
      'lezárta az ösvényt a fakitermelés idejére', 'új pihenőhelyeket alakított ki', 'elkészítette az új térképet',
    ],
    topics: [
      'a panorámaút', 'a kilátás a csúcsról', 'az erdei tanösvény', 'a hajnali túra', 'a szurdokvölgy',
      'a gerincút', 'a vízeséshez vezető ösvény', 'a téli túra',
    ],
    labels: ['Túra', 'Kilátó', 'Kéktúra', 'Kirándulás'],
    clauses: [
      'a csúcsról tiszta időben a Tátra is látszik', 'az út nagyjából négy óra alatt járható be',
      'a szintemelkedés nem jelentős', 'érdemes jó bakancsot húzni', 'a parkoló a falu szélén található',
    ],
  },
  erdely: {
    subjects: [
      'A kolozsvári önkormányzat', 'A román kormány', 'A Hargita megyei tanács', 'A bukaresti parlament',
      'A marosvásárhelyi kórház', 'A székelyudvarhelyi polgármesteri hivatal', 'A nagyváradi egyetem',
      'A romániai magyar pedagógusszövetség', 'A csíkszeredai színház', 'A temesvári ügyészség',
    ],
    actions: [
      'új fejlesztési tervet fogadott el', 'kétnyelvű táblákat helyezett ki', 'pályázatot írt ki',
      'módosította a tanügyi törvényt', 'elhalasztotta a döntést', 'vizsgálatot indított', 'átadta a felújított szárnyat',
    ],
    topics: [
      'a magyar nyelvű oktatás', 'az autópálya-építés', 'a kétnyelvű feliratok ügye', 'a helyhatósági választás',
      'a gázár', 'a medvekérdés', 'a székely zászló használata', 'a vasúti összeköttetés', 'a kórházfejlesztés',
    ],
    labels: ['Erdély', 'Székelyföld', 'Kolozsvár', 'Bukarest', 'Partium'],
    clauses: [
      'a helyiek petíciót indítottak', 'a munkálatok tavasszal kezdődhetnek', 'a lej árfolyama stabil maradt',
      'a magyar tagozatra idén is sokan jelentkeztek',
    ],
  },
  pr: {
    subjects: ['A cég', 'A márka', 'A szolgáltató', 'A bank', 'Az áruházlánc', 'A biztosító', 'A startup'],
    actions: [
      'új szolgáltatást vezetett be', 'nyereményjátékot indított', 'bemutatta legújabb termékcsaládját',
      'fenntarthatósági programot hirdetett', 'új üzletet nyitott', 'különleges ajánlattal jelentkezett',
    ],
    topics: [
      'a kedvező ajánlat', 'az új termékcsalád', 'a fenntartható csomagolás', 'a hűségprogram', 'az online ügyintézés',
      'az energiatakarékos megoldás',
    ],
    labels: ['Partnerünktől', 'Támogatott tartalom', 'Hirdetés'],
    clauses: [
      'az akció a hónap végéig tart', 'a részletek a partner oldalán olvashatók', 'a vásárlók azonnal kedvezményt kapnak',
    ],
  },
  podcast: {
    subjects: ['A műsorvezető', 'A vendégünk', 'A podcast stábja', 'A szerkesztőség'],
    actions: [
      'kérdéseket tett fel a szakértőnek', 'végigvette a hét legfontosabb híreit', 'kulisszatitkokat árult el',
      'vendégeivel vitatkozott', 'a hallgatók kérdéseire válaszolt',
    ],
    topics: [
      'a hét legfontosabb híre', 'az adás témája', 'a beszélgetés', 'a vita', 'az új évad', 'a különkiadás',
    ],
    labels: ['Podcast', 'Adás', 'Beszélgetés'],
    clauses: [
      'az adás minden nagyobb platformon meghallgatható', 'a beszélgetés teljes változata elérhető',
      'a következő rész csütörtökön jelenik meg',
    ],
  },
};
