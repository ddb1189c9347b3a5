import { fullDate, relativeDate } from '../../shared/relative-date.ts';
import { useNow, useSite } from '../boot-context.tsx';

export function RelativeTime({ unix }: { unix: number }) {
  const now = useNow();
  const site = useSite();
  return (
    <time dateTime={new Date(unix * 1000).toISOString()} title={fullDate(unix, site.timeZone)}>
      {relativeDate(unix, now, site.timeZone)}
    </time>
  );
}
