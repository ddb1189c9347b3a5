import type { PageLanguage } from '../../shared/box-texts.ts';
import { fullDate, relativeDate } from '../../shared/relative-date.ts';
import { useNow, useSite } from '../boot-context.tsx';

/** `bare`: without the full date as a tooltip (the sidebar's dozens of entries); `language`: the page's. */
export function RelativeTime({
  unix,
  bare = false,
  language = 'hu',
}: {
  unix: number;
  bare?: boolean;
  language?: PageLanguage;
}) {
  const now = useNow();
  const site = useSite();
  return (
    <time
      dateTime={new Date(unix * 1000).toISOString()}
      title={bare ? undefined : fullDate(unix, site.timeZone, language)}
    >
      {relativeDate(unix, now, site.timeZone, language)}
    </time>
  );
}
