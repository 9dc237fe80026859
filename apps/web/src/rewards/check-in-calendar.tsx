/** This month in Japan as a calendar, the days checked in marked and today outlined. */
import { formatJapanMonth } from '@kabuto/i18n';
import { useTranslation } from '../ui/translation-context';
import styles from './rewards.module.css';

/** The days of the month of `today` ("YYYY-MM-DD"), after blanks for the weekdays before the 1st. */
export function monthCells(today: string): (string | null)[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return [
    ...Array.from({ length: first.getUTCDay() }, () => null),
    ...Array.from({ length: days }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`),
  ];
}

export function CheckInCalendar({ today, checkedIn }: { today: string; checkedIn: readonly string[] }) {
  const { t, language } = useTranslation();
  const marked = new Set(checkedIn);
  return (
    <section className={styles.card} aria-labelledby="check-in-calendar">
      <h2 className={styles.heading} id="check-in-calendar">
        {t('rewards.calendarTitle')} <span className={styles.month}>{formatJapanMonth(today, language)}</span>
      </h2>
      <div className={styles.calendar} data-testid="check-in-calendar">
        {t('rewards.weekdays')
          .split(',')
          .map((weekday) => (
            <span key={weekday} className={styles.weekday}>
              {weekday}
            </span>
          ))}
        {monthCells(today).map((date, index) =>
          date === null ? (
            <span key={`blank-${index}`} />
          ) : (
            <span
              key={date}
              className={styles.day}
              data-checked={marked.has(date) || undefined}
              data-today={date === today || undefined}
              aria-label={marked.has(date) ? t('rewards.checkedInOn', { date }) : date}
              data-testid={marked.has(date) ? 'checked-day' : undefined}
            >
              {Number(date.slice(8))}
            </span>
          ),
        )}
      </div>
      <p className={styles.hint}>{t('rewards.calendarLegend')}</p>
    </section>
  );
}
