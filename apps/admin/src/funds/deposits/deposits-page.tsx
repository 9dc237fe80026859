/**
 * Deposits: orders members announced, pending first. A reviewer matches each to the bank
 * transfer carrying its reference, then credits it or rejects it; support reads the queue.
 */
import { Typography } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { MoneyQueuePage, type MoneyQueue } from '../../shared/review/money-queue-page';
import { depositDecision } from './deposit-decision';
import { useDepositReview } from './deposit-review';
import { depositStatuses, useDepositsList, type DepositItem } from './deposits-list';
import { ReceiptButton } from './receipt-button';

const deposits: MoneyQueue<DepositItem> = {
  noun: ['deposit', 'deposits'],
  title: 'Deposits',
  intro:
    'Approve a deposit only when a bank transfer of exactly that amount, carrying its reference, has arrived. Approving credits the member at once; each order is decided once.',
  statuses: depositStatuses,
  useList: useDepositsList,
  useReview: useDepositReview,
  review: adminApi.depositsReview,
  decision: depositDecision,
  columns: [
    {
      title: 'Reference / channel',
      dataIndex: 'reference',
      render: (reference: string, row) => (
        <>
          <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
            {reference}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.channel}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Receipt',
      dataIndex: 'receiptImage',
      render: (fileId: string | null, row) => <ReceiptButton id={row.id} orderNo={row.orderNo} fileId={fileId} />,
    },
  ],
};

export function DepositsPage() {
  return <MoneyQueuePage queue={deposits} />;
}
