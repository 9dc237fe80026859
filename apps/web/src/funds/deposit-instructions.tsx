/** What to do after announcing a deposit: the account to pay, the exact amount, and the reference. */
import { InfoList } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { DepositResult } from './deposit-channel-page';
import { DoneActions } from './done-actions';
import styles from './funds.module.css';

export function DepositInstructions({ result }: { result: DepositResult }) {
  const { t } = useTranslation();
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
      <DoneActions next={{ records: true, testId: 'deposit-to-records' }} doneTestId="deposit-done" />
    </div>
  );
}
