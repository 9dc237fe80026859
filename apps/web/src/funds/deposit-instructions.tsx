/** What to do after announcing a deposit: the account to pay, the exact amount, and the reference. */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { InfoList } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { DepositResult } from './deposit-channel-page';
import styles from './funds.module.css';
import { fundsPaths } from '../shared/paths/funds-paths';
import { identityPaths } from '../shared/paths/identity-paths';

export function DepositInstructions({ result }: { result: DepositResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const amount = money.amount(result.amount, result.currency);
  return (
    <div className={styles.result} data-testid="deposit-created">
      <section className={styles.done}>
        <h2 className={styles.doneTitle}>{t('deposit.createdHeading')}</h2>
        <p className={styles.doneBody} data-testid="deposit-order">
          {t('deposit.createdBody', { orderNo: result.orderNo })}
        </p>
      </section>
      <p className={styles.instruction} data-testid="deposit-instruction">
        {t('deposit.instruction', { amount, reference: result.reference })}
      </p>
      <InfoList
        testId="deposit-payee"
        rows={[
          { key: 'reference', label: t('deposit.reference'), value: result.reference, copy: result.reference, strong: true },
          { key: 'amount', label: t('deposit.amountToSend'), value: amount, copy: result.amount },
          { key: 'bank', label: t('deposit.bankName'), value: result.payee.bankName, copy: result.payee.bankName },
          { key: 'branch', label: t('deposit.branchName'), value: result.payee.branchName, copy: result.payee.branchName },
          {
            key: 'accountNumber',
            label: t('deposit.accountNumber'),
            value: result.payee.accountNumber,
            copy: result.payee.accountNumber,
          },
          {
            key: 'accountName',
            label: t('deposit.accountName'),
            value: result.payee.accountName,
            copy: result.payee.accountName,
          },
        ]}
      />
      <p className={styles.hint}>{t('deposit.afterTransfer')}</p>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(fundsPaths.fundRecords, { replace: true })}
          data-testid="deposit-to-records"
        >
          {t('nav.fundRecords')}
        </Button>
        <Button
          block
          fill="outline"
          color="primary"
          size="large"
          onClick={() => void navigate(identityPaths.mine, { replace: true })}
          data-testid="deposit-done"
        >
          {t('common.done')}
        </Button>
      </div>
    </div>
  );
}
