// §5 thousand separator: a space every three digits (a no-break space, so a number never wraps); Hungarian decimal
// comma.
/** The no-break space between a number's groups and before its unit (a number never wraps). */
export const NBSP = '\u00a0';

export function formatNumber(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}
