// Given names and family names by language area, for the generated players, coaches, referees and F1 people. The
// combinations are drawn by the seeded generator, so they are plausible and mostly nobody in particular. Hungarian
// names are written family name first, as the Hungarian press writes them.
import type { Rng } from '../origin/seed/rng.ts';

export type NameBankId =
  | 'hu'
  | 'en'
  | 'de'
  | 'it'
  | 'es'
  | 'pt'
  | 'fr'
  | 'nl'
  | 'hr'
  | 'pl'
  | 'nordic'
  | 'ro'
  | 'ua'
  | 'tr'
  | 'ge'
  | 'al'
  | 'gr'
  | 'ar'
  | 'fa'
  | 'ja'
  | 'ko'
  | 'af';

interface NameBank {
  given: readonly string[];
  family: readonly string[];
  familyFirst?: boolean;
}

const w = (s: string) => s.split(',').map((x) => x.trim());

export const NAME_BANKS: Readonly<Record<NameBankId, NameBank>> = {
  hu: {
    familyFirst: true,
    given: w(
      'Ádám,Attila,Balázs,Barnabás,Bence,Dániel,Dávid,Dominik,Gábor,Gergő,Kristóf,Levente,Márk,Máté,Milán,Norbert,Patrik,Péter,Roland,Tamás,Zalán,Zsolt,Bálint,Krisztián',
    ),
    family: w(
      'Nagy,Kovács,Tóth,Szabó,Horváth,Varga,Kiss,Molnár,Németh,Farkas,Balogh,Papp,Takács,Juhász,Lakatos,Mészáros,Oláh,Simon,Rácz,Fekete,Szilágyi,Török,Fehér,Balázs,Gál,Kis,Szűcs,Kocsis,Orsós,Pintér,Fodor,Szalai,Sipos,Magyar,Lukács,Gulyás,Bíró,Király,Katona,Lengyel',
    ),
  },
  en: {
    given: w(
      'James,Harry,Jack,Oliver,George,Charlie,Callum,Mason,Jordan,Kyle,Luke,Ryan,Connor,Lewis,Aaron,Ben,Tom,Jacob,Declan,Reece,Ethan,Tyler,Jamie,Marcus',
    ),
    family: w(
      'Smith,Jones,Taylor,Brown,Williams,Wilson,Johnson,Davies,Robinson,Wright,Thompson,Evans,Walker,White,Roberts,Green,Hall,Wood,Jackson,Clarke,Hughes,Edwards,Turner,Cooper,Ward,Morris,Barnes,Fletcher,Palmer,Stones',
    ),
  },
  de: {
    given: w(
      'Lukas,Leon,Jonas,Niklas,Felix,Maximilian,Tim,Jan,Julian,Florian,Kevin,Marco,Sebastian,Timo,Leroy,Joshua,Kai,Nico,Robin,Mats,Fabian,Moritz,Yannick,Dominik',
    ),
    family: w(
      'Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Koch,Richter,Klein,Wolf,Neumann,Schwarz,Zimmermann,Braun,Krüger,Hartmann,Lange,Werner,Krause,Brandt,Kimmich,Vogel,Frank,Keller,Berger,Huber',
    ),
  },
  it: {
    given: w(
      'Marco,Luca,Alessandro,Andrea,Lorenzo,Matteo,Francesco,Federico,Davide,Riccardo,Nicolò,Giacomo,Simone,Gianluca,Stefano,Pietro,Filippo,Tommaso,Daniele,Manuel,Sandro,Mattia,Gabriele,Emanuele',
    ),
    family: w(
      'Rossi,Russo,Ferrari,Esposito,Bianchi,Romano,Colombo,Ricci,Marino,Greco,Bruno,Gallo,Conti,De Luca,Costa,Giordano,Mancini,Rizzo,Lombardi,Moretti,Barbieri,Fontana,Santoro,Mariani,Rinaldi,Caruso,Ferri,Galli,Martini,Leone',
    ),
  },
  es: {
    given: w(
      'Pablo,Alejandro,Sergio,Javier,Daniel,Carlos,Álvaro,David,Jorge,Iker,Adrián,Raúl,Marcos,Diego,Rodrigo,Mikel,Unai,Nicolás,Santiago,Mateo,Gonzalo,Lucas,Hugo,Martín',
    ),
    family: w(
      'García,Fernández,González,Rodríguez,López,Martínez,Sánchez,Pérez,Gómez,Martín,Jiménez,Ruiz,Hernández,Díaz,Moreno,Álvarez,Muñoz,Romero,Alonso,Navarro,Torres,Domínguez,Vázquez,Ramos,Gil,Serrano,Molina,Blanco,Castro,Ortega',
    ),
  },
  pt: {
    given: w(
      'João,Pedro,Rafael,Bruno,Diogo,Gonçalo,Tiago,Rúben,André,Nuno,Ricardo,Vitinha,Gabriel,Lucas,Matheus,Thiago,Vinícius,Rodrygo,Éder,Danilo,Renan,Felipe,Caio,Igor',
    ),
    family: w(
      'Silva,Santos,Ferreira,Pereira,Oliveira,Costa,Rodrigues,Martins,Jesus,Sousa,Fernandes,Gonçalves,Gomes,Lopes,Marques,Alves,Almeida,Ribeiro,Pinto,Carvalho,Teixeira,Moreira,Correia,Mendes,Nunes,Soares,Vieira,Monteiro,Cardoso,Rocha',
    ),
  },
  fr: {
    given: w(
      'Hugo,Lucas,Théo,Antoine,Kylian,Ousmane,Adrien,Aurélien,Benjamin,Jules,Mathis,Raphaël,Clément,Maxime,Nathan,Quentin,Romain,Florian,Malo,Warren,Randal,Youssouf,Moussa,Olivier',
    ),
    family: w(
      'Martin,Bernard,Dubois,Thomas,Robert,Richard,Petit,Durand,Leroy,Moreau,Simon,Laurent,Lefebvre,Michel,Garcia,David,Bertrand,Roux,Vincent,Fournier,Morel,Girard,André,Mercier,Dupont,Lambert,Bonnet,François,Fontaine,Rousseau',
    ),
  },
  nl: {
    given: w(
      'Daan,Sem,Luuk,Thijs,Bram,Jesse,Milan,Ruben,Stijn,Teun,Joey,Frenkie,Denzel,Wout,Jeremie,Cody,Tijjani,Kenny,Arne,Lois,Youri,Thomas,Jorrel,Siebe',
    ),
    family: w(
      'de Jong,Jansen,de Vries,van den Berg,van Dijk,Bakker,Janssen,Visser,Smit,Meijer,de Boer,Mulder,de Groot,Bos,Vos,Peters,Hendriks,van Leeuwen,Dekker,Brouwer,de Wit,Dijkstra,Smits,de Graaf,van der Meer,Peeters,Maes,Claes,Goossens,Wouters',
    ),
  },
  hr: {
    given: w(
      'Luka,Ivan,Marko,Josip,Mateo,Ante,Nikola,Dušan,Stefan,Filip,Mario,Andrej,Domagoj,Dejan,Aleksandar,Milan,Jan,Žan,Benjamin,Lovro,Petar,Bruno,Nemanja,Sergej',
    ),
    family: w(
      'Horvat,Kovačević,Babić,Marić,Jurić,Novak,Knežević,Vuković,Petrović,Jovanović,Nikolić,Ilić,Đorđević,Pavlović,Marković,Popović,Stojanović,Perić,Kramarić,Modrić,Šutalo,Gvardiol,Mlakar,Oblak,Zajc,Krajnc,Kos,Vidović,Lukić,Tadić',
    ),
  },
  pl: {
    given: w(
      'Jakub,Kacper,Piotr,Krzysztof,Tomasz,Michał,Mateusz,Bartosz,Łukasz,Paweł,Patrik,Tomáš,Ondřej,Lukáš,Adam,Jan,Martin,Matěj,Dávid,Milan,Marek,Stanislav,Filip,Szymon',
    ),
    family: w(
      'Nowak,Kowalski,Wiśniewski,Wójcik,Kowalczyk,Kamiński,Lewandowski,Zieliński,Szymański,Woźniak,Dąbrowski,Kozłowski,Jankowski,Mazur,Krawczyk,Novák,Svoboda,Dvořák,Černý,Procházka,Kučera,Veselý,Horák,Hložek,Souček,Kováč,Lobotka,Hancko,Škriniar,Duda',
    ),
  },
  nordic: {
    given: w(
      'Rasmus,Mikkel,Kasper,Christian,Andreas,Martin,Erling,Sander,Jonas,Jens,Anders,Magnus,Emil,Viktor,Oscar,Alexander,Sebastian,Joakim,Patrick,Morten,Thomas,Simon,Lasse',
    ),
    family: w(
      'Jensen,Nielsen,Hansen,Pedersen,Andersen,Christensen,Larsen,Sørensen,Rasmussen,Johansen,Olsen,Berg,Haugen,Eriksen,Hjulmand,Lindström,Johansson,Karlsson,Nilsson,Eriksson,Larsson,Olsson,Persson,Svensson,Gustafsson,Strand,Bakke,Solberg,Dahl,Lund',
    ),
  },
  ro: {
    given: w(
      'Andrei,Alexandru,Ionuț,Florin,Răzvan,Nicolae,Dennis,Radu,Valentin,Bogdan,Cristian,Vlad,Darius,Marius,George,Ianis,Adrian,Mihai,Claudiu,Ștefan',
    ),
    family: w(
      'Popescu,Ionescu,Popa,Stan,Dumitru,Stoica,Gheorghe,Munteanu,Constantin,Marin,Rus,Matei,Drăguș,Mihăilă,Rațiu,Burcă,Nedelcearu,Hagi,Coman,Marin,Stanciu,Niță,Moldovan,Lazăr,Toma',
    ),
  },
  ua: {
    given: w(
      'Oleksandr,Andriy,Mykola,Viktor,Artem,Roman,Vitaliy,Illia,Heorhiy,Taras,Serhiy,Mykhailo,Yukhym,Anatoliy,Denys,Ruslan,Volodymyr,Bohdan,Maksym,Oleh',
    ),
    family: w(
      'Shevchenko,Kovalenko,Bondarenko,Tkachenko,Kravchenko,Oliynyk,Shevchuk,Polishchuk,Lysenko,Marchenko,Melnyk,Tymoshchuk,Zinchenko,Mudryk,Sudakov,Trubin,Zabarnyi,Yaremchuk,Dovbyk,Tsyhankov',
    ),
  },
  tr: {
    given: w(
      'Mehmet,Emre,Burak,Arda,Kerem,Hakan,Cengiz,Yusuf,Kenan,Barış,Orkun,Ferdi,Abdülkerim,Mert,Salih,Ozan,Uğurcan,Altay,Kaan,Semih,Rashad,Elvin,Toral,Emin',
    ),
    family: w(
      'Yılmaz,Kaya,Demir,Şahin,Çelik,Yıldız,Yıldırım,Öztürk,Aydın,Özdemir,Arslan,Doğan,Kılıç,Aslan,Çetin,Kara,Koç,Kurt,Özkan,Şimşek,Aliyev,Mammadov,Hasanov,Huseynov,Guliyev',
    ),
  },
  ge: {
    given: w('Giorgi,Khvicha,Luka,Levan,Otar,Zuriko,Budu,Giorgi,Saba,Lasha,Nika,Irakli,Davit,Guram,Anzor,Jemal'),
    family: w(
      'Mamardashvili,Kvaratskhelia,Chakvetadze,Kochorashvili,Kiteishvili,Davitashvili,Zivzivadze,Mikautadze,Lochoshvili,Kashia,Kverkvelia,Dvali,Tsitaishvili,Gvelesiani,Shengelia,Beridze',
    ),
  },
  al: {
    given: w('Armando,Elseid,Berat,Kristjan,Nedim,Jasir,Ylber,Myrto,Arbër,Qazim,Taulant,Rey,Ernest,Klaus,Medon,Marash'),
    family: w(
      'Broja,Hysaj,Djimsiti,Asllani,Bajrami,Asani,Ramadani,Uzuni,Hoxha,Laçi,Gjasula,Manaj,Muçi,Strakosha,Berisha,Kumbulla',
    ),
  },
  gr: {
    given: w(
      'Giorgos,Konstantinos,Dimitris,Nikos,Vangelis,Kostas,Anastasios,Christos,Panagiotis,Andreas,Petros,Fotis,Giannis,Tasos,Manolis,Stelios',
    ),
    family: w(
      'Papadopoulos,Pavlidis,Mavropanos,Bakasetas,Mantalos,Tzolis,Masouras,Kourbelis,Retsos,Siopis,Chatzigiovanis,Vlachodimos,Karetsas,Kyriakopoulos,Giakoumakis,Ioannidis',
    ),
  },
  ar: {
    given: w(
      'Mohammed,Ahmed,Youssef,Hassan,Ali,Omar,Khalid,Salem,Abdullah,Hakim,Achraf,Sofiane,Nayef,Akram,Hamza,Bilal,Ellyes,Wahbi,Aissa,Saud',
    ),
    family: w(
      'Al-Dawsari,Al-Shehri,Al-Bulayhi,Al-Owais,Afif,Almoez,Hassan,Khoukhi,Boudiaf,Ziyech,Hakimi,Amrabat,En-Nesyri,Saïss,Bounou,Msakni,Khazri,Laïdouni,Skhiri,Talbi',
    ),
  },
  fa: {
    given: w('Mehdi,Alireza,Sardar,Saman,Ali,Morteza,Ehsan,Milad,Ramin,Hossein,Majid,Saeid,Ahmad,Karim'),
    family: w(
      'Taremi,Jahanbakhsh,Azmoun,Ghoddos,Gholizadeh,Pouraliganji,Hajsafi,Mohammadi,Rezaeian,Hosseini,Kanaani,Nourollahi,Beiranvand,Ezatolahi',
    ),
  },
  ja: {
    given: w('Takumi,Kaoru,Daichi,Ritsu,Wataru,Takehiro,Hidemasa,Junya,Ao,Ayase,Kou,Daizen,Yuto,Hiroki,Shogo,Takefusa'),
    family: w(
      'Minamino,Mitoma,Kamada,Doan,Endo,Tomiyasu,Morita,Ito,Tanaka,Ueda,Itakura,Maeda,Nagatomo,Sakai,Taniguchi,Kubo',
    ),
  },
  ko: {
    given: w(
      'Heung-min,Min-jae,Kang-in,Hee-chan,Woo-young,Jae-sung,Gue-sung,In-beom,Seung-ho,Young-gwon,Jin-su,Chang-hoon,Seung-gyu,Moon-hwan',
    ),
    family: w('Son,Kim,Lee,Hwang,Jung,Cho,Paik,Kwon,Na,Hong,Yoon,Park,Choi,Kang'),
  },
  af: {
    given: w(
      'Sadio,Idrissa,Kalidou,Ismaïla,Thomas,Mohammed,Inaki,Kamaldeen,André,Vincent,Bryan,Karl,Nicolas,Pape,Iliman,Boulaye,Jordan,Daniel,Abdul,Moses',
    ),
    family: w(
      'Mané,Gueye,Koulibaly,Sarr,Partey,Kudus,Williams,Sulemana,Ayew,Aboubakar,Mbeumo,Toko Ekambi,Ngamaleu,Diallo,Ndiaye,Dia,Mendy,Amartey,Salisu,Onana',
    ),
  },
};

/** A person's display name from a bank. */
export function personName(rng: Rng, bank: NameBankId): string {
  const b = NAME_BANKS[bank];
  const given = rng.pick(b.given);
  const family = rng.pick(b.family);
  return b.familyFirst ? `${family} ${given}` : `${given} ${family}`;
}
