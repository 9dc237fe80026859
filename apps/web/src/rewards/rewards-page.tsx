/**
 * Rewards (`/user/pj`): today's check-in with the streak and what was earned, this month's
 * calendar, the published reward table, and the referral reward: its exact rule, the share sheet
 * (invite code, link, QR code) and the friends who joined. An open offer, said on the screen.
 */
import type { RewardsStatus } from '@kabuto/contracts';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { useTranslation } from '../ui/translation-context';
import { useRewardsStatus } from './api/rewards-queries';
import { CheckInCard } from './check-in-card';
import { CheckInCalendar } from './check-in-calendar';
import { RewardTable } from './reward-table';
import { ReferralSection } from './referral-section';
import styles from './rewards.module.css';

export function RewardsPage() {
  const { t } = useTranslation();
  const status = useRewardsStatus();
  return (
    <Page title={t('rewards.title')} backTo="/user/usercenter" testId="rewards-page">
      {status.data ? <Rewards status={status.data} /> : status.isError ? <LoadFailed query={status} /> : <PageLoading />}
    </Page>
  );
}

function Rewards({ status }: { status: RewardsStatus }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rewards}>
      <CheckInCard status={status} />
      <p className={styles.offer} data-testid="open-offer">
        {t('rewards.openOffer')}
      </p>
      <CheckInCalendar today={status.today} checkedIn={status.checkInDates} />
      <RewardTable table={status.table} />
      <ReferralSection reward={status.referralReward} />
    </div>
  );
}
