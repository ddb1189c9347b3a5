// What every route of the livescore service reads: the generated data and the clock.
import type { FootballWorld } from './football-world.ts';
import type { F1World } from './f1-world.ts';

export interface LivescoreContext {
  football: FootballWorld;
  f1: F1World;
  /** the service's "now", unix seconds */
  nowS: () => number;
}
