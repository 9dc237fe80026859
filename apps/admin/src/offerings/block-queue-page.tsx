/**
 * Block-trade applications: pending ones first. A reviewer passes an application (it takes part in
 * the close's pro-rata allotment) or rejects it with a reason (its hold is released at once). The
 * price, the shares and the allotment are the product's, the member's and the rule's, never the
 * reviewer's; an application still pending at the close is turned down and its money returned.
 */
import { Typography } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { queryKeys } from '../api';
import { MoneyQueuePage, type MoneyQueue } from '../shared/review/money-queue-page';
import { useReviewCall } from '../shared/review/review-call';
import type { Decision, DecisionRequest } from '../shared/review/review-rules';
import { formatAmount } from '../ui/money';
import { blockStatuses, offersKey, useBlockQueue, type BlockItem } from './offers-api';

const useBlockReview = () =>
  useReviewCall(adminApi.blockReview, [offersKey, queryKeys.ledger, queryKeys.members, queryKeys.audit]);

function blockDecision(item: BlockItem, decision: Decision): DecisionRequest {
  const subject = `Block-trade application ${item.orderNo} of ${item.account}`;
  const amount = formatAmount(item.amount, 'JPY');
  if (decision === 'approve') {
    return {
      id: item.id,
      decision,
      subject,
      title: `Pass application ${item.orderNo}?`,
      consequence: `${item.account} keeps ${amount} held for ${item.shares} shares of ${item.symbol} at ¥${item.price}. At the close it is allotted by the published rule: in full when the offer covers every passed application, otherwise pro rata in 100-share units. It cannot be undone.`,
      confirmLabel: 'Pass',
    };
  }
  return {
    id: item.id,
    decision,
    subject,
    title: `Reject application ${item.orderNo}?`,
    consequence: `The ${amount} held is returned to ${item.account}'s available balance now. The member sees your reason on the application.`,
    confirmLabel: 'Reject',
  };
}

const queue: MoneyQueue<BlockItem> = {
  noun: ['application', 'applications'],
  title: 'Block-trade review',
  intro:
    'Applications for block trades, each holding price × shares. Pass or reject each once before its product closes; the close allots the passed ones by the published pro-rata rule.',
  statuses: blockStatuses,
  statusOptions: [
    { value: 'pending', label: 'Pending' },
    { value: 'passed', label: 'Passed' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'allotted', label: 'Allotted' },
  ],
  useList: useBlockQueue,
  useReview: useBlockReview,
  review: adminApi.blockReview,
  decision: blockDecision,
  columns: [
    {
      title: 'Stock / shares',
      dataIndex: 'symbol',
      render: (symbol: string, row) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }} data-testid={`block-shares-${row.id}`}>
          {symbol} · {row.shares.toLocaleString('en')} @ ¥{row.price}
          {row.status === 'allotted' ? ` → ${row.allottedShares.toLocaleString('en')} allotted` : ''}
        </Typography.Text>
      ),
    },
  ],
};

export function BlockQueuePage() {
  return <MoneyQueuePage queue={queue} />;
}
