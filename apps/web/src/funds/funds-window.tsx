/** The hours a deposit or withdrawal is taken, and whether that is now. */
import { useEffect, useState } from 'react';
import { formatDateTime } from '../ui/format-time';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { fundsWindow } from './funds-rules';
import styles from './funds.module.css';

/** The current time, moving on each minute, so "open now" turns to "closed" while the screen is open. */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function FundsWindow({ hours, days, testId }: { hours: string; days: string; testId: string }) {
  const { t, language } = useTranslation();
  const now = useMinute();
  const state = fundsWindow(now, hours, days);
  const dayText = days === 'all' ? t('funds.days.all') : t('funds.days.weekdays');
  return (
    <p className={styles.window} data-open={state?.open ?? true} data-testid={testId}>
      <span>{t('funds.hours', { hours: hours.replace('-', '–'), days: dayText })}</span>
      {state && (
        <strong className={styles.windowState}>
          {state.open
            ? t('funds.openNow')
            : state.opensAt
              ? t('funds.closedUntil', { time: formatDateTime(state.opensAt.toISOString(), language) })
              : t('funds.closedNow')}
        </strong>
      )}
    </p>
  );
}

/**
 * Outside the hours, said first and instead of the form: when it is taken and when it opens next,
 * so a member does not fill in two screens to be refused on the last.
 */
export function FundsClosed({ title, hours, days, opensAt, testId }: FundsClosedProps) {
  const { t, language } = useTranslation();
  const dayText = days === 'all' ? t('funds.days.all') : t('funds.days.weekdays');
  const when = opensAt ? t('funds.closedUntil', { time: formatDateTime(opensAt.toISOString(), language) }) : t('funds.closedNow');
  return (
    <StatusView
      tone="info"
      title={title}
      description={`${t('funds.hours', { hours: hours.replace('-', '–'), days: dayText })} · ${when}`}
      testId={testId}
    />
  );
}

interface FundsClosedProps {
  title: string;
  hours: string;
  days: string;
  opensAt: Date | null;
  testId: string;
}
