// The one cache of Intl date formatters: creating one costs far more than using one, and the server formats the same
// few styles thousands of times a minute. Keyed by the style's name, the time zone and the page's language.
import { PAGE_LOCALES, type PageLanguage } from './box-texts.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a named date style (`options` must be the same for every call with the same `style`). */
export function dateFormatter(
  style: string,
  timeZone: string,
  language: PageLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}|${language}`;
  let fmt = formatters.get(key);
  if (!fmt) formatters.set(key, (fmt = new Intl.DateTimeFormat(PAGE_LOCALES[language], { timeZone, ...options })));
  return fmt;
}
