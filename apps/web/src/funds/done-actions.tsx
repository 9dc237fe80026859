/**
 * The two buttons under a finished money step (a deposit sent, a withdrawal asked for, an exchange
 * made): the next step, and Done, back to the mine tab. Both replace the finished step in history,
 * so Back does not lead into it again.
 */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { fundsPaths } from '../shared/paths/funds-paths';
import { identityPaths } from '../shared/paths/identity-paths';
import { useTranslation } from '../ui/translation-context';
import styles from './funds.module.css';

/** The next step: a button of its own (`onClick`), or the fund records. */
export type NextStep = { testId: string } & ({ label: string; onClick: () => void } | { records: true });

export function DoneActions({ next, doneTestId }: { next: NextStep; doneTestId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [label, onClick] =
    'records' in next
      ? [t('nav.fundRecords'), () => void navigate(fundsPaths.fundRecords, { replace: true })]
      : [next.label, next.onClick];
  return (
    <div className={styles.actions}>
      <Button block color="primary" size="large" onClick={onClick} data-testid={next.testId}>
        {label}
      </Button>
      <Button
        block
        fill="outline"
        color="primary"
        size="large"
        onClick={() => void navigate(identityPaths.mine, { replace: true })}
        data-testid={doneTestId}
      >
        {t('common.done')}
      </Button>
    </div>
  );
}
