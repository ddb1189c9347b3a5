// How many hits a search shows: the origin stops counting a text search at SEARCH_COUNT_CAP and says so,
// and the page says so too — "10 000+", never a made-up exact number. §5 thousand separator.
import { formatNumber } from './format-number.ts';

export function searchTotalText(totalItems: number, capped = false): string {
  return `${formatNumber(totalItems)}${capped ? '+' : ''}`;
}
