/** The referral reward: its exact rule, the share sheet, and the friends who joined with the member's code. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { Referral } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { SectionFailed } from '../ui/market-parts/load-failed';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useReferrals } from './api/rewards-queries';
import { ShareSheet } from './share-sheet';
import styles from './rewards.module.css';

export function ReferralSection({ reward }: { reward: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [sharing, setSharing] = useState(false);
  const rule = t('rewards.referralRule', { amount: money.amount(reward, 'JPY') });
  return (
    <section className={styles.card} aria-labelledby="referrals">
      <h2 className={styles.heading} id="referrals">
        {t('rewards.referralTitle')}
      </h2>
      <p className={styles.rule} data-testid="referral-rule">
        {rule}
      </p>
      <Button block color="primary" fill="outline" onClick={() => setSharing(true)} data-testid="share-invite">
        {t('rewards.share')}
      </Button>
      <ShareSheet open={sharing} rule={rule} onClose={() => setSharing(false)} />
      <h3 className={styles.subheading}>{t('rewards.referralsTitle')}</h3>
      <ReferralList />
    </section>
  );
}

function ReferralList() {
  const { t } = useTranslation();
  const referrals = useReferrals();
  if (referrals.isError && !referrals.data) {
    return <SectionFailed message={t('app.loadFailedTitle')} query={referrals} testId="referrals-failed" />;
  }
  if (!referrals.data) return <PageLoading />;
  if (referrals.data.items.length === 0) {
    return (
      <StatusView
        tone="info"
        title={t('rewards.referralsEmpty')}
        description={t('rewards.referralsEmptyBody')}
        testId="referrals-empty"
      />
    );
  }
  return (
    <ul className={styles.referrals} data-testid="referrals">
      {referrals.data.items.map((referral, index) => (
        <ReferralRow key={`${referral.account}-${referral.joinedAt}-${index}`} referral={referral} />
      ))}
    </ul>
  );
}

function ReferralRow({ referral }: { referral: Referral }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  return (
    <li className={styles.referral} data-testid="referral" data-status={referral.status}>
      <div>
        <span className={styles.account}>{referral.account}</span>
        <span className={styles.hint}>{t('rewards.joinedAt', { date: formatDateTime(referral.joinedAt, language) })}</span>
      </div>
      <div className={styles.referralState}>
        <span className={styles.status} data-status={referral.status} data-testid="referral-status">
          {t(`rewards.status.${referral.status}`)}
        </span>
        {referral.status === 'rewarded' && (
          <strong className={styles.paid} data-testid="referral-reward">
            {t('rewards.rewardPaid', { amount: money.amount(referral.reward, 'JPY') })}
          </strong>
        )}
      </div>
    </li>
  );
}
