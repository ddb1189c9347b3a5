// The demo's quizzes: hand-written Hungarian questions, one quiz per quiz-carrying demo article. The publisher API's
// seed (stand-ins/origin/seed/article-plan.ts) gives the first N of these ids to N articles, preferring the quiz's
// sections; the quiz service seeds all of them (seed-quizzes.ts), so every quizId an article carries resolves.
// Every kind of shared/quiz-display.ts appears among the first five, so even a small test corpus has each kind.
//
// Compact notation: an answer written '*Canberra' is the right one; `scale` questions rate `answers` on the options
// 1–5; `estimate` questions offer the numbers from..to by step and `right` is the true value.
import { createHash } from 'node:crypto';
import type { QuizDisplayKind } from '../../../shared/quiz-display.ts';

interface ChoiceQuestion {
  kind: 'text' | 'image' | 'poll';
  question: string;
  description?: string;
  answers: string[];
  /** poll: closes this many days after the seed's clock (negative: closed that many days ago) */
  closesInDays?: number;
}

interface ScaleQuestion {
  kind: 'scale';
  question: string;
  description?: string;
  answers: string[];
}

interface EstimateQuestion {
  kind: 'estimate';
  question: string;
  description?: string;
  from: number;
  to: number;
  step: number;
  right: number;
}

export type DemoQuestion = ChoiceQuestion | ScaleQuestion | EstimateQuestion;

export interface DemoQuiz {
  key: string;
  title: string;
  /** sections whose articles this quiz suits, best first */
  sections: string[];
  /** a scored series of questions (the reader sees a score at the end) rather than independent ones */
  complex: boolean;
  questions: DemoQuestion[];
}

export const DEMO_QUIZZES: readonly DemoQuiz[] = [
  {
    key: 'fovarosok',
    title: 'Fővárosok kvíz',
    sections: ['kulfold'],
    complex: true,
    questions: [
      { kind: 'text', question: 'Mi Ausztrália fővárosa?', answers: ['Sydney', 'Melbourne', '*Canberra', 'Perth'] },
      {
        kind: 'text',
        question: 'Melyik város Kanada fővárosa?',
        answers: ['Toronto', '*Ottawa', 'Montréal', 'Vancouver'],
      },
      { kind: 'text', question: 'Mi Törökország fővárosa?', answers: ['Isztambul', '*Ankara', 'Izmir', 'Antalya'] },
      { kind: 'text', question: 'Melyik Szlovénia fővárosa?', answers: ['*Ljubljana', 'Maribor', 'Zágráb', 'Pozsony'] },
    ],
  },
  {
    key: 'magyar-tajak',
    title: 'Hegyek és vizek',
    sections: ['szepkilatas', 'eletmod'],
    complex: true,
    questions: [
      {
        kind: 'image',
        question: 'Melyik Magyarország legmagasabb pontja?',
        description: 'A Kékes 1014 méter magas.',
        answers: ['*Kékes', 'Galya-tető', 'Istállós-kő', 'Csóványos'],
      },
      {
        kind: 'image',
        question: 'Melyik tóban lehet télen is 20 fok feletti vízben fürdeni?',
        answers: ['*Hévízi-tó', 'Balaton', 'Velencei-tó', 'Tisza-tó'],
      },
      {
        kind: 'image',
        question: 'Melyik hegységben található a Kékes?',
        answers: ['*Mátra', 'Bükk', 'Börzsöny', 'Zemplén'],
      },
    ],
  },
  {
    key: 'nyari-szunet',
    title: 'Meddig tartson a nyári szünet?',
    sections: ['belfold'],
    complex: false,
    questions: [
      {
        kind: 'poll',
        question: 'Szerinted hány hétig tartson a nyári szünet az iskolákban?',
        description: 'Jelenleg nagyjából tizenegy hét.',
        answers: ['8 hét', '10 hét', '11 hét, mint most', '12 hét vagy több'],
        closesInDays: 30,
      },
    ],
  },
  {
    key: 'streaming',
    title: 'Mi számít a streamingnél?',
    sections: ['after', 'eletmod'],
    complex: false,
    questions: [
      {
        kind: 'scale',
        question: 'Mennyire fontos neked, amikor streamingszolgáltatót választasz?',
        description: '1: egyáltalán nem fontos, 5: nagyon fontos',
        answers: ['Az ár', 'Magyar felirat vagy szinkron', 'Saját gyártású sorozatok', 'Reklámmentesség'],
      },
    ],
  },
  {
    key: 'becsles',
    title: 'Becsüld meg!',
    sections: ['belfold', 'kozelet'],
    complex: true,
    questions: [
      {
        kind: 'estimate',
        question: 'Hány méter magas az Országház kupolája?',
        description: 'Válaszodat méterben add meg.',
        from: 40,
        to: 140,
        step: 10,
        right: 96,
      },
      {
        kind: 'estimate',
        question: 'Hány kilométer hosszú a Balaton?',
        description: 'Válaszodat kilométerben add meg.',
        from: 40,
        to: 120,
        step: 5,
        right: 77,
      },
      {
        kind: 'estimate',
        question: 'Melyik évben adták át a Széchenyi lánchidat?',
        from: 1800,
        to: 1900,
        step: 5,
        right: 1849,
      },
    ],
  },
  {
    key: 'foci-eb-2024',
    title: 'Eb-kvíz',
    sections: ['sport'],
    complex: true,
    questions: [
      {
        kind: 'text',
        question: 'Hány csapat vett részt a 2024-es labdarúgó-Európa-bajnokságon?',
        answers: ['16', '20', '*24', '32'],
      },
      {
        kind: 'text',
        question: 'Melyik ország rendezte a 2024-es Eb-t?',
        answers: ['Franciaország', '*Németország', 'Anglia', 'Spanyolország'],
      },
      {
        kind: 'text',
        question: 'Ki nyerte a 2024-es Európa-bajnokságot?',
        answers: ['Anglia', '*Spanyolország', 'Franciaország', 'Olaszország'],
      },
      {
        kind: 'estimate',
        question: 'Hány gólt lőtt a magyar válogatott a 2024-es Eb csoportkörében?',
        from: 0,
        to: 8,
        step: 1,
        right: 2,
      },
    ],
  },
  {
    key: 'parizs-2024',
    title: 'Olimpiai kvíz',
    sections: ['sport'],
    complex: true,
    questions: [
      {
        kind: 'text',
        question: 'Hány aranyérmet nyert Magyarország a 2024-es párizsi olimpián?',
        answers: ['4', '*6', '8', '10'],
      },
      {
        kind: 'text',
        question: 'Melyik számban lett olimpiai bajnok Rasovszky Kristóf Párizsban?',
        answers: ['*10 km nyílt vízi úszás', '1500 m gyorsúszás', 'Triatlon', 'Öttusa'],
      },
      {
        kind: 'text',
        question: 'Hányadszor rendezett nyári olimpiát Párizs 2024-ben?',
        answers: ['Másodszor', '*Harmadszor', 'Negyedszer'],
      },
    ],
  },
  {
    key: 'helyesiras',
    title: 'Helyesírási kvíz',
    sections: ['kultura', 'konyvespolc'],
    complex: true,
    questions: [
      { kind: 'text', question: 'Melyik a helyes írásmód?', answers: ['*muszáj', 'muszály', 'muszálj'] },
      { kind: 'text', question: 'Melyik a helyes írásmód?', answers: ['*lyuk', 'juk', 'ljuk'] },
      {
        kind: 'text',
        question: 'Melyik illik a mondatba: „… nem tudjuk, mi lesz.”?',
        answers: ['*Egyelőre', 'Egyenlőre'],
      },
      { kind: 'text', question: 'Melyik a helyes írásmód?', answers: ['*hagyjuk', 'hadjuk', 'hagyuk'] },
    ],
  },
  {
    key: 'lakatlan-sziget',
    title: 'Melyik könyvet vinnéd?',
    sections: ['konyvespolc', 'kultura'],
    complex: false,
    questions: [
      {
        kind: 'poll',
        question: 'Melyik kötelező olvasmányt vinnéd magaddal egy lakatlan szigetre?',
        answers: ['Egri csillagok', 'A Pál utcai fiúk', 'Az ember tragédiája', 'Légy jó mindhalálig', 'Tüskevár'],
      },
    ],
  },
  {
    key: 'ur',
    title: 'Űrkvíz',
    sections: ['tudomany', 'techtud'],
    complex: true,
    questions: [
      {
        kind: 'image',
        question: 'Melyik a Naprendszer legnagyobb bolygója?',
        answers: ['*Jupiter', 'Szaturnusz', 'Neptunusz', 'Föld'],
      },
      {
        kind: 'estimate',
        question: 'Hány perc alatt ér a Nap fénye a Földre?',
        description: 'Egész percre kerekítve.',
        from: 1,
        to: 20,
        step: 1,
        right: 8,
      },
      {
        kind: 'text',
        question: 'Ki volt az első magyar űrhajós?',
        answers: ['*Farkas Bertalan', 'Kapu Tibor', 'Magyari Béla'],
      },
    ],
  },
  {
    key: 'belvarosi-sebesseg',
    title: 'Harminc a belvárosban?',
    sections: ['belfold'],
    complex: false,
    questions: [
      {
        kind: 'poll',
        question: 'Támogatnád, hogy a belvárosban 30 km/h legyen a sebességkorlát?',
        answers: ['Igen', 'Nem', 'Csak a lakóutcákban'],
        closesInDays: -3,
      },
    ],
  },
  {
    key: 'forint',
    title: 'Pénzügyi alapok',
    sections: ['penz', 'g7', 'gazdasag'],
    complex: true,
    questions: [
      { kind: 'text', question: 'Mi a forint nemzetközi pénznemkódja?', answers: ['*HUF', 'FOR', 'HUN', 'FT'] },
      { kind: 'text', question: 'Melyik évben vezették be a forintot?', answers: ['1939', '*1946', '1956', '1968'] },
      {
        kind: 'text',
        question: 'Mekkora az áfa általános kulcsa Magyarországon?',
        answers: ['*27 százalék', '25 százalék', '20 százalék', '18 százalék'],
      },
    ],
  },
  {
    key: 'home-office',
    title: 'Otthonról dolgozni',
    sections: ['g7', 'kozelet', 'adat'],
    complex: false,
    questions: [
      {
        kind: 'scale',
        question: 'Mennyire értesz egyet az alábbi állításokkal?',
        description: '1: egyáltalán nem értek egyet, 5: teljesen egyetértek',
        answers: [
          'Otthonról hatékonyabban dolgozom.',
          'Hiányoznak a személyes találkozások.',
          'A négynapos munkahét nálunk is működne.',
        ],
      },
    ],
  },
  {
    key: 'halaszle',
    title: 'Halászlékvíz',
    sections: ['eletmod', 'after'],
    complex: false,
    questions: [
      {
        kind: 'image',
        question: 'Melyik hal kerül leggyakrabban a bajai halászlébe?',
        answers: ['*Ponty', 'Harcsa', 'Csuka', 'Süllő'],
      },
      {
        kind: 'text',
        question: 'Milyen tésztát főznek hagyományosan a bajai halászlébe?',
        answers: ['*Gyufatésztát', 'Csigatésztát', 'Nokedlit', 'Semmilyet'],
      },
      { kind: 'poll', question: 'Melyik a kedvenc halászléd?', answers: ['Bajai', 'Szegedi', 'Tiszai', 'Balatoni'] },
    ],
  },
  {
    key: 'ep-valasztas',
    title: 'Európai parlamenti választás',
    sections: ['belfold', 'kozelet', 'kulfold'],
    complex: true,
    questions: [
      {
        kind: 'estimate',
        question: 'Szerinted hány százalék volt a részvétel a 2024-es EP-választáson Magyarországon?',
        from: 20,
        to: 80,
        step: 5,
        right: 59.5,
      },
      {
        kind: 'text',
        question: 'Hány képviselőt küld Magyarország az Európai Parlamentbe 2024 és 2029 között?',
        answers: ['19', '*21', '22', '26'],
      },
    ],
  },
  {
    key: 'magyar-film',
    title: 'Magyar film',
    sections: ['kritika', 'kultura'],
    complex: true,
    questions: [
      {
        kind: 'text',
        question: 'Ki rendezte a Saul fia című filmet?',
        answers: ['*Nemes Jeles László', 'Enyedi Ildikó', 'Mundruczó Kornél', 'Tarr Béla'],
      },
      {
        kind: 'text',
        question: 'Milyen díjat nyert a Saul fia 2016-ban?',
        answers: ['*Oscar-díjat', 'Arany Pálmát', 'Arany Medvét'],
      },
      {
        kind: 'text',
        question: 'Ki rendezte a Testről és lélekről című filmet?',
        answers: ['Nemes Jeles László', '*Enyedi Ildikó', 'Szabó István'],
      },
    ],
  },
  {
    key: 'klima',
    title: 'Mitől tartasz?',
    sections: ['tudomany'],
    complex: false,
    questions: [
      {
        kind: 'scale',
        question: 'Mennyire aggasztanak a klímaváltozás alábbi következményei?',
        description: '1: egyáltalán nem, 5: nagyon',
        answers: ['Aszály', 'Hőhullámok', 'Árvizek', 'Erdőtüzek'],
      },
    ],
  },
  {
    key: 'budapest',
    title: 'Budapest-kvíz',
    sections: ['belfold'],
    complex: true,
    questions: [
      { kind: 'text', question: 'Hány kerülete van Budapestnek?', answers: ['21', '22', '*23', '24'] },
      {
        kind: 'image',
        question: 'Melyik Budapest legrégebbi állandó Duna-hídja?',
        answers: ['*Széchenyi lánchíd', 'Margit híd', 'Szabadság híd', 'Erzsébet híd'],
      },
      {
        kind: 'text',
        question: 'Melyik évben egyesült Buda, Pest és Óbuda?',
        answers: ['1848', '1867', '*1873', '1896'],
      },
    ],
  },
  {
    key: 'telefon',
    title: 'Te mennyit telefonozol?',
    sections: ['techtud'],
    complex: false,
    questions: [
      {
        kind: 'poll',
        question: 'Mennyi időt töltesz naponta a telefonodon?',
        answers: ['Egy óránál kevesebbet', '1–2 órát', '2–4 órát', 'Négy óránál többet'],
      },
      {
        kind: 'scale',
        question: 'Mennyire bíznál meg egy mesterségesintelligencia-asszisztensben az alábbiakban?',
        description: '1: egyáltalán nem, 5: teljesen',
        answers: ['Fordítás', 'Orvosi tanács', 'Programozás', 'Hírek összefoglalása'],
      },
    ],
  },
  {
    key: 'zene',
    title: 'Zenei kvíz',
    sections: ['kultura', 'after'],
    complex: true,
    questions: [
      {
        kind: 'text',
        question: 'Ki szerezte a Magyar rapszódiákat?',
        answers: ['*Liszt Ferenc', 'Bartók Béla', 'Kodály Zoltán', 'Erkel Ferenc'],
      },
      {
        kind: 'text',
        question: 'Ki zenésítette meg a Himnuszt?',
        answers: ['*Erkel Ferenc', 'Liszt Ferenc', 'Egressy Béni', 'Kodály Zoltán'],
      },
      {
        kind: 'text',
        question: 'Melyik operát írta Bartók Béla?',
        answers: ['*A kékszakállú herceg vára', 'Bánk bán', 'Hunyadi László', 'Háry János'],
      },
    ],
  },
];

/** A 24-hex id (the shape article.quizId and MongoDB ids have), the same for the same name everywhere. */
export function demoId(name: string): string {
  return createHash('sha256').update(`demo-quiz:${name}`).digest('hex').slice(0, 24);
}

export const demoQuizId = (quiz: Pick<DemoQuiz, 'key'>) => demoId(quiz.key);

/** Kinds the catalogue uses (a test checks it covers shared/quiz-display.ts). */
export function demoKinds(): Set<QuizDisplayKind> {
  return new Set(DEMO_QUIZZES.flatMap((q) => q.questions.map((x) => x.kind)));
}
