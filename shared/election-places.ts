// §2.5 valasztas-2024's data pages under {token}: the places the data site has a page for, by token. The data site
// (stand-ins/event-data) gives a place's result only where it is recorded; the supplement page knows the tokens, so an
// unknown one is a 404 without asking anyone.
export interface ElectionPlace {
  token: string;
  name: string;
  /** registered voters, roughly */
  voters: number;
}

const BUDAPEST_DISTRICT_VOTERS = [
  19_800, 44_100, 96_300, 75_800, 21_900, 31_900, 55_400, 55_600, 42_300, 59_500, 107_600, 52_300, 90_700, 99_700,
  63_900, 56_900, 66_300, 80_200, 45_600, 50_900, 58_900, 43_700, 17_900,
];
const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
];

export const ELECTION_PLACES: readonly ElectionPlace[] = [
  { token: 'budapest', name: 'Budapest', voters: 1_356_000 },
  ...BUDAPEST_DISTRICT_VOTERS.map((voters, i) => ({
    token: `budapest-${String(i + 1).padStart(2, '0')}`,
    name: `Budapest ${ROMAN[i]}. kerület`,
    voters,
  })),
  { token: 'debrecen', name: 'Debrecen', voters: 161_000 },
  { token: 'szeged', name: 'Szeged', voters: 132_000 },
  { token: 'miskolc', name: 'Miskolc', voters: 124_000 },
  { token: 'pecs', name: 'Pécs', voters: 118_000 },
  { token: 'gyor', name: 'Győr', voters: 103_000 },
  { token: 'nyiregyhaza', name: 'Nyíregyháza', voters: 95_000 },
  { token: 'kecskemet', name: 'Kecskemét', voters: 89_000 },
  { token: 'szekesfehervar', name: 'Székesfehérvár', voters: 78_000 },
  { token: 'szombathely', name: 'Szombathely', voters: 63_000 },
  { token: 'szolnok', name: 'Szolnok', voters: 56_000 },
  { token: 'erd', name: 'Érd', voters: 51_000 },
  { token: 'tatabanya', name: 'Tatabánya', voters: 53_000 },
  { token: 'kaposvar', name: 'Kaposvár', voters: 51_000 },
  { token: 'veszprem', name: 'Veszprém', voters: 47_000 },
  { token: 'bekescsaba', name: 'Békéscsaba', voters: 46_000 },
  { token: 'zalaegerszeg', name: 'Zalaegerszeg', voters: 45_000 },
  { token: 'sopron', name: 'Sopron', voters: 48_000 },
  { token: 'eger', name: 'Eger', voters: 42_000 },
  { token: 'nagykanizsa', name: 'Nagykanizsa', voters: 36_000 },
  { token: 'dunaujvaros', name: 'Dunaújváros', voters: 36_000 },
  { token: 'hodmezovasarhely', name: 'Hódmezővásárhely', voters: 35_000 },
  { token: 'szekszard', name: 'Szekszárd', voters: 26_000 },
  { token: 'salgotarjan', name: 'Salgótarján', voters: 27_000 },
];

export function electionPlace(token: string): ElectionPlace | null {
  return ELECTION_PLACES.find((p) => p.token === token) ?? null;
}
