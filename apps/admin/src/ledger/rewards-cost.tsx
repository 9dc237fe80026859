/**
 * The rewards as a marketing cost line: every check-in and referral reward paid out of the house
 * `rewards` account, by kind and in all. The trial balance above shows the same money moving.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Typography } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { api, errorMessage, queryKeys } from '../api';
import { formatAmount } from '../ui/money';

export function RewardsCost() {
  const cost = useQuery({ queryKey: [...queryKeys.ledger, 'rewardsCost'], queryFn: () => api.call(adminApi.rewardsCost, {}) });
  return (
    <section style={{ marginTop: 24, maxWidth: 760 }} data-testid="rewards-cost">
      <Typography.Title level={4}>Marketing cost: rewards</Typography.Title>
      {cost.isError ? (
        <Alert type="error" showIcon message={errorMessage(cost.error)} />
      ) : (
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label={`Daily check-ins (${cost.data?.checkIns.count ?? '…'})`}>
            {cost.data ? formatAmount(cost.data.checkIns.total, 'JPY') : '…'}
          </Descriptions.Item>
          <Descriptions.Item label={`Referral rewards (${cost.data?.referrals.count ?? '…'})`}>
            {cost.data ? formatAmount(cost.data.referrals.total, 'JPY') : '…'}
          </Descriptions.Item>
          <Descriptions.Item label="Total paid from the rewards account">
            <strong data-testid="rewards-cost-total">{cost.data ? formatAmount(cost.data.total, 'JPY') : '…'}</strong>
          </Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
