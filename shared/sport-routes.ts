// Where the sports pages live (docs/decisions/029-sport-routes.md): under the sport section, /rovat/sport/…, the §2.1
// "other section paths seen", so the §2.8 sport-section rules (no smooth scroll to the list) hold for them as for the
// section list itself. Every link to them is built here, so a page, the article dashboard and the demo data agree.
import type { F1View, FootballView } from './sport-constants.ts';
import { F1_DEFAULT_VIEW, F1_PARAMS, FOOTBALL_PARAMS, NO_FIXTURE } from './sport-constants.ts';
import { SPORT_SECTION } from './section-url.ts';

export const SPORT_SECTION_PATH = `/rovat/${SPORT_SECTION}`;
export const FOOTBALL_PATH = '/rovat/sport/foci';
export const FORMULA1_PATH = '/rovat/sport/forma-1';
/** The old addresses the publisher's sport-leagues links used; they move here (server/policy/redirect-table.json). */
export const LEGACY_SPORT_PATHS = { '/sport/foci': FOOTBALL_PATH, '/sport/forma-1': FORMULA1_PATH } as const;

/** The sport section's tab bar: its article list and the two live-score pages. */
export const SPORT_TABS = [
  { label: 'Hírek', href: SPORT_SECTION_PATH },
  { label: 'Foci', href: FOOTBALL_PATH },
  { label: 'Forma–1', href: FORMULA1_PATH },
] as const;

export interface FootballLink {
  country?: string | null;
  league?: number | null;
  season?: number | null;
  view?: FootballView | null;
  day?: string | null;
  fixture?: number | null;
}

/** A football page URL; parameters left out (or at their "none") are not written. */
export function footballHref(q: FootballLink): string {
  const p = new URLSearchParams();
  if (q.country) p.set(FOOTBALL_PARAMS.country, q.country);
  if (q.league) p.set(FOOTBALL_PARAMS.league, String(q.league));
  if (q.season) p.set(FOOTBALL_PARAMS.season, String(q.season));
  if (q.view) p.set(FOOTBALL_PARAMS.view, q.view);
  if (q.day) p.set(FOOTBALL_PARAMS.day, q.day);
  if (q.fixture && q.fixture !== NO_FIXTURE) p.set(FOOTBALL_PARAMS.fixture, String(q.fixture));
  return p.size ? `${FOOTBALL_PATH}?${p}` : FOOTBALL_PATH;
}

export interface F1Link {
  view?: F1View | null;
  season?: number | null;
  competition?: number | null;
  race?: string | null;
  team?: number | null;
  driver?: number | null;
}

/** A Formula 1 page URL; the default view is not written. */
export function formula1Href(q: F1Link): string {
  const p = new URLSearchParams();
  if (q.view && q.view !== F1_DEFAULT_VIEW) p.set(F1_PARAMS.view, q.view);
  if (q.season) p.set(F1_PARAMS.season, String(q.season));
  if (q.competition) p.set(F1_PARAMS.competition, String(q.competition));
  if (q.race) p.set(F1_PARAMS.race, q.race);
  if (q.team) p.set(F1_PARAMS.team, String(q.team));
  if (q.driver) p.set(F1_PARAMS.driver, String(q.driver));
  return p.size ? `${FORMULA1_PATH}?${p}` : FORMULA1_PATH;
}
