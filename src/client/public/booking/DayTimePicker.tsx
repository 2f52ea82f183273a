/** @jsxImportSource preact */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PublicSlot } from '../../../shared/api/publicBooking';
import { useI18n } from '../i18n/I18n';
import { errorText } from '../i18n/errorText';
import { formatLongDate, formatMonth, todayIn, weekdayNames } from '../format';
import { Notice } from '../components/Notice';
import { addMonths, daysWithSlots, monthOf, monthWeeks, timesOfDay } from './monthSlots';
import { useMonthSlots } from './useMonthSlots';

interface Props {
  centreId: string;
  serviceId: string;
  /** null: any therapist. */
  providerId: string | null;
  /** The centre's: "today" there bounds the months (made here: a time-zone formatter is slow to make on a phone). */
  timeZone: string;
  /** Changed by the page when a slot turned out taken: the month is asked for again. */
  staleCount?: number;
  initialDate?: string | null;
  onPick: (slot: PublicSlot) => void;
}

/** The month (days without free times greyed, one request per month) and the free times of the chosen day. */
export function DayTimePicker({ centreId, serviceId, providerId, timeZone, staleCount = 0, initialDate = null, onPick }: Props) {
  const { t, language } = useI18n();
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const [month, setMonth] = useState(monthOf(initialDate ?? today));
  const [day, setDay] = useState<string | null>(initialDate);
  const { result, reload } = useMonthSlots(centreId, serviceId, providerId, month, today);
  useEffect(() => {
    if (staleCount > 0) reload();
  }, [staleCount]);
  const free = useMemo(() => (result.state === 'ready' ? daysWithSlots(result.slots) : new Set<string>()), [result]);
  const times = day && result.state === 'ready' ? timesOfDay(result.slots, day) : [];
  const weekdays = weekdayNames(language);
  const longWeekdays = weekdayNames(language, 'long');
  const firstMonth = monthOf(today);
  const go = (n: number) => {
    setMonth(addMonths(month, n));
    setDay(null);
  };
  return (
    <div class="picker">
      <div class="month-nav">
        <button type="button" class="icon-button" onClick={() => go(-1)} disabled={month <= firstMonth} aria-label={t('booking.day.previousMonth')}>
          ‹
        </button>
        <h2 class="month-title" aria-live="polite">
          {formatMonth(month, language)}
        </h2>
        <button type="button" class="icon-button" onClick={() => go(1)} aria-label={t('booking.day.nextMonth')}>
          ›
        </button>
      </div>
      {result.state === 'error' ? (
        <Notice>
          {errorText(t, result.error)}{' '}
          <button type="button" class="link-button" onClick={reload}>
            {t('common.retry')}
          </button>
        </Notice>
      ) : null}
      <div class="month" role="group" aria-label={formatMonth(month, language)} aria-busy={result.state === 'loading'}>
        {weekdays.map((w, i) => (
          <abbr key={w} class="weekday" title={longWeekdays[i]}>
            {w}
          </abbr>
        ))}
        {monthWeeks(month)
          .flat()
          .map((date, i) =>
            date === null ? (
              <span key={`pad${i}`} class="day-pad" />
            ) : (
              <button
                key={date}
                type="button"
                class={`day${free.has(date) ? ' day-free' : ''}${date === day ? ' day-chosen' : ''}`}
                disabled={!free.has(date)}
                aria-pressed={date === day}
                aria-label={`${formatLongDate(date, language)}${free.has(date) ? '' : `, ${t('booking.day.full')}`}`}
                onClick={() => setDay(date)}
              >
                {Number(date.slice(8))}
              </button>
            ),
          )}
      </div>
      {result.state === 'loading' ? <p class="muted">{t('common.loading')}</p> : null}
      {result.state === 'ready' && free.size === 0 ? (
        <Notice kind="info">
          {t('booking.day.noneThisMonth', { month: formatMonth(month, language) })}{' '}
          <button type="button" class="link-button" onClick={() => go(1)}>
            {t('booking.day.nextMonth')}
          </button>
        </Notice>
      ) : null}
      {day ? (
        <section class="times" aria-labelledby="times-title">
          <h2 id="times-title" class="section-title">
            {t('booking.time.title', { date: formatLongDate(day, language) })}
          </h2>
          <ul class="time-list">
            {times.map((slot) => (
              <li key={slot.startTime}>
                <button type="button" class="time" onClick={() => onPick(slot)}>
                  {slot.startTime}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
