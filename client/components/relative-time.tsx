import { fullDate, relativeDate } from '../../shared/relative-date.ts';
import { useNow, useSite } from '../boot-context.tsx';

/** `bare`: without the full date as a tooltip (the sidebar's dozens of entries). */
export function RelativeTime({ unix, bare = false }: { unix: number; bare?: boolean }) {
  const now = useNow();
  const site = useSite();
  return (
    <time dateTime={new Date(unix * 1000).toISOString()} title={bare ? undefined : fullDate(unix, site.timeZone)}>
      {relativeDate(unix, now, site.timeZone)}
    </time>
  );
}
