// §2.7, §5 the Formula 1 page's query: oldal (versenynaptar by default, csapatok, versenyzok, pontverseny,
// konstruktor), szezon (default: this year), verseny, futam (negative: the starting grid; dotted: merged parts),
// csapat and versenyzo. Unknown or malformed values fall back to their defaults; parsing never throws.
import { calendarDay } from './calendar-day.ts';
import { positiveInt, queryValue, type QueryLike } from './query-value.ts';
import { formatRaceId, parseRaceId } from './race-id.ts';
import { F1_DEFAULT_VIEW, F1_PARAMS, F1_VIEWS, SPORT_TIME_ZONE, type F1View } from './sport-constants.ts';

export interface F1Query {
  view: F1View;
  season: number;
  /** null: the §4 default competition */
  competition: number | null;
  /** a race id as parseRaceId reads it ('7', '-7', '4.5.6'); null: the §4 default race */
  race: string | null;
  team: number | null;
  driver: number | null;
}

export interface F1QueryContext {
  nowSeconds: number;
  timeZone?: string;
  /** the seasons on offer; without it any year from 1950 to next year is taken */
  seasons?: readonly number[];
}

const FIRST_SEASON = 1950;

export function parseF1Query(query: QueryLike, ctx: F1QueryContext): F1Query {
  const get = (name: string) => queryValue(query, name)?.trim() ?? null;
  const viewValue = get(F1_PARAMS.view);
  const view = (F1_VIEWS as readonly string[]).includes(viewValue ?? '') ? (viewValue as F1View) : F1_DEFAULT_VIEW;
  const thisYear = Number(calendarDay(ctx.nowSeconds, ctx.timeZone ?? SPORT_TIME_ZONE).slice(0, 4));
  const asked = positiveInt(get(F1_PARAMS.season));
  let season: number;
  if (ctx.seasons && ctx.seasons.length > 0) {
    const newest = Math.max(...ctx.seasons);
    season = asked !== null && ctx.seasons.includes(asked) ? asked : ctx.seasons.includes(thisYear) ? thisYear : newest;
  } else {
    season = asked !== null && asked >= FIRST_SEASON && asked <= thisYear + 1 ? asked : thisYear;
  }
  const race = parseRaceId(get(F1_PARAMS.race));
  return {
    view,
    season,
    competition: positiveInt(get(F1_PARAMS.competition)),
    race: race ? formatRaceId(race) : null,
    team: positiveInt(get(F1_PARAMS.team)),
    driver: positiveInt(get(F1_PARAMS.driver)),
  };
}
