/** Pieces the deposit and withdrawal forms share: the currency choice, and the limits with the hours. */
import type { Currency } from '@kabuto/contracts';
import { ChoiceChips } from '../ui/choice-chips';
import { InfoList } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { Limits } from './funds-rules';
import { FundsWindow } from './funds-window';
import styles from './funds.module.css';

/** Shown only when there is a choice to make. */
export function CurrencyField({
  currencies,
  value,
  onChange,
  testId,
}: {
  currencies: readonly Currency[];
  value: Currency;
  onChange: (currency: Currency) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (currencies.length < 2) return null;
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{t('deposit.currency')}</span>
      <ChoiceChips
        label={t('deposit.currency')}
        choices={currencies.map((code) => ({ value: code, label: code }))}
        value={value}
        onChange={onChange}
        testId={testId}
      />
    </div>
  );
}

export interface LimitsAndHoursProps {
  limits: Limits | null;
  currency: Currency;
  window: { hours: string; days: string } | null;
  /** `<testId>-limits` and `<testId>-hours`. */
  testId: string;
}

export function LimitsAndHours({ limits, currency, window, testId }: LimitsAndHoursProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.details}>
      {limits && (
        <InfoList
          testId={`${testId}-limits`}
          rows={[
            { key: 'min', label: t('funds.minimum'), value: money.amount(limits.min, currency) },
            { key: 'max', label: t('funds.maximum'), value: money.amount(limits.max, currency) },
          ]}
        />
      )}
      {window && <FundsWindow hours={window.hours} days={window.days} testId={`${testId}-hours`} />}
    </div>
  );
}
