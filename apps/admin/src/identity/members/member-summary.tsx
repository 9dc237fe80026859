/** The facts of a member that every tab is read against. */
import { Card, Descriptions, Typography } from 'antd';
import { formatTime } from '../../ui/format-time';
import { StatusTag } from '../../ui/status-tag';
import type { MemberDetail } from './member-detail';
import { RestrictionTags } from './restriction-tags';

export function MemberSummary({ member }: { member: MemberDetail }) {
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="member-summary">
        <Descriptions.Item label="Account">
          <Typography.Text strong copyable data-testid="member-account">
            {member.account}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Name">{member.realName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Verification">
          <StatusTag status={member.kycStatus} testId="member-kyc-status" />
        </Descriptions.Item>
        <Descriptions.Item label="Invite code">
          <Typography.Text code>{member.inviteCode}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Joined">{formatTime(member.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Restrictions">
          <RestrictionTags restrictions={member.restrictions} testId="member-restrictions" />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
