/** The time left until an offering's next moment (opens, closes, draw, listing), ticking each second. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../ui/translation-context';
import { nextMilestone, splitDuration, type Offering } from './ipo-figures';
import styles from './ipo.module.css';

function useNow(stepMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

export function Countdown({ offering, testId }: { offering: Offering; testId: string }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const next = nextMilestone(offering, now);
  if (!next) return null;
  const wait = splitDuration(Date.parse(next.at) - now);
  const time =
    wait.unit === 'days'
      ? t('ipo.durationDays', { days: wait.days, hours: wait.hours })
      : wait.unit === 'hours'
        ? t('ipo.durationHours', { hours: wait.hours, minutes: wait.minutes })
        : wait.unit === 'minutes'
          ? t('ipo.durationMinutes', { minutes: wait.minutes, seconds: wait.seconds })
          : t('ipo.durationSeconds', { seconds: wait.seconds });
  return (
    <p className={styles.countdown} data-testid={testId} data-kind={next.kind}>
      {t(`ipo.${next.kind}`, { time })}
    </p>
  );
}
