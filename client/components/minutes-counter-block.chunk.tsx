// §3 Minutes counter, §9 (decision 018-minutes-counter): the minutes of journalism the supporters made possible since
// the start date — each recurring supporter 10, each one-time supporter 1, on top of the hours counted on the start
// date — shown in hours with a space every three digits, with today's minutes. The server renders it from the
// secondary part `minutes`; the browser fetches /api/counter and /api/minutes again every 60 s while the page is
// visible, and counts up to a higher total in small random steps instead of jumping. Failures keep the last numbers.
import { useEffect, useState } from 'react';
import { calendarDay } from '../../shared/calendar-day.ts';
import { dateLabel } from '../../shared/date-styles.ts';
import { formatNumber } from '../../shared/format-number.ts';
import { counterTotals, countUpStep, supporterMinutes, type SupporterCounts } from '../../shared/minutes-counter.ts';
import type { MinutesData } from '../../shared/pages/secondary-parts.ts';
import { useSite } from '../boot-context.tsx';
import { SecondaryValue, useSecondary } from '../secondary-data.tsx';

const COUNT_UP_STEP_MS = 1_000;

async function counts(url: string): Promise<SupporterCounts | null> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const body = (await res.json()) as Partial<SupporterCounts>;
  return Number.isInteger(body.recurring) && Number.isInteger(body.onetime)
    ? { recurring: body.recurring!, onetime: body.onetime! }
    : null;
}

export function MinutesCounterBlock() {
  const site = useSite();
  const first = useSecondary('minutes', site.slug);
  return (
    <>
      {first && <MinutesCounter data={first} timeZone={site.timeZone} />}
      <SecondaryValue name="minutes" dataKey={site.slug} value={first} />
    </>
  );
}

function MinutesCounter({ data, timeZone }: { data: MinutesData; timeZone: string }) {
  const { config } = data;
  const [total, setTotal] = useState(data.counts);
  const [today, setToday] = useState(data.today);
  const target = counterTotals(config, total).minutes;
  const [shown, setShown] = useState(target);

  useEffect(() => {
    const id = setInterval(() => void poll(), config.refreshMs);
    async function poll() {
      if (document.hidden) return;
      const day = calendarDay(Math.floor(Date.now() / 1000), timeZone);
      try {
        const [all, ofDay] = await Promise.all([
          counts(`/api/counter?from=${config.from}`),
          // No row for today yet answers 404 (null: no line); a failed request keeps the line as it is.
          counts(`/api/minutes?day=${day}`).catch(() => undefined),
        ]);
        if (all) setTotal(all);
        if (ofDay !== undefined) setToday(ofDay);
      } catch {
        // The counter keeps its numbers; the next refresh tries again.
      }
    }
    return () => clearInterval(id);
  }, [config.from, config.refreshMs, timeZone]);

  useEffect(() => {
    if (shown === target) return;
    // Up in random steps of at most `change` minutes; a lower total (a correction) is shown at once.
    const id = setTimeout(
      () => setShown((s) => (target < s ? target : countUpStep(s, target, config.change, Math.random()))),
      COUNT_UP_STEP_MS,
    );
    return () => clearTimeout(id);
  }, [shown, target, config.change]);

  const hours = Math.floor(shown / 60);
  const since = dateLabel(Date.parse(`${config.from}T12:00:00Z`) / 1000, 'UTC');
  return (
    <section className="minutes-counter" aria-labelledby="minutes-counter-cim" data-minutes={target}>
      <h2 id="minutes-counter-cim" className="minutes-counter__title">
        Amit a támogatóink lehetővé tettek
      </h2>
      <p className="minutes-counter__figure">
        <span className="minutes-counter__hours" data-minutes-hours={hours}>
          {formatNumber(hours)}
        </span>{' '}
        óra
      </p>
      <p className="minutes-counter__text">
        független újságírás {since} óta ({formatNumber(shown)} perc).
      </p>
      {today && (
        <p className="minutes-counter__today">
          Ma eddig: <strong>+{formatNumber(supporterMinutes(today))}</strong> perc
        </p>
      )}
      <p className="minutes-counter__note">
        Minden rendszeres támogató 10, minden egyszeri támogató 1 perccel járul hozzá.
      </p>
    </section>
  );
}
