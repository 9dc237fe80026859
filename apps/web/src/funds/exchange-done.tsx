/** The exchange as it was booked: order number, debited, credited, and the rate used. */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { InfoList } from '../ui/info-list';
import { formatSignificant } from '../ui/money';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { ExchangeResult } from './exchange-page';
import styles from './funds.module.css';
import { identityPaths } from '../shared/paths/identity-paths';

export function ExchangeDone({ result, onAgain }: { result: ExchangeResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={onAgain} data-testid="exchange-again">
          {t('exchange.again')}
        </Button>
        <Button
          block
          fill="outline"
          color="primary"
          size="large"
          onClick={() => void navigate(identityPaths.mine, { replace: true })}
          data-testid="exchange-to-mine"
        >
          {t('common.done')}
        </Button>
      </div>
    </div>
  );
}
