// The article-like and service pages: a plain article, a live blog, the football and Formula 1 pages, a
// supplement, the prediction game and the support page have no serious or critical axe finding (WCAG 2.2 AA and
// best practice, none switched off) at 375 and 1280 px, light and dark, and no sideways scrolling on the phone.
// The list pages are in accessibility-fronts.test.ts (test/helpers/accessibility-run.ts holds the check).
import t from 'tap';
import { checkPages } from '../helpers/accessibility-run.ts';

await checkPages(t, (s) => [
  s.plainArticle,
  s.liveBlog,
  s.football,
  s.formula1,
  s.supplement,
  s.predictionGame,
  s.support,
]);
