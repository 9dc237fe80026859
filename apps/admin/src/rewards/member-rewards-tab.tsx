/**
 * A member's rewards: the daily check-ins with their streak and reward, and the members they
 * invited with each one's state and the referral reward paid. Read-only: rewards are paid by the
 * published rules, and nothing about them gates anything the member does.
 */
import { Alert, Descriptions, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { formatTime } from '../ui/format-time';
import { formatYen } from '../ui/money';
import { useMemberRewards, type MemberRewards } from './member-rewards';

type CheckIn = MemberRewards['checkIns'][number];
type Referral = MemberRewards['referrals'][number];

const statusColor = { joined: undefined, verified: 'blue', rewarded: 'green' } as const;

const checkInColumns: TableColumnsType<CheckIn> = [
  { title: 'Japan day', dataIndex: 'date' },
  { title: 'Streak day', dataIndex: 'streak', align: 'right' },
  { title: 'Reward', dataIndex: 'reward', align: 'right', render: formatYen },
  { title: 'At', dataIndex: 'at', render: (time: string) => formatTime(time) },
];

const referralColumns: TableColumnsType<Referral> = [
  { title: 'Invited member', dataIndex: 'account' },
  { title: 'Joined', dataIndex: 'joinedAt', render: (time: string) => formatTime(time) },
  {
    title: 'State',
    dataIndex: 'status',
    render: (status: Referral['status']) => <Tag color={statusColor[status]}>{status}</Tag>,
  },
  { title: 'Reward paid', dataIndex: 'reward', align: 'right', render: formatYen },
];

export function MemberRewardsTab({ userId }: { userId: number }) {
  const rewards = useMemberRewards(userId);
  if (rewards.isError) return <Alert type="error" showIcon message={errorMessage(rewards.error)} />;
  const data = rewards.data;
  return (
    <div data-testid="member-rewards">
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Rewards paid in all">
          <span data-testid="member-rewards-earned">{data ? formatYen(data.earned) : '—'}</span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>Daily check-ins (latest 60)</Typography.Title>
      <Table<CheckIn>
        rowKey="date"
        columns={checkInColumns}
        dataSource={data?.checkIns ?? []}
        loading={rewards.isPending}
        pagination={false}
        size="small"
        locale={{ emptyText: 'No check-ins yet.' }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Members invited
      </Typography.Title>
      <Table<Referral>
        rowKey="memberId"
        columns={referralColumns}
        dataSource={data?.referrals ?? []}
        loading={rewards.isPending}
        pagination={false}
        size="small"
        locale={{ emptyText: 'Nobody has joined with this member’s invite code.' }}
      />
    </div>
  );
}
