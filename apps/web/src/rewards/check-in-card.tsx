/** The streak, what rewards have paid so far, and today's check-in button with its result. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { RewardsStatus } from '@kabuto/contracts';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useCheckIn } from './api/check-in';
import styles from './rewards.module.css';
import { OfflineReason } from '../ui/offline-reason';

export function CheckInCard({ status }: { status: RewardsStatus }) {
  const { t } = useTranslation();
  const money = useMoney();
  const checkIn = useCheckIn();
  const [paid, setPaid] = useState<{ reward: string; streak: number } | null>(null);

  async function checkInNow() {
    const result = await checkIn.run({});
    if (result.ok) setPaid(result.data);
  }

  return (
    <section className={styles.card} aria-labelledby="check-in-streak">
      <div className={styles.figures}>
        <div>
          <span className={styles.label} id="check-in-streak">
            {t('rewards.streak')}
          </span>
          <strong className={styles.figure} data-testid="streak">
            {t('rewards.streakDays', { count: status.streak })}
          </strong>
        </div>
        <div>
          <span className={styles.label}>{t('rewards.earned')}</span>
          <strong className={styles.figure} data-testid="earned">
            {money.amount(status.earned, 'JPY')}
          </strong>
        </div>
      </div>
      <Button
        block
        color="primary"
        size="large"
        disabled={status.checkedInToday || checkIn.offline}
        loading={checkIn.pending}
        onClick={() => void checkInNow()}
        data-testid="check-in"
      >
        {status.checkedInToday
          ? t('rewards.checkedIn')
          : t('rewards.checkIn', { amount: money.amount(status.nextReward, 'JPY') })}
      </Button>
      <OfflineReason offline={!status.checkedInToday && checkIn.offline} />
      {paid ? (
        <p className={styles.result} role="status" data-testid="check-in-result">
          {t('rewards.checkInResult', { amount: money.amount(paid.reward, 'JPY'), streak: paid.streak })}
        </p>
      ) : (
        status.checkedInToday && (
          <p className={styles.hint} data-testid="tomorrow">
            {t('rewards.tomorrow', { amount: money.amount(status.nextReward, 'JPY') })}
          </p>
        )
      )}
    </section>
  );
}
