/** A staff role as a coloured tag, the same colour wherever a role appears. */
import { Tag } from 'antd';
import type { StaffRole } from '@kabuto/contracts';

const roleColours: Record<StaffRole, string> = { owner: 'gold', reviewer: 'blue', support: 'green' };

export function RoleTag({ role, testId }: { role: StaffRole; testId?: string }) {
  return (
    <Tag color={roleColours[role]} data-testid={testId}>
      {role}
    </Tag>
  );
}
