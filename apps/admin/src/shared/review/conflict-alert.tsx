/** Says plainly that a decision lost the race; stays until dismissed so it is not missed. */
import { Alert } from 'antd';

export function ConflictAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable
      onClose={onClose}
      role="alert"
      message="Already decided"
      description={message}
      style={{ marginBottom: 16 }}
      data-testid="review-conflict"
    />
  );
}
