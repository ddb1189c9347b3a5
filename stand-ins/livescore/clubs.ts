// The clubs of the demo leagues: name, home ground, the nation most of its players come from, and a playing strength
// (the generator's rating, roughly 55 to 92). Club names and grounds are the real ones; their players are generated.

export interface Club {
  id: number;
  name: string;
  city: string;
  venue: string;
  nation: string;
  strength: number;
}

type Row = [name: string, city: string, venue: string, strength: number];

function clubs(firstId: number, nation: string, rows: readonly Row[]): Club[] {
  return rows.map(([name, city, venue, strength], i) => ({ id: firstId + i, name, city, venue, nation, strength }));
}

export const NB_I_CLUBS = clubs(1001, 'HUN', [
  ['Ferencváros', 'Budapest', 'Groupama Aréna', 74],
  ['Puskás Akadémia', 'Felcsút', 'Pancho Aréna', 68],
  ['Paksi FC', 'Paks', 'Fehérvári úti Stadion', 66],
  ['DVSC', 'Debrecen', 'Nagyerdei Stadion', 64],
  ['MTK Budapest', 'Budapest', 'Hidegkuti Nándor Stadion', 63],
  ['ETO FC', 'Győr', 'ETO Park', 64],
  ['Újpest FC', 'Budapest', 'Szusza Ferenc Stadion', 61],
  ['ZTE FC', 'Zalaegerszeg', 'ZTE Aréna', 60],
  ['DVTK', 'Miskolc', 'DVTK Stadion', 61],
  ['Kisvárda', 'Kisvárda', 'Várkerti Stadion', 58],
  ['Nyíregyháza Spartacus', 'Nyíregyháza', 'Városi Stadion', 58],
  ['Kazincbarcika', 'Kazincbarcika', 'Kolorcity Aréna', 55],
]);

export const PREMIER_LEAGUE_CLUBS = clubs(1101, 'ENG', [
  ['Arsenal', 'London', 'Emirates Stadium', 90],
  ['Aston Villa', 'Birmingham', 'Villa Park', 82],
  ['Bournemouth', 'Bournemouth', 'Vitality Stadium', 77],
  ['Brentford', 'London', 'Gtech Community Stadium', 76],
  ['Brighton', 'Brighton', 'American Express Stadium', 79],
  ['Burnley', 'Burnley', 'Turf Moor', 70],
  ['Chelsea', 'London', 'Stamford Bridge', 86],
  ['Crystal Palace', 'London', 'Selhurst Park', 78],
  ['Everton', 'Liverpool', 'Hill Dickinson Stadium', 75],
  ['Fulham', 'London', 'Craven Cottage', 76],
  ['Leeds United', 'Leeds', 'Elland Road', 72],
  ['Liverpool', 'Liverpool', 'Anfield', 89],
  ['Manchester City', 'Manchester', 'Etihad Stadium', 89],
  ['Manchester United', 'Manchester', 'Old Trafford', 80],
  ['Newcastle United', 'Newcastle', "St James' Park", 82],
  ['Nottingham Forest', 'Nottingham', 'City Ground', 77],
  ['Sunderland', 'Sunderland', 'Stadium of Light', 72],
  ['Tottenham Hotspur', 'London', 'Tottenham Hotspur Stadium', 80],
  ['West Ham United', 'London', 'London Stadium', 74],
  ['Wolverhampton', 'Wolverhampton', 'Molineux Stadium', 72],
]);

export const LA_LIGA_CLUBS = clubs(1201, 'ESP', [
  ['Real Madrid', 'Madrid', 'Santiago Bernabéu', 90],
  ['Barcelona', 'Barcelona', 'Spotify Camp Nou', 90],
  ['Atlético Madrid', 'Madrid', 'Riyadh Air Metropolitano', 85],
  ['Athletic Club', 'Bilbao', 'San Mamés', 80],
  ['Real Sociedad', 'San Sebastián', 'Reale Arena', 77],
  ['Villarreal', 'Villarreal', 'Estadio de la Cerámica', 80],
  ['Real Betis', 'Sevilla', 'Benito Villamarín', 78],
  ['Sevilla', 'Sevilla', 'Ramón Sánchez-Pizjuán', 74],
  ['Valencia', 'Valencia', 'Mestalla', 73],
  ['Celta Vigo', 'Vigo', 'Abanca-Balaídos', 74],
  ['Osasuna', 'Pamplona', 'El Sadar', 72],
  ['Girona', 'Girona', 'Montilivi', 72],
  ['Getafe', 'Getafe', 'Coliseum', 71],
  ['Rayo Vallecano', 'Madrid', 'Estadio de Vallecas', 72],
  ['Mallorca', 'Palma', 'Son Moix', 71],
  ['Espanyol', 'Cornellà de Llobregat', 'RCDE Stadium', 72],
  ['Alavés', 'Vitoria-Gasteiz', 'Mendizorrotza', 70],
  ['Elche', 'Elche', 'Martínez Valero', 69],
  ['Levante', 'Valencia', 'Ciutat de València', 68],
  ['Real Oviedo', 'Oviedo', 'Carlos Tartiere', 67],
]);

export const BUNDESLIGA_CLUBS = clubs(1301, 'GER', [
  ['Bayern München', 'München', 'Allianz Arena', 91],
  ['Borussia Dortmund', 'Dortmund', 'Signal Iduna Park', 83],
  ['Bayer Leverkusen', 'Leverkusen', 'BayArena', 82],
  ['RB Leipzig', 'Leipzig', 'Red Bull Arena', 80],
  ['Eintracht Frankfurt', 'Frankfurt am Main', 'Deutsche Bank Park', 79],
  ['VfB Stuttgart', 'Stuttgart', 'MHPArena', 79],
  ['SC Freiburg', 'Freiburg', 'Europa-Park Stadion', 75],
  ['VfL Wolfsburg', 'Wolfsburg', 'Volkswagen Arena', 73],
  ['Borussia Mönchengladbach', 'Mönchengladbach', 'Borussia-Park', 73],
  ['Mainz 05', 'Mainz', 'Mewa Arena', 73],
  ['Werder Bremen', 'Bréma', 'Weserstadion', 72],
  ['TSG Hoffenheim', 'Sinsheim', 'PreZero Arena', 75],
  ['FC Augsburg', 'Augsburg', 'WWK Arena', 70],
  ['Union Berlin', 'Berlin', 'An der Alten Försterei', 71],
  ['1. FC Heidenheim', 'Heidenheim', 'Voith-Arena', 67],
  ['FC St. Pauli', 'Hamburg', 'Millerntor-Stadion', 68],
  ['Hamburger SV', 'Hamburg', 'Volksparkstadion', 69],
  ['1. FC Köln', 'Köln', 'RheinEnergieStadion', 70],
]);

export const SERIE_A_CLUBS = clubs(1401, 'ITA', [
  ['Inter', 'Milánó', 'San Siro', 88],
  ['Milan', 'Milánó', 'San Siro', 84],
  ['Juventus', 'Torino', 'Allianz Stadium', 84],
  ['Napoli', 'Nápoly', 'Stadio Diego Armando Maradona', 86],
  ['Roma', 'Róma', 'Stadio Olimpico', 82],
  ['Lazio', 'Róma', 'Stadio Olimpico', 78],
  ['Atalanta', 'Bergamo', 'Gewiss Stadium', 82],
  ['Fiorentina', 'Firenze', 'Stadio Artemio Franchi', 76],
  ['Bologna', 'Bologna', "Stadio Renato Dall'Ara", 79],
  ['Torino', 'Torino', 'Stadio Olimpico Grande Torino', 73],
  ['Udinese', 'Udine', 'Bluenergy Stadium', 71],
  ['Genoa', 'Genova', 'Stadio Luigi Ferraris', 70],
  ['Como', 'Como', 'Stadio Giuseppe Sinigaglia', 76],
  ['Cagliari', 'Cagliari', 'Unipol Domus', 69],
  ['Lecce', 'Lecce', 'Stadio Via del Mare', 67],
  ['Parma', 'Parma', 'Stadio Ennio Tardini', 69],
  ['Hellas Verona', 'Verona', 'Stadio Marcantonio Bentegodi', 67],
  ['Sassuolo', 'Sassuolo', 'Mapei Stadium', 69],
  ['Cremonese', 'Cremona', 'Stadio Giovanni Zini', 67],
  ['Pisa', 'Pisa', 'Arena Garibaldi', 66],
]);

/** Champions League clubs from outside the five demo leagues. */
export const OTHER_EUROPEAN_CLUBS: Club[] = [
  { id: 1501, name: 'Paris Saint-Germain', city: 'Párizs', venue: 'Parc des Princes', nation: 'FRA', strength: 89 },
  { id: 1502, name: 'Olympique Marseille', city: 'Marseille', venue: 'Orange Vélodrome', nation: 'FRA', strength: 78 },
  { id: 1503, name: 'AS Monaco', city: 'Monaco', venue: 'Stade Louis II', nation: 'FRA', strength: 77 },
  { id: 1504, name: 'PSV', city: 'Eindhoven', venue: 'Philips Stadion', nation: 'NED', strength: 77 },
  { id: 1505, name: 'Ajax', city: 'Amszterdam', venue: 'Johan Cruijff ArenA', nation: 'NED', strength: 75 },
  { id: 1506, name: 'Benfica', city: 'Lisszabon', venue: 'Estádio da Luz', nation: 'POR', strength: 79 },
  { id: 1507, name: 'Sporting CP', city: 'Lisszabon', venue: 'Estádio José Alvalade', nation: 'POR', strength: 79 },
  { id: 1508, name: 'Club Brugge', city: 'Brugge', venue: 'Jan Breydel Stadion', nation: 'BEL', strength: 74 },
  { id: 1509, name: 'Union SG', city: 'Brüsszel', venue: 'Stade Joseph Marien', nation: 'BEL', strength: 71 },
  { id: 1510, name: 'Galatasaray', city: 'Isztambul', venue: 'RAMS Park', nation: 'TUR', strength: 77 },
  { id: 1511, name: 'Slavia Praha', city: 'Prága', venue: 'Fortuna Aréna', nation: 'CZE', strength: 70 },
  {
    id: 1512,
    name: 'Olimbiakósz',
    city: 'Pireusz',
    venue: 'Georgiosz Karaiszkakisz Stadion',
    nation: 'GRE',
    strength: 72,
  },
  { id: 1513, name: 'Bodø/Glimt', city: 'Bodø', venue: 'Aspmyra Stadion', nation: 'NOR', strength: 70 },
  { id: 1514, name: 'FC København', city: 'Koppenhága', venue: 'Parken', nation: 'DEN', strength: 70 },
  { id: 1515, name: 'Pafosz', city: 'Pafosz', venue: 'Sztéliosz Kiriakídisz Stadion', nation: 'GRE', strength: 64 },
  { id: 1516, name: 'Qarabağ', city: 'Baku', venue: 'Tofiq Bahramov Stadion', nation: 'TUR', strength: 66 },
];

export const ALL_CLUBS: readonly Club[] = [
  ...NB_I_CLUBS,
  ...PREMIER_LEAGUE_CLUBS,
  ...LA_LIGA_CLUBS,
  ...BUNDESLIGA_CLUBS,
  ...SERIE_A_CLUBS,
  ...OTHER_EUROPEAN_CLUBS,
];

const byName = new Map(ALL_CLUBS.map((c) => [c.name, c]));
export function clubNamed(name: string): Club {
  const c = byName.get(name);
  if (!c) throw new Error(`unknown club ${name}`);
  return c;
}

/** The 36 clubs of the Champions League's league phase. */
export const CHAMPIONS_LEAGUE_CLUBS: readonly Club[] = [
  'Real Madrid',
  'Barcelona',
  'Atlético Madrid',
  'Athletic Club',
  'Villarreal',
  'Liverpool',
  'Arsenal',
  'Manchester City',
  'Chelsea',
  'Tottenham Hotspur',
  'Newcastle United',
  'Bayern München',
  'Borussia Dortmund',
  'Bayer Leverkusen',
  'Eintracht Frankfurt',
  'Inter',
  'Napoli',
  'Juventus',
  'Atalanta',
  'Paris Saint-Germain',
  'Olympique Marseille',
  'AS Monaco',
  'PSV',
  'Ajax',
  'Benfica',
  'Sporting CP',
  'Club Brugge',
  'Union SG',
  'Galatasaray',
  'Slavia Praha',
  'Olimbiakósz',
  'Ferencváros',
  'Bodø/Glimt',
  'FC København',
  'Pafosz',
  'Qarabağ',
].map(clubNamed);
