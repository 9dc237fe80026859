/** A whole-screen outcome: something failed, is missing or is empty, and what to do about it. */
import { Button } from 'antd-mobile';
import { AlertIcon } from './icons';
import styles from './status-view.module.css';

export interface StatusViewProps {
  tone: 'error' | 'warning' | 'info';
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void; loading?: boolean; testId?: string };
  testId?: string;
}

export function StatusView({ tone, title, description, action, testId }: StatusViewProps) {
  return (
    <div className={styles.status} data-testid={testId} role={tone === 'error' ? 'alert' : undefined}>
      <span className={styles.icon} data-tone={tone}>
        <AlertIcon />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action && (
        <div className={styles.action}>
          <Button
            block
            color="primary"
            size="large"
            loading={action.loading}
            onClick={action.onClick}
            data-testid={action.testId}
          >
            {action.label}
          </Button>
        </div>
      )}
    </div>
  );
}
