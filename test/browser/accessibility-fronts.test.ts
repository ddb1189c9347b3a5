// The list pages: the fronts of the main site, After, G7 and Karakter, the latest list, a section list,
// the archive and the podcasts page have no serious or critical axe finding (WCAG 2.2 AA and best practice, none
// switched off) at 375 and 1280 px, light and dark, and no sideways scrolling on the phone. The article-like pages
// are in accessibility-pages.test.ts: the two files share the work about equally (test/helpers/accessibility-run.ts).
import t from 'tap';
import { checkPages } from '../helpers/accessibility-run.ts';

await checkPages(t, (s) => ['/', '/after', '/g7', '/karakter', '/legfrissebb', s.section, s.archive, s.podcast]);
