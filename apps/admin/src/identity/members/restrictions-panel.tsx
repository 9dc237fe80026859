/**
 * The five restrictions as switches. Owners flip one and are asked for a reason before anything
 * is saved; every other role sees the same switches, disabled.
 */
import { useState } from 'react';
import { Alert, List, Switch, Typography } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { canCall } from '../../shared/session/permissions';
import { useStaff } from '../../shared/session/session';
import type { MemberDetail } from './member-detail';
import { RestrictionModal } from './restriction-modal';
import { restrictionChange, restrictionInfo, type RestrictionChange } from './restrictions';

export function RestrictionsPanel({ member }: { member: MemberDetail }) {
  const staff = useStaff();
  const mayChange = canCall(adminApi.usersRestrict, staff.role);
  const [changing, setChanging] = useState<RestrictionChange | null>(null);

  return (
    <>
      {!mayChange && (
        <Alert
          type="info"
          showIcon
          message="Only owners can set or lift restrictions."
          style={{ marginBottom: 16 }}
          data-testid="restrictions-read-only"
        />
      )}
      <List
        bordered
        dataSource={[...restrictionInfo]}
        style={{ maxWidth: 760, background: '#fff' }}
        data-testid="restrictions-panel"
        renderItem={(info) => (
          <List.Item
            extra={
              <Switch
                checked={member.restrictions[info.flag]}
                disabled={!mayChange}
                onChange={(on) => setChanging(restrictionChange(member.account, info.flag, on))}
                data-testid={`restriction-${info.flag}`}
                aria-label={info.label}
              />
            }
          >
            <List.Item.Meta
              title={info.label}
              description={<Typography.Text type="secondary">While on, the member {info.effect}.</Typography.Text>}
            />
          </List.Item>
        )}
      />
      {changing && (
        <RestrictionModal key={changing.flag} userId={member.id} change={changing} onClose={() => setChanging(null)} />
      )}
    </>
  );
}
