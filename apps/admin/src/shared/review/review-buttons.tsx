/** The Approve and Reject buttons of one pending item, for roles that may decide it. */
import { Button, Space } from 'antd';

interface Props {
  /** Prefix of the buttons' test ids, e.g. `deposit-approve-12`. */
  testIdPrefix: string;
  id: number;
  onApprove: () => void;
  onReject: () => void;
  size?: 'small' | 'middle';
}

export function ReviewButtons({ testIdPrefix, id, onApprove, onReject, size = 'small' }: Props) {
  return (
    <Space size="small">
      <Button type="primary" size={size} onClick={onApprove} data-testid={`${testIdPrefix}-approve-${id}`}>
        Approve
      </Button>
      <Button danger size={size} onClick={onReject} data-testid={`${testIdPrefix}-reject-${id}`}>
        Reject
      </Button>
    </Space>
  );
}
