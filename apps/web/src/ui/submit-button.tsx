/** The wide button that sends a form. */
import { Button } from 'antd-mobile';
import styles from './submit-button.module.css';

export function SubmitButton({
  label,
  loading,
  testId,
  disabled = false,
}: {
  label: string;
  loading: boolean;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <div className={styles.submit}>
      <Button type="submit" block color="primary" size="large" loading={loading} disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
