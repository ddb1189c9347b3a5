// The results of real past events the stand-ins show, as they happened. A real event's name never carries an invented
// result: what is written here is shown, what is not known here is not shown (no scorer, minute, card or lineup is
// made up for a real match). Sources: UEFA's match reports of EURO 2024, FIFA's match reports of the 2022 World Cup,
// Formula 1's entry lists and calendars of 2025 and 2026, the Budapest election office (Fővárosi Választási Iroda)
// for 2024, the Hungarian Olympic Committee's Paris 2024 medallists.

// ------------------------------------------------------------------------------------------------------- football

/**
 * One match: `HOME AWAY score[ aet score][ pens score]` (codes FIFA's; the 90-minute score, then after extra time,
 * then the shoot-out), and optionally its goals: the home side's, '/', the away side's, each `Name minute[+extra]`
 * with ' pen' for a penalty or ' og' for an own goal (listed under the side it counted for); and optionally the
 * shoot-out's kicks in order, each `h|a Name +|-` (scored or not).
 */
type MatchLine = string | readonly [match: string, goals: string, kicks?: string];

/** EURO 2024 (UEFA match reports): every match with every goal. */
const EURO_2024: readonly MatchLine[] = [
  [
    'GER SCO 5-1',
    'Florian Wirtz 10, Jamal Musiala 19, Kai Havertz 45+1 pen, Niclas Füllkrug 68, Emre Can 90+3 / Antonio Rüdiger 87 og',
  ],
  ['HUN SUI 1-3', 'Barnabás Varga 66 / Kwadwo Duah 12, Michel Aebischer 45, Breel Embolo 90+3'],
  ['ESP CRO 3-0', 'Álvaro Morata 29, Fabián Ruiz 32, Dani Carvajal 45+2 /'],
  ['ITA ALB 2-1', 'Alessandro Bastoni 11, Nicolò Barella 16 / Nedim Bajrami 1'],
  ['SVN DEN 1-1', 'Erik Janža 77 / Christian Eriksen 17'],
  ['SRB ENG 0-1', '/ Jude Bellingham 13'],
  ['POL NED 1-2', 'Adam Buksa 16 / Cody Gakpo 29, Wout Weghorst 83'],
  ['AUT FRA 0-1', '/ Maximilian Wöber 38 og'],
  ['ROU UKR 3-0', 'Nicolae Stanciu 29, Răzvan Marin 53, Denis Drăguș 57 /'],
  ['BEL SVK 0-1', '/ Ivan Schranz 7'],
  ['TUR GEO 3-1', 'Mert Müldür 25, Arda Güler 65, Kerem Aktürkoğlu 90+7 / Georges Mikautadze 32'],
  ['POR CZE 2-1', 'Robin Hranáč 69 og, Francisco Conceição 90+2 / Lukáš Provod 62'],
  ['GER HUN 2-0', 'Jamal Musiala 22, İlkay Gündoğan 67 /'],
  ['SCO SUI 1-1', 'Scott McTominay 13 / Xherdan Shaqiri 26'],
  ['CRO ALB 2-2', 'Andrej Kramarić 74, Klaus Gjasula 76 og / Qazim Laçi 11, Klaus Gjasula 90+5'],
  ['ESP ITA 1-0', 'Riccardo Calafiori 55 og /'],
  ['SVN SRB 1-1', 'Žan Karničnik 69 / Luka Jović 90+5'],
  ['DEN ENG 1-1', 'Morten Hjulmand 34 / Harry Kane 18'],
  ['POL AUT 1-3', 'Krzysztof Piątek 30 / Gernot Trauner 9, Christoph Baumgartner 66, Marko Arnautović 78 pen'],
  ['NED FRA 0-0', ''],
  ['SVK UKR 1-2', 'Ivan Schranz 17 / Mykola Shaparenko 54, Roman Yaremchuk 80'],
  ['BEL ROU 2-0', 'Youri Tielemans 2, Kevin De Bruyne 80 /'],
  ['GEO CZE 1-1', 'Georges Mikautadze 45+4 pen / Patrik Schick 59'],
  ['TUR POR 0-3', '/ Bernardo Silva 21, Samet Akaydin 28 og, Bruno Fernandes 56'],
  ['SUI GER 1-1', 'Dan Ndoye 28 / Niclas Füllkrug 90+2'],
  ['SCO HUN 0-1', '/ Kevin Csoboth 90+10'],
  ['ALB ESP 0-1', '/ Ferran Torres 13'],
  ['CRO ITA 1-1', 'Luka Modrić 55 / Mattia Zaccagni 90+8'],
  ['NED AUT 2-3', 'Cody Gakpo 47, Memphis Depay 75 / Donyell Malen 6 og, Romano Schmid 59, Marcel Sabitzer 80'],
  ['FRA POL 1-1', 'Kylian Mbappé 56 pen / Robert Lewandowski 79 pen'],
  ['ENG SVN 0-0', ''],
  ['DEN SRB 0-0', ''],
  ['SVK ROU 1-1', 'Ondrej Duda 24 / Răzvan Marin 37 pen'],
  ['UKR BEL 0-0', ''],
  ['GEO POR 2-0', 'Khvicha Kvaratskhelia 2, Georges Mikautadze 57 pen /'],
  ['CZE TUR 1-2', 'Tomáš Souček 66 / Hakan Çalhanoğlu 51, Cenk Tosun 90+4'],
  ['SUI ITA 2-0', 'Remo Freuler 37, Ruben Vargas 46 /'],
  ['GER DEN 2-0', 'Kai Havertz 53 pen, Jamal Musiala 68 /'],
  ['ENG SVK 1-1 aet 2-1', 'Jude Bellingham 90+5, Harry Kane 91 / Ivan Schranz 25'],
  ['ESP GEO 4-1', 'Rodri 39, Fabián Ruiz 51, Nico Williams 75, Dani Olmo 83 / Robin Le Normand 18 og'],
  ['FRA BEL 1-0', 'Jan Vertonghen 85 og /'],
  ['POR SVN 0-0 aet 0-0 pens 3-0', ''],
  ['ROU NED 0-3', '/ Cody Gakpo 20, Donyell Malen 83, Donyell Malen 90+3'],
  ['AUT TUR 1-2', 'Michael Gregoritsch 66 / Merih Demiral 1, Merih Demiral 59'],
  ['ESP GER 1-1 aet 2-1', 'Dani Olmo 51, Mikel Merino 119 / Florian Wirtz 89'],
  ['POR FRA 0-0 aet 0-0 pens 3-5', ''],
  ['ENG SUI 1-1 aet 1-1 pens 5-3', 'Bukayo Saka 80 / Breel Embolo 75'],
  ['NED TUR 2-1', 'Stefan de Vrij 70, Mert Müldür 76 og / Samet Akaydin 35'],
  ['ESP FRA 2-1', 'Lamine Yamal 21, Dani Olmo 25 / Randal Kolo Muani 9'],
  ['NED ENG 1-2', 'Xavi Simons 7 / Harry Kane 18 pen, Ollie Watkins 90+1'],
  ['ESP ENG 2-1', 'Nico Williams 47, Mikel Oyarzabal 86 / Cole Palmer 73'],
];

/** The 2022 World Cup (FIFA match reports): every score; the goals of the final. */
const WORLD_CUP_2022: readonly MatchLine[] = [
  'QAT ECU 0-2',
  'SEN NED 0-2',
  'QAT SEN 1-3',
  'NED ECU 1-1',
  'ECU SEN 1-2',
  'NED QAT 2-0',
  'ENG IRN 6-2',
  'USA WAL 1-1',
  'WAL IRN 0-2',
  'ENG USA 0-0',
  'WAL ENG 0-3',
  'IRN USA 0-1',
  'ARG KSA 1-2',
  'MEX POL 0-0',
  'POL KSA 2-0',
  'ARG MEX 2-0',
  'POL ARG 0-2',
  'KSA MEX 1-2',
  'DEN TUN 0-0',
  'FRA AUS 4-1',
  'TUN AUS 0-1',
  'FRA DEN 2-1',
  'AUS DEN 1-0',
  'TUN FRA 1-0',
  'GER JPN 1-2',
  'ESP CRC 7-0',
  'JPN CRC 0-1',
  'ESP GER 1-1',
  'JPN ESP 2-1',
  'CRC GER 2-4',
  'MAR CRO 0-0',
  'BEL CAN 1-0',
  'BEL MAR 0-2',
  'CRO CAN 4-1',
  'CRO BEL 0-0',
  'CAN MAR 1-2',
  'SUI CMR 1-0',
  'BRA SRB 2-0',
  'CMR SRB 3-3',
  'BRA SUI 1-0',
  'SRB SUI 2-3',
  'CMR BRA 1-0',
  'URU KOR 0-0',
  'POR GHA 3-2',
  'KOR GHA 2-3',
  'POR URU 2-0',
  'GHA URU 0-2',
  'KOR POR 2-1',
  'NED USA 3-1',
  'ARG AUS 2-1',
  'FRA POL 3-1',
  'ENG SEN 3-0',
  'JPN CRO 1-1 aet 1-1 pens 1-3',
  'BRA KOR 4-1',
  'MAR ESP 0-0 aet 0-0 pens 3-0',
  'POR SUI 6-1',
  'CRO BRA 0-0 aet 1-1 pens 4-2',
  'NED ARG 2-2 aet 2-2 pens 3-4',
  'MAR POR 1-0',
  'ENG FRA 1-2',
  'ARG CRO 3-0',
  'FRA MAR 2-0',
  'CRO MAR 2-1',
  [
    'ARG FRA 2-2 aet 3-3 pens 4-2',
    'Lionel Messi 23 pen, Ángel Di María 36, Lionel Messi 108 / Kylian Mbappé 80 pen, Kylian Mbappé 81, Kylian Mbappé 118 pen',
    'a Kylian Mbappé +, h Lionel Messi +, a Kingsley Coman -, h Paulo Dybala +, a Aurélien Tchouaméni -, ' +
      'h Leandro Paredes +, a Randal Kolo Muani +, h Gonzalo Montiel +',
  ],
];

export type Tally = { home: number; away: number };

export interface RealGoal {
  /** the side the goal counted for */
  side: 'home' | 'away';
  scorer: string;
  elapsed: number;
  extra: number | null;
  detail: 'Normal Goal' | 'Penalty' | 'Own Goal';
}

export interface RealMatch {
  home: string;
  away: string;
  /** after 90 minutes */
  fulltime: Tally;
  /** after extra time (null: there was none) */
  extratime: Tally | null;
  penalties: Tally | null;
  /** every goal with its scorer and minute, or null when the record here has the score only */
  goals: RealGoal[] | null;
  /** the shoot-out's kicks in order, or null when the record here has its score only */
  kicks: RealKick[] | null;
}

export interface RealKick {
  side: 'home' | 'away';
  taker: string;
  scored: boolean;
}

function parseKicks(text: string): RealKick[] {
  return text.split(',').map((k) => {
    const m = /^(h|a) (.+) ([+-])$/.exec(k.trim());
    if (!m) throw new Error(`unreadable kick '${k}'`);
    return { side: m[1] === 'h' ? 'home' : 'away', taker: m[2], scored: m[3] === '+' };
  });
}

const tally = (s: string): Tally => {
  const [home, away] = s.split('-').map(Number);
  return { home, away };
};

function parseGoals(text: string): RealGoal[] {
  const [home, away] = text.split('/');
  return (['home', 'away'] as const).flatMap((side) =>
    (side === 'home' ? home : (away ?? ''))
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((g): RealGoal => {
        const m = /^(.+) (\d+)(?:\+(\d+))?( pen| og)?$/.exec(g);
        if (!m) throw new Error(`unreadable goal '${g}'`);
        const detail = m[4] === ' pen' ? 'Penalty' : m[4] === ' og' ? 'Own Goal' : 'Normal Goal';
        return { side, scorer: m[1], elapsed: Number(m[2]), extra: m[3] ? Number(m[3]) : null, detail };
      }),
  );
}

function parseMatch(line: MatchLine): RealMatch {
  const [head, goalText, kickText] = typeof line === 'string' ? [line, null, undefined] : line;
  const m = /^([A-Z]{3}) ([A-Z]{3}) (\d+-\d+)(?: aet (\d+-\d+))?(?: pens (\d+-\d+))?$/.exec(head);
  if (!m) throw new Error(`unreadable match '${head}'`);
  const match: RealMatch = {
    home: m[1],
    away: m[2],
    fulltime: tally(m[3]),
    extratime: m[4] ? tally(m[4]) : null,
    penalties: m[5] ? tally(m[5]) : null,
    goals: goalText === null ? null : parseGoals(goalText),
    kicks: kickText === undefined ? null : parseKicks(kickText),
  };
  // A goal list that does not add up to the score is a typing error here, not a fact.
  const total = match.extratime ?? match.fulltime;
  const count = (side: 'home' | 'away') => match.goals?.filter((g) => g.side === side).length;
  if (match.goals && (count('home') !== total.home || count('away') !== total.away))
    throw new Error(`the goals of ${head} do not add up`);
  const scored = (side: 'home' | 'away') => match.kicks?.filter((k) => k.side === side && k.scored).length;
  if (match.kicks && (scored('home') !== match.penalties?.home || scored('away') !== match.penalties?.away))
    throw new Error(`the kicks of ${head} do not add up`);
  return match;
}

/** The real matches of the tournaments the livescore stand-in shows, by league id and season (§2.5 eb-2024, foci-vb-2022). */
export const REAL_TOURNAMENT_MATCHES: ReadonlyMap<string, readonly RealMatch[]> = new Map([
  ['4/2024', EURO_2024.map(parseMatch)],
  ['1/2022', WORLD_CUP_2022.map(parseMatch)],
]);

/**
 * The real match between two teams (FIFA codes) of a tournament, turned to the given home side; `meeting` counts
 * their earlier meetings in it (Croatia and Morocco met twice in 2022). Null when not recorded.
 */
export function realMatch(leagueId: number, season: number, home: string, away: string, meeting = 0): RealMatch | null {
  const list = REAL_TOURNAMENT_MATCHES.get(`${leagueId}/${season}`) ?? [];
  const m = list.filter((x) => (x.home === home && x.away === away) || (x.home === away && x.away === home))[meeting];
  if (!m) return null;
  if (m.home === home) return m;
  const flip = (t: Tally | null) => t && { home: t.away, away: t.home };
  return {
    home,
    away,
    fulltime: flip(m.fulltime)!,
    extratime: flip(m.extratime),
    penalties: flip(m.penalties),
    goals: m.goals && m.goals.map((g) => ({ ...g, side: g.side === 'home' ? 'away' : 'home' })),
    kicks: m.kicks && m.kicks.map((k) => ({ ...k, side: k.side === 'home' ? 'away' : 'home' })),
  };
}

// ------------------------------------------------------------------------------------------------------ elections

/** The National Election Office's results site, where every count not recorded here is published. */
export const ELECTION_OFFICE_SITE = 'https://www.valasztas.hu/';

/**
 * The 2024 local elections (9 June 2024) as far as they are shown: the mayor of Budapest, re-elected by a margin so
 * narrow that the ballots were counted again (Fővárosi Választási Iroda). No other place's result is recorded here,
 * so none is shown as one.
 */
export const LOCAL_ELECTIONS_2024 = {
  date: '2024. június 9.',
  source: 'Nemzeti Választási Iroda, Fővárosi Választási Iroda',
  budapestMayor: {
    elected: { name: 'Karácsony Gergely', nominee: 'DK–MSZP–Párbeszéd–Zöldek' },
    runnerUp: { name: 'Vitézy Dávid', nominee: 'LMP' },
  },
} as const;

/**
 * The 2022 parliamentary election's 106 single-member districts (Nemzeti Választási Iroda, final result): how many
 * each side won. No district's candidates are recorded here, so no district's winner is shown.
 */
export const DISTRICTS_2022 = {
  total: 106,
  won: [
    { party: 'FIDESZ-KDNP', seats: 87 },
    { party: 'Egységben Magyarországért', seats: 19 },
  ],
  source: 'Nemzeti Választási Iroda, a 2022. április 3-i országgyűlési választás végleges eredménye',
} as const;

// ------------------------------------------------------------------------------------------------------ Olympics

/** One line of the Paris 2024 programme as recorded here: the day, what was decided, where. */
export interface ParisEvent {
  day: string;
  sport: string;
  event: string;
  venue: string;
  /** the Hungarian gold medallist(s), or null for a ceremony */
  gold: string | null;
}

/**
 * Paris 2024 as far as shown: the two ceremonies and Hungary's six golds (of its 6 gold, 7 silver, 6 bronze). No
 * other event, time or Hungarian placing is recorded here, so none is shown.
 */
export const PARIS_2024: readonly ParisEvent[] = [
  {
    day: '2024-07-26',
    sport: 'Megnyitóünnepség',
    event: 'Hajós felvonulás a Szajnán',
    venue: 'Szajna, Trocadéro',
    gold: null,
  },
  { day: '2024-08-01', sport: 'Úszás', event: 'férfi 200 m hát', venue: 'Paris La Défense Aréna', gold: 'Kós Hubert' },
  {
    day: '2024-08-02',
    sport: 'Vívás',
    event: 'férfi párbajtőr, csapat',
    venue: 'Grand Palais',
    gold: 'Andrásfi Tibor, Koch Máté, Nagy Dávid, Siklósi Gergely',
  },
  {
    day: '2024-08-03',
    sport: 'Úszás',
    event: 'férfi 100 m pillangó',
    venue: 'Paris La Défense Aréna',
    gold: 'Milák Kristóf',
  },
  {
    day: '2024-08-09',
    sport: 'Nyílt vízi úszás',
    event: 'férfi 10 km',
    venue: 'Szajna, Alexandre III híd',
    gold: 'Rasovszky Kristóf',
  },
  { day: '2024-08-09', sport: 'Taekwondo', event: 'női 67 kg', venue: 'Grand Palais', gold: 'Márton Viviana' },
  { day: '2024-08-11', sport: 'Öttusa', event: 'női egyéni', venue: 'Versailles', gold: 'Gulyás Michelle' },
  { day: '2024-08-11', sport: 'Záróünnepség', event: 'A játékok zárása', venue: 'Stade de France', gold: null },
];

// ------------------------------------------------------------------------------------------------------ Formula 1

/** A driver on an entry list (FIA): country in Hungarian with its IOC code; null where the record here has none. */
export interface RealF1Driver {
  name: string;
  abbr: string;
  number: number;
  country: string;
  code: string;
  birthdate: string;
  birthplace: string | null;
}

const driver = (
  abbr: string,
  name: string,
  number: number,
  [country, code]: readonly [string, string],
  birthdate: string,
  birthplace: string | null,
): RealF1Driver => ({ name, abbr, number, country, code, birthdate, birthplace });

const GBR = ['Egyesült Királyság', 'GBR'] as const;
const FRA = ['Franciaország', 'FRA'] as const;
const AUS = ['Ausztrália', 'AUS'] as const;
const ESP = ['Spanyolország', 'ESP'] as const;

/** Everyone on the 2025 or 2026 entry list, with the number they race under in 2026 (Norris took no. 1). */
export const F1_DRIVERS: readonly RealF1Driver[] = [
  driver('NOR', 'Lando Norris', 1, GBR, '1999-11-13', 'Bristol'),
  driver('PIA', 'Oscar Piastri', 81, AUS, '2001-04-06', 'Melbourne'),
  driver('LEC', 'Charles Leclerc', 16, ['Monaco', 'MON'], '1997-10-16', 'Monte-Carlo'),
  driver('HAM', 'Lewis Hamilton', 44, GBR, '1985-01-07', 'Stevenage'),
  driver('VER', 'Max Verstappen', 3, ['Hollandia', 'NED'], '1997-09-30', 'Hasselt'),
  driver('HAD', 'Isack Hadjar', 6, FRA, '2004-09-28', 'Párizs'),
  driver('RUS', 'George Russell', 63, GBR, '1998-02-15', "King's Lynn"),
  driver('ANT', 'Andrea Kimi Antonelli', 12, ['Olaszország', 'ITA'], '2006-08-25', 'Bologna'),
  driver('ALO', 'Fernando Alonso', 14, ESP, '1981-07-29', 'Oviedo'),
  driver('STR', 'Lance Stroll', 18, ['Kanada', 'CAN'], '1998-10-29', 'Montréal'),
  driver('GAS', 'Pierre Gasly', 10, FRA, '1996-02-07', 'Rouen'),
  driver('COL', 'Franco Colapinto', 43, ['Argentína', 'ARG'], '2003-05-27', 'Pilar'),
  driver('ALB', 'Alexander Albon', 23, ['Thaiföld', 'THA'], '1996-03-23', 'London'),
  driver('SAI', 'Carlos Sainz', 55, ESP, '1994-09-01', 'Madrid'),
  driver('LAW', 'Liam Lawson', 30, ['Új-Zéland', 'NZL'], '2002-02-11', 'Hastings'),
  driver('LIN', 'Arvid Lindblad', 41, GBR, '2007-08-08', null),
  driver('HUL', 'Nico Hülkenberg', 27, ['Németország', 'GER'], '1987-08-19', 'Emmerich am Rhein'),
  driver('BOR', 'Gabriel Bortoleto', 5, ['Brazília', 'BRA'], '2004-10-14', 'Osasco'),
  driver('OCO', 'Esteban Ocon', 31, FRA, '1996-09-17', 'Évreux'),
  driver('BEA', 'Oliver Bearman', 87, GBR, '2005-05-08', 'Chelmsford'),
  driver('PER', 'Sergio Pérez', 11, ['Mexikó', 'MEX'], '1990-01-26', 'Guadalajara'),
  driver('BOT', 'Valtteri Bottas', 77, ['Finnország', 'FIN'], '1989-08-28', 'Nastola'),
  driver('TSU', 'Yuki Tsunoda', 22, ['Japán', 'JPN'], '2000-05-11', 'Szagamihara'),
  driver('DOO', 'Jack Doohan', 7, AUS, '2003-01-20', 'Gold Coast'),
];

/**
 * The numbers that differ from F1_DRIVERS' in an earlier season: in 2025 Verstappen, the 2024 champion, raced as
 * no. 1 and Norris as no. 4.
 */
export const F1_SEASON_NUMBERS: ReadonlyMap<number, ReadonlyMap<string, number>> = new Map([
  [
    2025,
    new Map([
      ['VER', 1],
      ['NOR', 4],
    ]),
  ],
]);

/** Reads 'team driver driver, team driver driver': a season's seats by constructor id. */
function seats(text: string): ReadonlyMap<string, number> {
  return new Map(
    text.split(',').flatMap((pair) => {
      const [team, ...drivers] = pair.trim().split(' ');
      return drivers.map((d) => [d, Number(team)] as const);
    }),
  );
}

/**
 * Each season's seats by constructor id (f1-reference.ts TEAMS): the 2026 entry list, and for 2025 the team each
 * driver raced most of the season for (Lawson and Tsunoda swapped seats after two rounds, Colapinto took Doohan's
 * after six).
 */
export const F1_LINEUPS: ReadonlyMap<number, ReadonlyMap<string, number>> = new Map([
  [
    2025,
    seats(
      '1 NOR PIA, 2 LEC HAM, 3 VER TSU, 4 RUS ANT, 5 ALO STR, 6 GAS COL DOO, 7 ALB SAI, 8 LAW HAD, 9 OCO BEA, 12 HUL BOR',
    ),
  ],
  [
    2026,
    seats(
      '1 NOR PIA, 2 LEC HAM, 3 VER HAD, 4 RUS ANT, 5 ALO STR, 6 GAS COL, 7 ALB SAI, 8 LAW LIN, 9 OCO BEA, 10 HUL BOR, 11 PER BOT',
    ),
  ],
]);

/** Reads 'competition month-day, ...' of one year. */
function calendar(year: number, text: string): readonly (readonly [competition: number, day: string])[] {
  return text.split(',').map((x) => {
    const [id, day] = x.trim().split(' ');
    return [Number(id), `${year}-${day}`] as const;
  });
}

/**
 * Each season's Grands Prix in order: competition id (f1-reference.ts CIRCUITS) and race day, local date. 2026: the
 * calendar after Bahrain and Saudi Arabia were cancelled in March (22 rounds).
 */
export const F1_CALENDARS: ReadonlyMap<number, readonly (readonly [competition: number, day: string])[]> = new Map([
  [
    2025,
    calendar(
      2025,
      '1 03-16, 2 03-23, 3 04-06, 4 04-13, 5 04-20, 6 05-04, 25 05-18, 8 05-25, 9 06-01, 7 06-15, 10 06-29, ' +
        '11 07-06, 12 07-27, 13 08-03, 14 08-31, 15 09-07, 17 09-21, 18 10-05, 19 10-19, 20 10-26, 21 11-09, ' +
        '22 11-22, 23 11-30, 24 12-07',
    ),
  ],
  [
    2026,
    calendar(
      2026,
      '1 03-08, 2 03-15, 3 03-29, 6 05-03, 7 05-24, 8 06-07, 9 06-14, 10 06-28, 11 07-05, 12 07-19, 13 07-26, ' +
        '14 08-23, 15 09-06, 16 09-13, 17 09-26, 18 10-11, 19 10-25, 20 11-01, 21 11-08, 22 11-21, 23 11-29, 24 12-06',
    ),
  ],
]);

/** The winner of each 2025 Grand Prix, in calendar order (abbreviations as F1_DRIVERS): all the record here holds. */
const WINNERS_2025 =
  'NOR PIA VER PIA PIA PIA VER NOR PIA RUS NOR NOR PIA NOR PIA VER VER RUS VER NOR NOR VER VER VER'.split(' ');

/** Race winners by season, in the order of F1_CALENDARS. */
export const F1_WINNERS: ReadonlyMap<number, readonly string[]> = new Map([[2025, WINNERS_2025]]);

/**
 * The final championships as far as recorded here: 2025's top three drivers (Norris champion by two points) and the
 * constructors' champion, McLaren (its two drivers' points). A table not held here is not shown.
 */
export const F1_FINAL_STANDINGS: ReadonlyMap<
  number,
  {
    drivers: readonly (readonly [abbr: string, points: number, wins: number])[];
    teams: readonly (readonly [id: number, points: number])[];
  }
> = new Map([
  [
    2025,
    {
      drivers: [
        ['NOR', 423, 7],
        ['VER', 421, 8],
        ['PIA', 410, 7],
      ],
      teams: [[1, 833]],
    },
  ],
]);
