/** The exchange as it was booked: order number, debited, credited, and the rate used. */
import { InfoList } from '../ui/info-list';
import { formatSignificant } from '../ui/money';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { ExchangeResult } from './exchange-page';
import { DoneActions } from './done-actions';
import styles from './funds.module.css';

export function ExchangeDone({ result, onAgain }: { result: ExchangeResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.result} data-testid="exchange-done">
      <section className={styles.done}>
        <h2 className={styles.doneTitle}>{t('exchange.doneTitle')}</h2>
        <p className={styles.doneBody}>{t('exchange.doneBody', { orderNo: result.orderNo })}</p>
      </section>
      <InfoList
        testId="exchange-result"
        rows={[
          { key: 'debit', label: t('exchange.debited'), value: money.amount(result.debited, result.from) },
          { key: 'credit', label: t('exchange.credited'), value: money.amount(result.credited, result.to), strong: true },
          {
            key: 'rate',
            label: t('exchange.rate'),
            value: t('exchange.rateValue', { from: result.from, to: result.to, rate: formatSignificant(result.rate) }),
          },
        ]}
      />
      <DoneActions
        next={{ label: t('exchange.again'), onClick: onAgain, testId: 'exchange-again' }}
        doneTestId="exchange-to-mine"
      />
    </div>
  );
}
