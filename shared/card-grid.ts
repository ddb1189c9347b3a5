// A card grid's rows are full and its cards keep one size (decision 082): a grid shows a count its columns divide,
// and its columns follow that count, so no last card is stretched across a row and no row is left half empty.

export type GridColumns = 1 | 2 | 3 | 4;

/** How many of `n` cards a grid shows: the most, up to `n`, that two or three columns divide (one to four as they are). */
export function gridFill(n: number): number {
  if (n <= 4 || n % 2 === 0 || n % 3 === 0) return n;
  return n - 1;
}

/**
 * The wide screen's columns for a grid of `n` cards (n from gridFill): three where three divide it, four for four or
 * eight, else two; a card alone takes the row. From 600 px to the wide screen, four columns are two (client/styles).
 */
export function gridColumns(n: number): GridColumns {
  if (n <= 1) return 1;
  if (n % 3 === 0) return 3;
  if (n === 4 || n === 8) return 4;
  return 2;
}

/** The grid's class names, its columns named for the stylesheet. */
export function cardGridClass(n: number): string {
  return `card-grid card-grid--cols-${gridColumns(n)}`;
}

/**
 * How many of `n` cards a fixed grid of four columns (two on a phone) shows, Karakter's books: whole rows of four;
 * fewer than four as they are.
 */
export function fullRowsOfFour(n: number): number {
  return n < 4 ? n : n - (n % 4);
}
