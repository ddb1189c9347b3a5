// Formula 1 reference data: the Grand Prix calendar in its order with each circuit's facts (approximate, as the
// publicly known figures), and the constructors with their histories. The drivers are generated (f1-world.ts).

export interface CircuitDef {
  /** competition (Grand Prix) id; the circuit's own id is 100 more */
  id: number;
  competition: string;
  country: string;
  city: string;
  name: string;
  lengthKm: number;
  laps: number;
  lapRecord: { time: string; driver: string; year: number } | null;
  opened: number;
  firstGrandPrix: number;
  capacity: number;
  owner: string | null;
}

const c = (
  id: number, competition: string, country: string, city: string, name: string, lengthKm: number, laps: number,
  lapRecord: [string, string, number] | null, opened: number, firstGrandPrix: number, capacity: number, owner: string | null = null,
): CircuitDef => ({
  id, competition, country, city, name, lengthKm, laps, opened, firstGrandPrix, capacity, owner,
  lapRecord: lapRecord ? { time: lapRecord[0], driver: lapRecord[1], year: lapRecord[2] } : null,
});

/** The season's Grand Prix weekends in calendar order. */
export const CIRCUITS: readonly CircuitDef[] = [
  c(1, 'Ausztrál Nagydíj', 'Ausztrália', 'Melbourne', 'Albert Park Circuit', 5.278, 58, ['1:19.813', 'Charles Leclerc', 2024], 1953, 1996, 125_000, 'Australian Grand Prix Corporation'),
  c(2, 'Kínai Nagydíj', 'Kína', 'Sanghaj', 'Shanghai International Circuit', 5.451, 56, ['1:32.238', 'Michael Schumacher', 2004], 2004, 2004, 200_000),
  c(3, 'Japán Nagydíj', 'Japán', 'Szuzuka', 'Suzuka International Racing Course', 5.807, 53, ['1:30.983', 'Lewis Hamilton', 2019], 1962, 1987, 155_000, 'Mobilityland'),
  c(4, 'Bahreini Nagydíj', 'Bahrein', 'Szahír', 'Bahrain International Circuit', 5.412, 57, ['1:31.447', 'Pedro de la Rosa', 2005], 2004, 2004, 70_000),
  c(5, 'Szaúd-arábiai Nagydíj', 'Szaúd-Arábia', 'Dzsidda', 'Jeddah Corniche Circuit', 6.174, 50, ['1:30.734', 'Lewis Hamilton', 2021], 2021, 2021, 50_000),
  c(6, 'Miami Nagydíj', 'Egyesült Államok', 'Miami', 'Miami International Autodrome', 5.412, 57, ['1:29.708', 'Max Verstappen', 2023], 2022, 2022, 80_000),
  c(7, 'Kanadai Nagydíj', 'Kanada', 'Montréal', 'Circuit Gilles-Villeneuve', 4.361, 70, ['1:13.078', 'Valtteri Bottas', 2019], 1978, 1978, 100_000),
  c(8, 'Monacói Nagydíj', 'Monaco', 'Monte-Carlo', 'Circuit de Monaco', 3.337, 78, ['1:12.909', 'Lewis Hamilton', 2021], 1929, 1950, 37_000, 'Automobile Club de Monaco'),
  c(9, 'Barcelona-katalóniai Nagydíj', 'Spanyolország', 'Montmeló', 'Circuit de Barcelona-Catalunya', 4.657, 66, ['1:16.330', 'Max Verstappen', 2023], 1991, 1991, 140_000),
  c(10, 'Osztrák Nagydíj', 'Ausztria', 'Spielberg', 'Red Bull Ring', 4.318, 71, ['1:05.619', 'Carlos Sainz', 2020], 1969, 1970, 105_000, 'Red Bull'),
  c(11, 'Brit Nagydíj', 'Egyesült Királyság', 'Silverstone', 'Silverstone Circuit', 5.891, 52, ['1:27.097', 'Max Verstappen', 2020], 1948, 1950, 150_000, 'British Racing Drivers\' Club'),
  c(12, 'Belga Nagydíj', 'Belgium', 'Stavelot', 'Circuit de Spa-Francorchamps', 7.004, 44, ['1:44.701', 'Sergio Pérez', 2024], 1921, 1950, 70_000),
  c(13, 'Magyar Nagydíj', 'Magyarország', 'Mogyoród', 'Hungaroring', 4.381, 70, ['1:16.627', 'Lewis Hamilton', 2020], 1986, 1986, 70_000, 'Hungaroring Sport Zrt.'),
  c(14, 'Holland Nagydíj', 'Hollandia', 'Zandvoort', 'Circuit Zandvoort', 4.259, 72, ['1:11.097', 'Lewis Hamilton', 2021], 1948, 1952, 105_000),
  c(15, 'Olasz Nagydíj', 'Olaszország', 'Monza', 'Autodromo Nazionale Monza', 5.793, 53, ['1:21.046', 'Rubens Barrichello', 2004], 1922, 1950, 113_000, 'Automobile Club d\'Italia'),
  c(16, 'Spanyol Nagydíj', 'Spanyolország', 'Madrid', 'Madring', 5.474, 57, null, 2026, 2026, 110_000),
  c(17, 'Azeri Nagydíj', 'Azerbajdzsán', 'Baku', 'Baku City Circuit', 6.003, 51, ['1:43.009', 'Charles Leclerc', 2019], 2016, 2016, 18_500),
  c(18, 'Szingapúri Nagydíj', 'Szingapúr', 'Szingapúr', 'Marina Bay Street Circuit', 4.94, 62, ['1:34.486', 'Daniel Ricciardo', 2024], 2008, 2008, 90_000),
  c(19, 'Amerikai Nagydíj', 'Egyesült Államok', 'Austin', 'Circuit of the Americas', 5.513, 56, ['1:36.169', 'Charles Leclerc', 2019], 2012, 2012, 120_000),
  c(20, 'Mexikóvárosi Nagydíj', 'Mexikó', 'Mexikóváros', 'Autódromo Hermanos Rodríguez', 4.304, 71, ['1:17.774', 'Valtteri Bottas', 2021], 1959, 1963, 110_000),
  c(21, 'São Pauló-i Nagydíj', 'Brazília', 'São Paulo', 'Autódromo José Carlos Pace', 4.309, 71, ['1:10.540', 'Valtteri Bottas', 2018], 1940, 1973, 60_000),
  c(22, 'Las Vegas-i Nagydíj', 'Egyesült Államok', 'Las Vegas', 'Las Vegas Strip Circuit', 6.201, 50, ['1:34.876', 'Lando Norris', 2024], 2023, 2023, 100_000),
  c(23, 'Katari Nagydíj', 'Katar', 'Lusail', 'Lusail International Circuit', 5.419, 57, ['1:22.384', 'Lando Norris', 2024], 2004, 2021, 52_000),
  c(24, 'Abu-dzabi Nagydíj', 'Egyesült Arab Emírségek', 'Abu-Dzabi', 'Yas Marina Circuit', 5.281, 58, ['1:26.103', 'Max Verstappen', 2021], 2009, 2009, 60_000),
];

export interface TeamDef {
  id: number;
  name: string;
  base: string;
  firstEntry: number;
  championships: number;
  wins: number;
  poles: number;
  fastestLaps: number;
  chassis: string;
  engine: string;
  /** car pace, 0..1 (1 the fastest car) */
  pace: number;
}

const t = (
  id: number, name: string, base: string, firstEntry: number, championships: number, wins: number, poles: number,
  fastestLaps: number, chassis: string, engine: string, pace: number,
): TeamDef => ({ id, name, base, firstEntry, championships, wins, poles, fastestLaps, chassis, engine, pace });

/** The constructors. Chassis names carry the season's last two digits where the team names them so ('MCL{yy}'). */
export const TEAMS: readonly TeamDef[] = [
  t(1, 'McLaren', 'Woking, Egyesült Királyság', 1966, 10, 203, 167, 180, 'MCL{yy}', 'Mercedes', 0.97),
  t(2, 'Ferrari', 'Maranello, Olaszország', 1950, 16, 248, 253, 263, 'SF-{yy}', 'Ferrari', 0.9),
  t(3, 'Red Bull Racing', 'Milton Keynes, Egyesült Királyság', 2005, 6, 130, 107, 100, 'RB{yy}', 'Red Bull Ford', 0.91),
  t(4, 'Mercedes', 'Brackley, Egyesült Királyság', 2010, 8, 130, 137, 110, 'W{yy}', 'Mercedes', 0.94),
  t(5, 'Aston Martin', 'Silverstone, Egyesült Királyság', 2021, 0, 0, 1, 0, 'AMR{yy}', 'Honda', 0.78),
  t(6, 'Alpine', 'Enstone, Egyesült Királyság', 2021, 0, 1, 0, 0, 'A5{yy}', 'Mercedes', 0.7),
  t(7, 'Williams', 'Grove, Egyesült Királyság', 1978, 9, 114, 128, 133, 'FW{yy}', 'Mercedes', 0.82),
  t(8, 'Racing Bulls', 'Faenza, Olaszország', 2006, 0, 2, 1, 3, 'VCARB {yy}', 'Red Bull Ford', 0.76),
  t(9, 'Haas', 'Kannapolis, Egyesült Államok', 2016, 0, 0, 1, 3, 'VF-{yy}', 'Ferrari', 0.73),
  t(10, 'Audi', 'Hinwil, Svájc', 2026, 0, 0, 0, 0, 'R{yy}', 'Audi', 0.68),
  t(11, 'Cadillac', 'Fishers, Egyesült Államok', 2026, 0, 0, 0, 0, 'MAC-{yy}', 'Ferrari', 0.6),
];

/** The drivers' nations (FIFA codes, as nations.ts knows them) and a birthplace in each. */
export const DRIVER_ORIGINS: readonly (readonly [nation: string, city: string])[] = [
  ['NED', 'Hasselt'], ['ENG', 'Bristol'], ['AUS', 'Melbourne'], ['FRA', 'Rouen'], ['ESP', 'Oviedo'], ['GER', 'Heppenheim'],
  ['MEX', 'Guadalajara'], ['JPN', 'Szagamihara'], ['CAN', 'Montréal'], ['ITA', 'Bologna'], ['BRA', 'São Paulo'],
  ['ARG', 'Pilar'], ['DEN', 'Roskilde'], ['USA', 'Indianapolis'], ['SUI', 'Genf'], ['POL', 'Krakkó'], ['HUN', 'Budapest'],
  ['AUT', 'Bécs'], ['BEL', 'Antwerpen'], ['NOR', 'Oslo'], ['SWE', 'Göteborg'], ['ENG', 'Stevenage'],
];
