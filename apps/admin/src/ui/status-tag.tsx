/** A review status as a coloured tag, the same colour in every queue and on member pages. */
import { Tag } from 'antd';

/** Staff approve deposits and withdrawals; the contract calls the result `passed`. */
const labels: Record<string, string> = { passed: 'approved' };

const colours: Record<string, string> = {
  pending: 'gold',
  verified: 'green',
  passed: 'green',
  rejected: 'red',
  unverified: 'default',
  active: 'blue',
  repaid: 'green',
};

export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  return (
    <Tag color={colours[status] ?? 'default'} data-testid={testId}>
      {labels[status] ?? status}
    </Tag>
  );
}
