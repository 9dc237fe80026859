/** Mine's tax line (issue 34): this JST year's realised gain, tax withheld and refunded, and the way to the tax account. */
import { Link } from 'react-router';
import { InfoList } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useTaxAccount } from '../shared/tax/tax-queries';
import styles from './tax-summary.module.css';

export function TaxSummary() {
  const { t } = useTranslation();
  const money = useMoney();
  const account = useTaxAccount();
  const data = account.data;
  return (
    <section className={styles.card} data-testid="mine-tax">
      <div className={styles.head}>
        <h2 className={styles.heading}>{t('tax.mineTitle')}</h2>
        <Link className={styles.link} to="/user/tax" data-testid="mine-tax-link">
          {t('tax.mineLink')}
        </Link>
      </div>
      {data && (
        <>
          <p className={styles.type} data-testid="mine-tax-type">
            {data.type ? t(`tax.types.${data.type}`) : t('tax.none')}
          </p>
          <InfoList
            testId="mine-tax-figures"
            rows={[
              { key: 'gain', label: t('tax.realizedGain'), value: money.signed(data.realizedGain, 'JPY') },
              { key: 'withheld', label: t('tax.withheld'), value: money.amount(data.withheld, 'JPY') },
              { key: 'refunded', label: t('tax.refunded'), value: money.amount(data.refunded, 'JPY') },
            ]}
          />
        </>
      )}
    </section>
  );
}
