/** The wide button that sends a form. */
import { Button } from 'antd-mobile';
import { OfflineReason } from './offline-reason';
import styles from './submit-button.module.css';

export function SubmitButton({
  label,
  loading,
  testId,
  disabled = false,
  offline = false,
}: {
  label: string;
  loading: boolean;
  testId: string;
  disabled?: boolean;
  /** A money call's button while the device is offline: disabled, with the reason under it. */
  offline?: boolean;
}) {
  return (
    <div className={styles.submit}>
      <Button
        type="submit"
        block
        color="primary"
        size="large"
        loading={loading}
        disabled={disabled || offline}
        data-testid={testId}
      >
        {label}
      </Button>
      <OfflineReason offline={offline} />
    </div>
  );
}
