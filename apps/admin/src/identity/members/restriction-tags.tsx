/** A member's restrictions as red tags, or a quiet "none", wherever a member is summarised. */
import { Tag, Typography } from 'antd';
import { activeRestrictions, type Restrictions } from './restrictions';

export function RestrictionTags({ restrictions, testId }: { restrictions: Restrictions; testId?: string }) {
  const active = activeRestrictions(restrictions);
  return (
    <span data-testid={testId}>
      {active.length === 0 ? (
        <Typography.Text type="secondary">none</Typography.Text>
      ) : (
        active.map((label) => (
          <Tag key={label} color="red">
            {label}
          </Tag>
        ))
      )}
    </span>
  );
}
