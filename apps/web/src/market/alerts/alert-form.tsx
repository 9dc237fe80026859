/**
 * The form that adds a price alert for one stock: at or above a price, at or below one, or a
 * move of a percentage from the previous close, either way. The value is checked here as the
 * server checks it, so a mistake is shown under the field before anything is sent.
 */
import { useState, type FormEvent } from 'react';
import type { PriceAlert } from '@kabuto/contracts';
import { ChoiceChips } from '../../ui/choice-chips';
import { FormCard, TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useAddPriceAlert } from '../api/price-alerts';
import { formatPrice } from '../../ui/market-parts/quote-format';
import { alertValueProblem } from './alert-value';
import styles from './alerts.module.css';

type Kind = PriceAlert['kind'];

export function AlertForm({ symbol, name, last }: { symbol: string; name: string; last: string | null }) {
  const { t } = useTranslation();
  const addAlert = useAddPriceAlert();
  const [kind, setKind] = useState<Kind>('above');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<'badValue' | 'badPercent' | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = alertValueProblem(kind, value);
    setProblem(found);
    if (found) return;
    if ((await addAlert.mutateAsync({ symbol, kind, value: value.trim() })) !== false) {
      showToast(t('market.alerts.added'));
      setValue('');
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="alert-form">
      <h2 className={styles.heading}>{t('market.alerts.addTitle', { name, symbol })}</h2>
      {last !== null && <p className={styles.note}>{t('market.alerts.last', { price: formatPrice(last) })}</p>}
      <FormCard>
        <div className={styles.field}>
          <span className={styles.label}>{t('market.alerts.kind')}</span>
          <ChoiceChips
            label={t('market.alerts.kind')}
            choices={(['above', 'below', 'changePct'] as const).map((choice) => ({
              value: choice,
              label: t(`market.alerts.${choice}`),
            }))}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setProblem(null);
            }}
            testId="alert-kind"
          />
        </div>
        <TextField
          id="alert-value"
          label={kind === 'changePct' ? t('market.alerts.percent') : t('market.alerts.level')}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={problem ? t(`market.alerts.${problem}`) : undefined}
        />
      </FormCard>
      <SubmitButton label={t('market.alerts.add')} loading={addAlert.isPending} testId="alert-add" />
    </form>
  );
}
