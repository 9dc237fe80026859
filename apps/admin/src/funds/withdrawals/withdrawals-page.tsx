/**
 * Withdrawals: amounts members asked to take out, already held, pending first. A reviewer pays
 * each to the member's card or rejects it, which returns the money; support reads the queue.
 */
import { Typography } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { MoneyQueuePage, type MoneyQueue } from '../../shared/review/money-queue-page';
import { withdrawalDecision } from './withdrawal-decision';
import { useWithdrawalReview } from './withdrawal-review';
import { useWithdrawalsList, withdrawalStatuses, type WithdrawalItem } from './withdrawals-list';

const withdrawals: MoneyQueue<WithdrawalItem> = {
  noun: ['withdrawal', 'withdrawals'],
  title: 'Withdrawals',
  intro:
    'The amount of each request is already held. Approving pays it out to the card shown; rejecting returns it to the member. Each order is decided once.',
  statuses: withdrawalStatuses,
  useList: useWithdrawalsList,
  useReview: useWithdrawalReview,
  review: adminApi.withdrawalsReview,
  decision: withdrawalDecision,
  columns: [
    {
      title: 'Pay to',
      key: 'payee',
      render: (_, row) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{row.holderName}</span>
          <br />
          {row.holderNameKana && (
            <>
              <span style={{ whiteSpace: 'nowrap' }} data-testid="withdrawal-holder-kana">
                {row.holderNameKana}
              </span>
              <br />
            </>
          )}
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {row.cardNumberMasked}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {row.bankName}, {row.branchName}
          </Typography.Text>
        </>
      ),
    },
  ],
};

export function WithdrawalsPage() {
  return <MoneyQueuePage queue={withdrawals} />;
}
