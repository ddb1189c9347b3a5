// §5 quiz results: a share of the answers as a percent rounded to one decimal, an average shown with one decimal.
// Rounding is half away from zero on the exact fraction (count·1000/total), so 1/8 is 12.5 and 1/6 is 16.7, never a
// binary-float artefact such as 12.499999.
import { formatNumber } from './format-number.ts';

const roundOneDecimal = (tenths: number) => (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;

/** Percent of `count` in `total`, one decimal; 0 when nobody answered. */
export function quizPercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return roundOneDecimal((count * 1000) / total);
}

/** Mean of `count` values adding up to `sum`, one decimal; null when there are none. */
export function quizAverage(sum: number, count: number): number | null {
  if (!(count > 0) || !Number.isFinite(sum)) return null;
  return roundOneDecimal((sum * 10) / count);
}

/** '12,5%' (Hungarian decimal comma). */
export function formatQuizPercent(percent: number): string {
  return `${formatNumber(percent, 1)}%`;
}

/** '4,2' or '1 956,0' (a space every three digits, §5). */
export function formatQuizAverage(average: number): string {
  return formatNumber(average, 1);
}

/** The number an option's title stands for ('35', '1 956', '2,5', '−3'), or null for a word. */
export function optionNumber(title: string): number | null {
  const s = title
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
    .replace('\u2212', '-')
    .replace(/%$/, '');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}
