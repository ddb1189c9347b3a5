// Named searches the section fronts ask for in one call (§7 "article search by list of named searches or group
// slugs"; §2.4 fronts, §9 slice sizes). Offsets keep consecutive blocks of one front from repeating items.
import { AFTER_FRONT, G7_FRONT, KARAKTER_FRONT } from '../../shared/constants.ts';

export interface NamedSearch {
  /** Originating site the block shows (intersected with what the reader may see). */
  site?: string;
  mstag?: string[];
  flag?: string[];
  count: number;
  offset?: number;
}

/** Sections without a fixed slice size in §9 get this many, enough for a front to drop repeats. */
const GENEROUS = 10;

export const NAMED_SEARCHES = {
  'after-new': { site: 'after', count: AFTER_FRONT.newest },
  'after-card': { site: 'after', count: AFTER_FRONT.cards, offset: AFTER_FRONT.newest },
  'after-article': { site: 'after', count: AFTER_FRONT.articles, offset: AFTER_FRONT.newest + AFTER_FRONT.cards },
  'after-podcast': { mstag: ['after-podcast'], count: AFTER_FRONT.podcasts },
  'after-korabbi': {
    site: 'after',
    count: AFTER_FRONT.earlier,
    offset: AFTER_FRONT.newest + AFTER_FRONT.cards + AFTER_FRONT.articles,
  },
  'g7-friss': { site: 'g7', count: G7_FRONT.carousel },
  'g7-kozelet': { mstag: ['kozelet'], count: G7_FRONT.kozelet + G7_FRONT.articles },
  'g7-adat': { mstag: ['adat'], count: G7_FRONT.adat + G7_FRONT.articles },
  'g7-penz': { mstag: ['penz'], count: G7_FRONT.penz + G7_FRONT.articles },
  'g7-partner': { mstag: ['g7-pr', 'g7-nativ'], count: G7_FRONT.articles },
  'g7-pr': { mstag: ['g7-pr', 'g7-nativ'], count: G7_FRONT.articles },
  'g7-podcast': { mstag: ['g7-podcast'], count: G7_FRONT.podcasts },
  'g7-tovabbi': { site: 'g7', count: G7_FRONT.older, offset: G7_FRONT.carousel + G7_FRONT.articles },
  'karakter-friss': { site: 'karakter', count: KARAKTER_FRONT.friss + GENEROUS },
  kultura: { mstag: ['kultura'], count: KARAKTER_FRONT.kulturaMega + KARAKTER_FRONT.kultura + GENEROUS },
  nagyito: { mstag: ['nagyito'], count: KARAKTER_FRONT.nagyito + GENEROUS },
  konyvespolc: {
    mstag: ['konyvespolc'],
    count: KARAKTER_FRONT.konyvespolcMega + KARAKTER_FRONT.konyvespolc + GENEROUS,
  },
  beleolvaso: { mstag: ['beleolvaso'], count: GENEROUS },
  telextarcak: { mstag: ['telextarcak'], count: KARAKTER_FRONT.tarcaMega + KARAKTER_FRONT.tarca + GENEROUS },
  kritika: { mstag: ['kritika'], count: KARAKTER_FRONT.kritika + GENEROUS },
  portre: { mstag: ['portre'], count: KARAKTER_FRONT.portre + GENEROUS },
  'karakter-korabbi': {
    site: 'karakter',
    count: KARAKTER_FRONT.older + GENEROUS,
    offset: KARAKTER_FRONT.friss + GENEROUS,
  },
} as const satisfies Record<string, NamedSearch>;

export type NamedSearchSlug = keyof typeof NAMED_SEARCHES;

/** A section (super-tag) slug used as a group name: its newest articles. */
export const groupSearch = (mstag: string): NamedSearch => ({ mstag: [mstag], count: GENEROUS });

export function namedSearch(slug: string): NamedSearch | undefined {
  return Object.hasOwn(NAMED_SEARCHES, slug) ? NAMED_SEARCHES[slug as NamedSearchSlug] : undefined;
}
