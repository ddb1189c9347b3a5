// Document pages (§2.1 /dokumentum/{slug}, /impresszum). Texts are illustrative: the company and addresses are
// fictional placeholders for the demo corpus. They speak to the reader informally ('te'), as the rest of the site.
import { escapeHtml } from '../../../shared/escape-html.ts';
import { NEWSLETTER_LISTS } from '../../../shared/newsletter-lists.ts';

export interface DocSeed {
  slug: string;
  siteSlug: string;
  title: string;
  content: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

const impresszum = (site: string, publisher: string, city: string) =>
  `<h2>Kiadó</h2>` +
  p(`${publisher}`, `Székhely: ${city}`, 'Felelős kiadó: a kiadó ügyvezetője') +
  `<h2>Szerkesztőség</h2>` +
  p(
    `A ${site} független, olvasói támogatásból és hirdetésekből működő hírportál. A szerkesztőség munkatársainak listáját az oldal alján találod.`,
    'Észrevételeidet, helyesbítési kérelmedet a szerkesztőség e-mail-címére küldheted el; minden megkeresésre igyekszünk öt munkanapon belül válaszolni.',
  ) +
  `<h2>Tárhelyszolgáltató</h2>` +
  p('A tárhelyszolgáltató adatai a szolgáltatási szerződés szerint, kérésre elérhetők.') +
  `<h2>Hirdetés</h2>` +
  p(
    'Hirdetési ajánlatunkról és a támogatott tartalmak megjelenési feltételeiről a kiadó értékesítési csapata ad tájékoztatást.',
  );

export const DOCS: readonly DocSeed[] = [
  {
    slug: 'impresszum',
    siteSlug: 'telex',
    title: 'Impresszum',
    content: impresszum('Telex', 'Hírportál Kiadó Kft.', '1075 Budapest, Példa utca 12.'),
  },
  {
    slug: 'impresszum',
    siteSlug: 'transtelex',
    title: 'Impresszum',
    content: impresszum('Transtelex', 'Hírportál Erdély SRL', '400000 Kolozsvár, Minta utca 3.'),
  },
  {
    slug: 'adatvedelem',
    siteSlug: 'telex',
    title: 'Adatvédelmi tájékoztató',
    content:
      `<h2>Bevezetés</h2>` +
      p(
        'Jelen tájékoztató célja, hogy közérthetően bemutassa, milyen személyes adatokat kezelünk, milyen célból és jogalapon, meddig őrizzük meg őket, és milyen jogaid vannak.',
        'Az adatkezelés során az Európai Unió általános adatvédelmi rendelete (GDPR) és a magyar jogszabályok szerint járunk el.',
      ) +
      `<h2>Milyen adatokat kezelünk?</h2>` +
      '<ul><li>Hírlevél-feliratkozáskor az e-mail-címet és a megadott nevet.</li><li>Támogatáskor a számlázáshoz szükséges adatokat.</li>' +
      '<li>Push-értesítés kérésekor a böngésző által adott azonosítót.</li><li>A weboldal használatáról anonim statisztikai adatokat.</li></ul>' +
      `<h2>Az érintettek jogai</h2>` +
      p(
        'Bármikor kérheted adataid helyesbítését, törlését vagy kezelésük korlátozását, és tiltakozhatsz az adatkezelés ellen. Panaszoddal a Nemzeti Adatvédelmi és Információszabadság Hatósághoz fordulhatsz.',
      ),
  },
  {
    slug: 'aszf',
    siteSlug: 'telex',
    title: 'Általános szerződési feltételek',
    content:
      `<h2>1. A szolgáltatás</h2>` +
      p(
        'A weboldalon megjelenő tartalmak ingyenesen, regisztráció nélkül olvashatók. Egyes szolgáltatások (hírlevél, értesítések, támogatói fiók) igénybevételéhez adatok megadása szükséges.',
      ) +
      `<h2>2. Szerzői jogok</h2>` +
      p(
        'A cikkek, fotók, videók és grafikák szerzői jogi védelem alatt állnak. Átvételük kizárólag a forrás megjelölésével és a cikkre mutató hivatkozással, legfeljebb az első bekezdés terjedelmében megengedett.',
      ) +
      `<h2>3. Hozzászólások és felelősség</h2>` +
      p(
        'A kiadó nem felel a külső oldalakra mutató hivatkozások tartalmáért. A szolgáltatás esetleges szüneteléséből eredő károkért a kiadó felelősségét a jogszabályok által megengedett mértékig kizárja.',
      ) +
      `<h2>4. Záró rendelkezések</h2>` +
      p('Jelen feltételek visszavonásig érvényesek; módosításukról a weboldalon adunk tájékoztatást.'),
  },
  {
    slug: 'hirlevel',
    siteSlug: 'telex',
    title: 'Hírlevél',
    content:
      p(
        'Iratkozz fel hírleveleinkre, és a legfontosabb hírek ott lesznek a postafiókodban.',
        'Válaszd ki, melyik levelünket kéred. A feliratkozást bármikor lemondhatod a levelek alján található hivatkozással.',
      ) +
      `<ul>${NEWSLETTER_LISTS.map((l) => `<li><strong>${escapeHtml(l.name)}</strong> – ${escapeHtml(l.description)}</li>`).join('')}</ul>`,
  },
  {
    slug: 'ellenorzo-modszertan',
    siteSlug: 'telex',
    title: 'Az Ellenőrző módszertana',
    content:
      p(
        'Az Ellenőrző rovatban közszereplők nyilvános állításait, valamint a közösségi médiában terjedő híreket vizsgáljuk meg. Célunk, hogy olvasóink ellenőrzött tényekre támaszkodva alkothassanak véleményt.',
      ) +
      `<h2>Hogyan választjuk ki az állításokat?</h2>` +
      p(
        'Olyan állításokat ellenőrzünk, amelyek tényszerűen igazolhatók vagy cáfolhatók, és amelyek sok embert érintenek vagy széles körben terjednek. Véleményeket és jóslatokat nem minősítünk.',
      ) +
      `<h2>Minősítéseink</h2>` +
      '<ul><li><strong>Igaz</strong> – az állítás pontos, lényeges elem nem hiányzik belőle.</li>' +
      '<li><strong>Félrevezető</strong> – az állítás részben igaz, de lényeges összefüggést elhallgat.</li>' +
      '<li><strong>Hamis</strong> – az állítás nem felel meg a tényeknek.</li>' +
      '<li><strong>Nem ellenőrizhető</strong> – nincs elegendő nyilvános adat a döntéshez.</li></ul>' +
      `<h2>Források és javítás</h2>` +
      p(
        'Minden cikkben megjelöljük a felhasznált forrásokat. Ha hibát találsz, jelezd nekünk: a javítást a cikk alján feltüntetjük.',
      ),
  },
  {
    slug: 'cookie-szabalyzat',
    siteSlug: 'telex',
    title: 'Cookie-szabályzat',
    content:
      p(
        'A weboldal sütiket (cookie-kat) használ a működéshez szükséges beállítások tárolására, a látogatottság méréséhez és a hirdetések megjelenítéséhez.',
      ) +
      `<h2>Milyen sütiket használunk?</h2>` +
      '<ul><li>Működéshez szükséges sütik – például a színmód és a hírlevél-ajánló elrejtésének megjegyzése.</li>' +
      '<li>Statisztikai sütik – anonim látogatottsági adatok gyűjtése.</li>' +
      '<li>Hirdetési sütik – a hirdetések megjelenítése és mérése partnereink segítségével.</li></ul>' +
      p(
        'A nem szükséges sütik használatához előzetes hozzájárulásodat kérjük, amelyet a beállítások között bármikor visszavonhatsz.',
      ),
  },
  {
    slug: 'telexakademia',
    siteSlug: 'telex',
    title: 'Akadémia',
    content:
      p(
        'Az Akadémia a szerkesztőség újságíró-képzése: egy féléves, gyakorlatorientált program pályakezdőknek és pályaváltóknak, amelyben a hallgatók a hírszerkesztéstől az adatújságíráson át a videós riportig a szakma minden területét kipróbálják.',
      ) +
      '<h2>Kiknek szól?</h2>' +
      p(
        'Azoknak, akik szeretnének újságíróként dolgozni, és készek hetente több napot a szerkesztőségben tölteni. Előképzettség nem feltétel, a kíváncsiság és a pontosság igen.',
      ) +
      '<h2>Jelentkezés</h2>' +
      p(
        'A jelentkezési időszakot a címlapon és a hírlevélben hirdetjük meg; a jelentkezéshez rövid bemutatkozás és egy saját írás szükséges.',
      ),
  },
  {
    slug: 'te',
    siteSlug: 'telex',
    title: 'Te is szerkesztő vagy',
    content:
      p(
        'Fiataloknak szóló oldalunkon középiskolásoknak és egyetemistáknak mutatjuk meg, hogyan készül egy hír: hogyan ellenőrizzük a forrásokat, hogyan ismerjük fel a dezinformációt, és hogyan lehet érthetően írni bonyolult ügyekről.',
      ) +
      '<h2>Iskoláknak</h2>' +
      p('Osztálylátogatásra és online médiaórára is jelentkezhetnek tanárok; a foglalkozások ingyenesek.'),
  },
  {
    slug: 'egyszazalek',
    siteSlug: 'telex',
    title: 'Egy százalék',
    content:
      p(
        'Személyi jövedelemadód egy százalékát felajánlhatod a szerkesztőség mellett működő alapítványnak, amely oknyomozó és adatújságírói projekteket, valamint az újságíró-képzést támogatja.',
      ) +
      '<h2>Hogyan?</h2>' +
      p(
        'A rendelkező nyilatkozatot az adóbevallással együtt, az ügyfélkapun keresztül teheted meg; az alapítvány adószámát a bevallási időszakban a címlapon is közöljük.',
      ),
  },
  {
    slug: 'tamogatas',
    siteSlug: 'telex',
    title: 'Támogasd a független újságírást',
    content:
      p(
        'A szerkesztőség olvasói támogatásból működik. Havi vagy egyszeri támogatásoddal hozzájárulsz, hogy a cikkeink továbbra is mindenki számára ingyen elérhetők legyenek.',
      ) +
      '<ul><li>Havi támogatás: bármikor lemondható.</li><li>Egyszeri támogatás: bankkártyával vagy átutalással.</li><li>Cégeknek: számla ellenében.</li></ul>' +
      p('Támogatóként a profilodban követheted a befizetéseidet, és beállíthatod a hírleveleidet.'),
  },
];
