/**
 * Setting a holding position's exits: a take-profit, a stop-loss (with an optional worst price)
 * and a trailing width, each stepped by the tick table, with the estimated gain and loss, the
 * rules, and a confirmation before they replace the ones it has.
 */
import { useState, type FormEvent } from 'react';
import type { TickTable } from '@kabuto/domain';
import { confirm } from '../ui/confirm';
import { Sheet } from '../ui/sheet';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { isPriceText, pnlAt } from '../ui/market-parts/price-steps';
import { TickPriceField } from '../ui/market-parts/tick-price-field';
import { showPrice } from '../ui/market-parts/trade-format';
import { useConfig } from '../api/get-config';
import type { PositionDetail } from './api/get-position';
import type { SetExits, SetExitsBody } from './api/exits';
import styles from './positions.module.css';
import exitStyles from './exits.module.css';

export interface ExitsSheetProps {
  position: PositionDetail;
  table: TickTable | null;
  tick: string | null;
  setExits: SetExits;
  onClose: () => void;
}

type Field = 'takeProfit' | 'stopLoss' | 'stopLimit' | 'trail';

function bodyOf(positionId: number, values: Record<Field, string>): SetExitsBody | Field | null {
  const typed = (Object.entries(values) as [Field, string][]).filter(([, value]) => value.trim() !== '');
  const bad = typed.find(([, value]) => !isPriceText(value));
  if (bad) return bad[0];
  if (typed.length === 0 || (typed.length === 1 && typed[0]?.[0] === 'stopLimit')) return null;
  const value = (field: Field) => values[field].trim();
  return {
    positionId,
    ...(value('takeProfit') ? { takeProfit: value('takeProfit') } : {}),
    ...(value('stopLoss')
      ? { stopLoss: { trigger: value('stopLoss'), ...(value('stopLimit') ? { limit: value('stopLimit') } : {}) } }
      : {}),
    ...(value('trail') ? { trail: { width: value('trail') } } : {}),
  };
}

export function ExitsSheet({ position, table, tick, setExits, onClose }: ExitsSheetProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { currencySymbol: symbol } = useConfig();
  const [values, setValues] = useState<Record<Field, string>>({ takeProfit: '', stopLoss: '', stopLimit: '', trail: '' });
  const [error, setError] = useState<{ field: Field | null; text: string } | null>(null);
  const change = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const gain = values.takeProfit.trim() ? pnlAt(position.direction, position.buyPrice, values.takeProfit, position.shares) : null;
  const loss = values.stopLoss.trim() ? pnlAt(position.direction, position.buyPrice, values.stopLoss, position.shares) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setExits.pending) return;
    const body = bodyOf(position.id, values);
    if (body === null) return setError({ field: null, text: t('conditional.exits.empty') });
    if (typeof body === 'string') return setError({ field: body, text: t('fields.invalid_format') });
    setError(null);
    setExits.open(body);
    const confirmed = await confirm({
      title: t('conditional.exits.title'),
      content: t('conditional.exits.rules', { last: `${symbol}${showPrice(position.currentPrice)}` }),
      confirmText: t('conditional.exits.save'),
      cancelText: t('user.cancel'),
      testId: 'exits-confirm',
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await setExits.run(body);
    if (result.ok) {
      showToast(t('conditional.exits.saved'));
      return onClose();
    }
    if (result.failure.status !== 401) setError({ field: null, text: result.failure.message });
  }

  const fieldError = (field: Field) => (error?.field === field ? error.text : undefined);
  const common = { table, tick };
  return (
    <Sheet open title={t('conditional.exits.title')} onClose={onClose} testId="exits-sheet">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.sheetIntro} data-testid="exits-rules">
          {t('conditional.exits.rules', { last: `${symbol}${showPrice(position.currentPrice)}` })}
        </p>
        <TickPriceField
          id="exit-take-profit"
          label={t('conditional.takeProfit', { symbol })}
          value={values.takeProfit}
          onChange={change('takeProfit')}
          error={fieldError('takeProfit')}
          {...common}
        />
        <TickPriceField
          id="exit-stop-loss"
          label={t('conditional.stopLoss', { symbol })}
          value={values.stopLoss}
          onChange={change('stopLoss')}
          error={fieldError('stopLoss')}
          {...common}
        />
        <TickPriceField
          id="exit-stop-limit"
          label={t('conditional.stopLossLimit', { symbol })}
          value={values.stopLimit}
          onChange={change('stopLimit')}
          error={fieldError('stopLimit')}
          {...common}
        />
        <TickPriceField
          id="exit-trail"
          label={t('conditional.trailWidth', { symbol })}
          value={values.trail}
          onChange={change('trail')}
          error={fieldError('trail')}
          note={t('conditional.exits.trailNote')}
          {...common}
        />
        {(gain !== null || loss !== null) && (
          <div className={styles.sheetIntro} data-testid="exit-estimates">
            {gain !== null && (
              <p data-testid="exit-estimated-gain">{t('conditional.estimatedGain', { amount: money.signed(gain, 'JPY') })}</p>
            )}
            {loss !== null && (
              <p data-testid="exit-estimated-loss">{t('conditional.estimatedLoss', { amount: money.signed(loss, 'JPY') })}</p>
            )}
            <p>
              {t('conditional.estimateBasis', {
                price: `${symbol}${showPrice(position.buyPrice)}`,
                shares: position.shares.toLocaleString('en-US'),
              })}
            </p>
          </div>
        )}
        {error && error.field === null && (
          <p className={exitStyles.error} role="alert" data-testid="exits-error">
            {error.text}
          </p>
        )}
        <SubmitButton label={t('conditional.exits.save')} loading={setExits.pending} testId="exits-save" />
      </form>
    </Sheet>
  );
}
