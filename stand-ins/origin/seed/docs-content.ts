// Document pages (§2.1 /dokumentum/{slug}, /impresszum). Texts are illustrative: the company, its addresses and numbers
// are the fictional demo publisher's (shared/demo-publisher.ts). Each page carries what it offers: how to apply, whom to
// write, what to transfer where. They speak to the reader informally ('te'), as the rest of the site.
import { escapeHtml } from '../../../shared/escape-html.ts';
import { NEWSLETTER_LISTS } from '../../../shared/newsletter-lists.ts';
import {
  DEMO_FOUNDATION,
  DEMO_HOST,
  DEMO_PUBLISHER,
  DEMO_REGIONAL_PUBLISHER,
  DEMO_TRANSFER,
  TAX_DECLARATION_DEADLINE,
} from '../../../shared/demo-publisher.ts';

export interface DocSeed {
  slug: string;
  siteSlug: string;
  title: string;
  content: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

const mail = (address: string, subject?: string) =>
  `<a href="mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}">${address}</a>`;

const impresszum = (site: string, publisher: { name: string; address: string; editorialEmail: string }) =>
  `<h2>Kiadó</h2>` +
  p(publisher.name, `Székhely: ${publisher.address}`, 'Felelős kiadó: a kiadó ügyvezetője') +
  `<h2>Szerkesztőség</h2>` +
  p(
    `A ${site} független, olvasói támogatásból és hirdetésekből működő hírportál. A szerkesztőség munkatársainak listáját az oldal alján találod.`,
    `Cím: ${publisher.address}`,
    `E-mail: ${mail(publisher.editorialEmail)}`,
    'Észrevételeidet, helyesbítési kérelmedet erre az e-mail-címre küldheted el; minden megkeresésre igyekszünk öt munkanapon belül válaszolni.',
  ) +
  `<h2>Tárhelyszolgáltató</h2>` +
  p(DEMO_HOST.name, `Cím: ${DEMO_HOST.address}`, `E-mail: ${mail(DEMO_HOST.email)}`) +
  `<h2>Hirdetés</h2>` +
  p(
    'Hirdetési ajánlatunkról és a támogatott tartalmak megjelenési feltételeiről a kiadó értékesítési csapata ad tájékoztatást.',
  );

export const DOCS: readonly DocSeed[] = [
  {
    slug: 'impresszum',
    siteSlug: 'telex',
    title: 'Impresszum',
    content: impresszum('Telex', DEMO_PUBLISHER),
  },
  {
    slug: 'impresszum',
    siteSlug: 'transtelex',
    title: 'Impresszum',
    content: impresszum('Transtelex', DEMO_REGIONAL_PUBLISHER),
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
        'Egész évben jelentkezhetsz: az őszi félévre augusztus 31-ig, a tavaszira január 31-ig beérkezett jelentkezéseket nézzük át, és két héten belül mindenkinek válaszolunk. Jelentkezhet, aki elmúlt 18 éves, és a félév alatt hetente legalább három napot Budapesten, a szerkesztőségben tud tölteni.',
        `A jelentkezésedet a ${mail(DEMO_PUBLISHER.academyEmail, 'Jelentkezés az Akadémiára')} címre küldd el, és tedd bele:`,
      ) +
      '<ol><li>egy legfeljebb egyoldalas bemutatkozást: ki vagy, és miért szeretnél újságíró lenni;</li>' +
      '<li>egy saját írást (cikket, riportot, blogbejegyzést – megjelentet vagy a fióknak írtat), legfeljebb 8000 karakterben;</li>' +
      '<li>hogy melyik félévre jelentkezel, és hogyan érhetünk el telefonon.</li></ol>' +
      p('A kiválasztottakat egy rövid próbafeladat után személyes beszélgetésre hívjuk a szerkesztőségbe.'),
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
      p(
        'Középiskolák 9–12. évfolyamos osztályai jöhetnek el hozzánk a szerkesztőségbe, vagy tarthatunk nekik 45 perces online médiaórát; a foglalkozások ingyenesek. Tanárként az osztályoddal jelentkezhetsz, legalább három héttel a kívánt időpont előtt.',
        `Írj a ${mail(DEMO_PUBLISHER.schoolsEmail, 'Médiaóra')} címre, és add meg:`,
      ) +
      '<ol><li>az iskola nevét és települését;</li><li>az osztályt és a létszámot;</li>' +
      '<li>hogy szerkesztőségi látogatást vagy online órát kértek, és két-három időpontot, amely nektek jó.</li></ol>' +
      p('Egy héten belül válaszolunk, és egyeztetjük az időpontot.'),
  },
  {
    slug: 'egyszazalek',
    siteSlug: 'telex',
    title: 'Egy százalék',
    content:
      p(
        'Személyi jövedelemadód egy százalékát felajánlhatod a szerkesztőség mellett működő alapítványnak, amely oknyomozó és adatújságírói projekteket, valamint az újságíró-képzést támogatja.',
      ) +
      '<h2>Kinek?</h2>' +
      p(`Kedvezményezett: ${DEMO_FOUNDATION.name}`, `Adószám: <strong>${DEMO_FOUNDATION.taxNumber}</strong>`) +
      '<h2>Hogyan?</h2>' +
      p(
        `A nyilatkozatot minden évben ${TAX_DECLARATION_DEADLINE} napjáig teheted meg, az adóbevallással együtt vagy attól külön:`,
      ) +
      '<ul><li>online, a NAV eSZJA oldalán, ügyfélkapus vagy DÁP-os belépéssel: a bevallásodban az „1+1%” résznél a kedvezményezett adószámát írd be;</li>' +
      '<li>papíron, a NAV EGYSZA nyomtatványán: kitöltve, lezárt borítékban, amelynek a záró részén a neved, a címed és az adóazonosító jeled szerepel, személyesen vagy postán juthatod el a NAV-hoz.</li></ul>' +
      p(
        'A felajánlás érvényes, ha az adódat határidőig befizetted. Amíg vissza nem vonod, a nyilatkozatod a következő években is érvényes marad, így elég egyszer megtenned.',
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
      p('Támogatóként a profilodban követheted a kártyás befizetéseidet, és beállíthatod a hírleveleidet.') +
      '<h2>Átutalással</h2>' +
      p(
        `Kedvezményezett: ${DEMO_TRANSFER.beneficiary}`,
        `Számlaszám: ${DEMO_TRANSFER.account}`,
        `IBAN: ${DEMO_TRANSFER.iban}`,
        `Közlemény: „${DEMO_TRANSFER.reference}”, és ha visszaigazolást kérsz, az e-mail-címed.`,
        'Az átutalással érkező támogatás nem jelenik meg a támogatói profilodban.',
      ) +
      '<h2>Cégeknek, számlával</h2>' +
      p(
        `Cégként számla ellenében támogathattok minket. Írjatok a ${mail(DEMO_PUBLISHER.invoiceEmail, 'Számlakérés támogatáshoz')} címre, és küldjétek el:`,
      ) +
      '<ul><li>a cég nevét, székhelyét és adószámát;</li><li>a támogatás összegét, és hogy egyszeri vagy havi;</li>' +
      '<li>a számlát fogadó kolléga nevét és e-mail-címét.</li></ul>' +
      p(
        `Öt munkanapon belül díjbekérőt küldünk; a befizetés után a ${DEMO_PUBLISHER.name} (adószám: ${DEMO_PUBLISHER.taxNumber}) elektronikus számlát állít ki.`,
      ),
  },
];
