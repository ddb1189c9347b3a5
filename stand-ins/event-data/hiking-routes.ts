// The scenic-view hikes of the hiking map (§2.3, §2.8: "a hiking-map iframe with a caption about Hungarian
// scenic-view hikes"): real lookout points of Hungary's hills at their coordinates, each reached by a route that is
// generated from the seed (its trailhead, its path, its length and ascent), and a schematic outline of the country,
// the Danube and Lake Balaton to draw them on. No map tiles: the page draws everything itself, offline.
import { HIKE_TABS } from '../../shared/constants.ts';
import { Rng } from '../origin/seed/rng.ts';

/** A hike tab's value (§2.3): easy, medium, hard, extreme. */
export type HikeDifficulty = Exclude<(typeof HIKE_TABS)[number]['tab'], 'all'>;

/** [longitude, latitude] in degrees */
export type LonLat = readonly [number, number];

interface Lookout {
  name: string;
  hills: string;
  at: LonLat;
  difficulty: HikeDifficulty;
}

const LOOKOUTS: readonly Lookout[] = [
  { name: 'Erzsébet-kilátó (János-hegy)', hills: 'Budai-hegység', at: [18.959, 47.518], difficulty: 'easy' },
  { name: 'Kisfaludy-kilátó (Badacsony)', hills: 'Balaton-felvidék', at: [17.497, 46.802], difficulty: 'easy' },
  { name: 'Somló-vár és kilátó', hills: 'Somló', at: [17.371, 47.145], difficulty: 'easy' },
  { name: 'Tubesi kilátó', hills: 'Mecsek', at: [18.214, 46.101], difficulty: 'easy' },
  { name: 'Hollókői vár', hills: 'Cserhát', at: [19.592, 47.997], difficulty: 'easy' },
  { name: 'Dobogókő', hills: 'Visegrádi-hegység', at: [18.899, 47.719], difficulty: 'medium' },
  { name: 'Zengő', hills: 'Keleti-Mecsek', at: [18.381, 46.181], difficulty: 'medium' },
  { name: 'Írott-kő', hills: 'Kőszegi-hegység', at: [16.436, 47.353], difficulty: 'medium' },
  { name: 'Kőris-hegy', hills: 'Bakony', at: [17.751, 47.293], difficulty: 'medium' },
  { name: 'Kopasz-hegy (Tokaj)', hills: 'Zempléni-hegység', at: [21.381, 48.137], difficulty: 'medium' },
  { name: 'Kékestető', hills: 'Mátra', at: [20.009, 47.873], difficulty: 'hard' },
  { name: 'Nagy-Hideg-hegy', hills: 'Börzsöny', at: [18.967, 47.882], difficulty: 'hard' },
  { name: 'Bálvány', hills: 'Bükk', at: [20.447, 48.071], difficulty: 'hard' },
  { name: 'Karancs', hills: 'Karancs–Medves', at: [19.754, 48.144], difficulty: 'hard' },
  {
    name: 'Prédikálószék a Vadálló-köveken át',
    hills: 'Visegrádi-hegység',
    at: [18.962, 47.771],
    difficulty: 'extreme',
  },
  { name: 'Nagy-Milic', hills: 'Zempléni-hegység', at: [21.47, 48.557], difficulty: 'extreme' },
  { name: 'Bükk-fennsík: Tar-kő és Istállós-kő', hills: 'Bükk', at: [20.412, 48.098], difficulty: 'extreme' },
];

/** Our choice: how long each difficulty's routes are (km, min–max) and how much they climb per km (m). */
const LENGTH_KM: Record<HikeDifficulty, readonly [number, number]> = {
  easy: [4, 8],
  medium: [8, 14],
  hard: [14, 22],
  extreme: [22, 32],
};
const CLIMB_PER_KM: Record<HikeDifficulty, readonly [number, number]> = {
  easy: [25, 45],
  medium: [40, 60],
  hard: [50, 75],
  extreme: [60, 90],
};
const ROUTE_POINTS = 14;
const KM_PER_DEGREE_LAT = 111.2;

export interface HikingRoute {
  id: string;
  name: string;
  hills: string;
  difficulty: HikeDifficulty;
  lengthKm: number;
  ascentM: number;
  /** from the trailhead to the lookout */
  path: LonLat[];
}

/** The routes, generated from the seed: a trailhead on a side of the lookout, then a winding way up to it. */
export function hikingRoutes(seed: number): HikingRoute[] {
  const rng = new Rng(seed * 7919 + 17);
  return LOOKOUTS.map((l, i) => {
    const [min, max] = LENGTH_KM[l.difficulty];
    const lengthKm = Math.round((min + rng.next() * (max - min)) * 10) / 10;
    const [cMin, cMax] = CLIMB_PER_KM[l.difficulty];
    const ascentM = Math.round((lengthKm * (cMin + rng.next() * (cMax - cMin))) / 10) * 10;
    // A winding path is about 1.6 times longer than the straight line from its trailhead.
    const straightKm = lengthKm / 1.6;
    const bearing = rng.next() * 2 * Math.PI;
    const kmPerDegreeLon = KM_PER_DEGREE_LAT * Math.cos((l.at[1] * Math.PI) / 180);
    const start: LonLat = [
      l.at[0] + (Math.sin(bearing) * straightKm) / kmPerDegreeLon,
      l.at[1] + (Math.cos(bearing) * straightKm) / KM_PER_DEGREE_LAT,
    ];
    const wobble = straightKm * 0.18;
    const path: LonLat[] = [];
    for (let p = 0; p <= ROUTE_POINTS; p++) {
      const f = p / ROUTE_POINTS;
      // The way wanders sideways in the middle and arrives exactly at both ends.
      const side = p === 0 || p === ROUTE_POINTS ? 0 : (rng.next() - 0.5) * 2 * wobble * Math.sin(Math.PI * f);
      const lon = start[0] + (l.at[0] - start[0]) * f + (Math.cos(bearing) * side) / kmPerDegreeLon;
      const lat = start[1] + (l.at[1] - start[1]) * f - (Math.sin(bearing) * side) / KM_PER_DEGREE_LAT;
      path.push([Math.round(lon * 10000) / 10000, Math.round(lat * 10000) / 10000]);
    }
    return { id: `tura-${i + 1}`, name: l.name, hills: l.hills, difficulty: l.difficulty, lengthKm, ascentM, path };
  });
}

/** Hungary's border, schematic (a few dozen points, clockwise from the west). */
export const HUNGARY_OUTLINE: readonly LonLat[] = [
  [16.11, 46.87],
  [16.34, 46.99],
  [16.49, 47.16],
  [16.44, 47.35],
  [16.65, 47.45],
  [16.71, 47.6],
  [16.58, 47.75],
  [16.9, 47.69],
  [17.09, 47.71],
  [17.07, 47.87],
  [17.18, 48.02],
  [17.46, 47.87],
  [17.71, 47.75],
  [18.12, 47.75],
  [18.5, 47.76],
  [18.77, 47.82],
  [18.85, 47.95],
  [19.06, 48.07],
  [19.47, 48.09],
  [19.9, 48.15],
  [20.12, 48.25],
  [20.41, 48.42],
  [20.63, 48.56],
  [21.06, 48.52],
  [21.44, 48.57],
  [21.66, 48.41],
  [22.13, 48.38],
  [22.42, 48.23],
  [22.89, 47.96],
  [22.6, 47.77],
  [22.26, 47.73],
  [22.01, 47.5],
  [21.71, 47.13],
  [21.5, 46.84],
  [21.28, 46.56],
  [21.17, 46.3],
  [20.73, 46.18],
  [20.26, 46.12],
  [19.7, 46.17],
  [19.3, 46.03],
  [18.91, 45.93],
  [18.56, 45.8],
  [18.13, 45.78],
  [17.65, 45.93],
  [17.35, 45.99],
  [17.17, 46.18],
  [16.86, 46.38],
  [16.6, 46.47],
  [16.37, 46.63],
  [16.11, 46.87],
];

/** The Danube across the country, from Rajka to Mohács. */
export const DANUBE: readonly LonLat[] = [
  [17.18, 48.02],
  [17.65, 47.78],
  [18.12, 47.76],
  [18.5, 47.76],
  [18.74, 47.8],
  [18.9, 47.8],
  [19.13, 47.78],
  [19.07, 47.62],
  [19.05, 47.5],
  [18.97, 47.3],
  [18.94, 46.96],
  [18.86, 46.62],
  [18.93, 46.38],
  [18.95, 46.18],
  [18.68, 45.99],
  [18.91, 45.93],
];

/** Lake Balaton, schematic. */
export const BALATON: readonly LonLat[] = [
  [17.24, 46.72],
  [17.42, 46.79],
  [17.62, 46.85],
  [17.85, 46.93],
  [18.05, 47.0],
  [18.17, 47.05],
  [18.1, 46.98],
  [17.9, 46.87],
  [17.68, 46.78],
  [17.45, 46.71],
  [17.28, 46.68],
  [17.24, 46.72],
];
