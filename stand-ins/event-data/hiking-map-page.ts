// The hiking map's page (§2.3, §2.8): the scenic-view routes drawn as SVG over a schematic outline
// of Hungary, coloured by difficulty and numbered at their lookouts, with a legend and the list of routes. `?tab=`
// takes the section's hike tab values (§2.3: easy, medium, hard, extreme) and shows that difficulty alone, so the
// frame follows the tab the reader chose; any other value shows every route, as the section page does.
import { HIKE_TAB_PARAM, HIKE_TABS } from '../../shared/constants.ts';
import { HIKING_MAP_PATH } from '../../shared/list-page-constants.ts';
import {
  BALATON,
  DANUBE,
  HUNGARY_OUTLINE,
  type HikeDifficulty,
  type HikingRoute,
  type LonLat,
} from './hiking-routes.ts';
import { esc, table } from './html.ts';

export { HIKING_MAP_PATH };

// An equirectangular projection around the country's middle latitude: good enough for a country 3° tall.
const WEST = 16.0;
const NORTH = 48.7;
const PX_PER_DEGREE = 100;
const LON_SCALE = Math.cos((47.2 * Math.PI) / 180);
const WIDTH = Math.round((23.0 - WEST) * LON_SCALE * PX_PER_DEGREE);
const HEIGHT = Math.round((NORTH - 45.65) * PX_PER_DEGREE);

const xy = ([lon, lat]: LonLat) =>
  `${((lon - WEST) * LON_SCALE * PX_PER_DEGREE).toFixed(1)},${((NORTH - lat) * PX_PER_DEGREE).toFixed(1)}`;
const points = (line: readonly LonLat[]) => line.map(xy).join(' ');

const LABELS: Record<HikeDifficulty, string> = Object.fromEntries(
  HIKE_TABS.filter((t) => t.tag).map((t) => [t.tab, t.label]),
) as Record<HikeDifficulty, string>;

/** The map's own style: colours that read on light and dark (the frame script sets data-theme). */
export const HIKING_MAP_STYLE = `.map{display:block;width:100%;height:auto}
.land{fill:#eef3e6;stroke:#8a9a7a;stroke-width:1.2}.water{fill:none;stroke:#5b9bd5;stroke-width:1.6}.lake{fill:#a9cdef;stroke:#5b9bd5}
.route{fill:none;stroke-width:3.2;stroke-linecap:round;stroke-linejoin:round}.pin circle{stroke:#fff;stroke-width:1.2}.pin text{fill:#fff;font:700 7px system-ui,sans-serif;text-anchor:middle;dominant-baseline:central}
.easy{--c:#2e7d32}.medium{--c:#b26a00}.hard{--c:#c62828}.extreme{--c:#6a1b9a}
.route.easy,.route.medium,.route.hard,.route.extreme{stroke:var(--c)}.pin.easy circle,.pin.medium circle,.pin.hard circle,.pin.extreme circle{fill:var(--c)}
html[data-theme=dark] .land{fill:#26301f;stroke:#6f7f60}html[data-theme=dark] .lake{fill:#28476a}
html[data-theme=dark] .easy{--c:#81c784}html[data-theme=dark] .medium{--c:#ffb74d}html[data-theme=dark] .hard{--c:#ef9a9a}html[data-theme=dark] .extreme{--c:#ce93d8}
html[data-theme=dark] .pin text{fill:#111}html[data-theme=dark] .pin circle{stroke:#111}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 14px;padding:0;margin:6px 0}.legend li::before{content:"";display:inline-block;width:18px;height:4px;margin-right:6px;vertical-align:middle;background:var(--c)}
summary{cursor:pointer;color:var(--accent);margin:4px 0}`;

export function hikingTabOf(value: string | undefined): HikeDifficulty | null {
  const tab = HIKE_TABS.find((t) => t.tab === value && t.tag);
  return tab ? (tab.tab as HikeDifficulty) : null;
}

export function hikingMapTitle(tab: HikeDifficulty | null): string {
  return tab
    ? `Szép kilátás: ${LABELS[tab].toLocaleLowerCase('hu-HU')} túrák térképen`
    : 'Szép kilátás: kilátótúrák térképen';
}

/** The page's body: the SVG map, its legend and the routes' list. */
export function hikingMapBody(routes: readonly HikingRoute[], tab: HikeDifficulty | null): string {
  const shown = routes.filter((r) => !tab || r.difficulty === tab);
  const km = (n: number) => `${n.toFixed(1).replace('.', ',')} km`;
  const svg =
    `<svg class="map" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="map-title" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="map-title">${esc(`${shown.length} kilátótúra Magyarország térképén`)}</title>` +
    `<polygon class="land" points="${points(HUNGARY_OUTLINE)}"/>` +
    `<polyline class="water" points="${points(DANUBE)}"/><polygon class="lake" points="${points(BALATON)}"/>` +
    shown
      .map(
        (r) =>
          `<polyline class="route ${r.difficulty}" data-route="${esc(r.id)}" points="${points(r.path)}"><title>${esc(`${r.name}: ${km(r.lengthKm)}, ${r.ascentM} m szint`)}</title></polyline>`,
      )
      .join('') +
    shown
      .map((r, i) => {
        const [x, y] = xy(r.path[r.path.length - 1]).split(',');
        return `<g class="pin ${r.difficulty}"><title>${esc(r.name)}</title><circle cx="${x}" cy="${y}" r="6"/><text x="${x}" y="${y}">${i + 1}</text></g>`;
      })
      .join('') +
    '</svg>';
  const legend = `<ul class="legend" aria-label="Jelmagyarázat">${(Object.keys(LABELS) as HikeDifficulty[])
    .filter((d) => !tab || d === tab)
    .map((d) => `<li class="${d}">${esc(LABELS[d])} (${routes.filter((r) => r.difficulty === d).length})</li>`)
    .join('')}</ul>`;
  const list = `<details><summary>Az útvonalak listája</summary>${table(
    'Kilátótúrák',
    ['#', 'Kilátó', 'Hegység', 'Nehézség', 'Táv', 'Szint'],
    shown.map((r, i) => [
      `${i + 1}.`,
      esc(r.name),
      esc(r.hills),
      esc(LABELS[r.difficulty]),
      km(r.lengthKm),
      `${r.ascentM} m`,
    ]),
    [4, 5],
  )}</details>`;
  return svg + legend + list;
}

/** `?tab=` of a request's query string, as the section page names it. */
export const HIKING_MAP_TAB_PARAM = HIKE_TAB_PARAM;
