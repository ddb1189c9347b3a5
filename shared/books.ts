// §3 the Karakter books block (unique konyvajanlo): title cut to the §9 book length, price in forints with the §5
// thousand separator. Malformed entries are dropped.
import { TRUNCATE } from './constants.ts';
import { formatNumber } from './format-number.ts';
import { truncate } from './truncate.ts';

export interface BookCard {
  url: string;
  image: string | null;
  title: string;
  price: string;
}

export function toBookCards(content: unknown, currencySign: string): BookCard[] {
  if (!Array.isArray(content)) return [];
  const out: BookCard[] = [];
  for (const raw of content) {
    const b = raw as { url?: unknown; image?: unknown; title?: unknown; price?: unknown };
    if (typeof b?.url !== 'string' || !/^(https?:\/\/|\/)/.test(b.url) || typeof b.title !== 'string') continue;
    const price = Number(b.price);
    out.push({
      url: b.url,
      image: typeof b.image === 'string' ? b.image : null,
      title: truncate(b.title, TRUNCATE.titleBook),
      price: Number.isFinite(price) ? `${formatNumber(price)} ${currencySign}` : '',
    });
  }
  return out;
}
