// §2.8 where the window scrolls after a client navigation (first load and back/forward are decided elsewhere):
// - 'list': same path, only the query changed (a page of a list, a tab's filter): glide to the list content;
// - 'keep': same path where the query drives an interactive page (archive search, sports selects) or the mobile
//   app (its webview keeps its own position): stay put;
// - 'top': everything else, including the section fronts and moves between section and tag/author lists.
// The section fronts are exactly /after, /g7 and /karakter; their tab paths (/g7/adat, /karakter/legfrissebb …) are
// paginated lists and glide like any other list.
import { MOBILE_APP_PARAM } from '../../shared/navigation-constants.ts';
import { sectionPathParts, SPORT_SECTION } from '../../shared/section-url.ts';
import { SUB_SITE_ALTERNATION } from '../../shared/sites/site-table.ts';

export type NavigationScroll = 'list' | 'keep' | 'top';

const SITE = `(?:/(?:${SUB_SITE_ALTERNATION}))?`;
const FRONT = new RegExp(`^/(?:${SUB_SITE_ALTERNATION})/?$`);
const ARCHIVE = new RegExp(`^${SITE}/archivum/?$`);

/** §2.1 "/rovat/sport…": the sport sections and the pages under them (football, Formula 1), on any site. */
function isSportSection(pathname: string): boolean {
  return sectionPathParts(pathname)?.section.startsWith(SPORT_SECTION) ?? false;
}

export function navigationScrollRule(fromPath: string, to: { pathname: string; search: string }): NavigationScroll {
  if (fromPath !== to.pathname) return 'top';
  if (FRONT.test(to.pathname)) return 'top';
  if (new URLSearchParams(to.search).has(MOBILE_APP_PARAM) || ARCHIVE.test(to.pathname) || isSportSection(to.pathname))
    return 'keep';
  return 'list';
}
