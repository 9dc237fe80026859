/**
 * The order sheet's account switch (issue 34): taxable or NISA, with what is left of the NISA
 * allowance and, when the order can't go into NISA, why.
 */
import { ChoiceChips } from '../../ui/choice-chips';
import { useTranslation } from '../../ui/translation-context';
import { useMoney } from '../../ui/use-money';
import { nisaRefusalOf, type NisaRefusal } from './nisa-order-check';
import { useNisaStatus } from './tax-queries';

export type OrderAccount = 'taxable' | 'nisa';

export interface OrderAccountFieldProps {
  value: OrderAccount;
  onChange: (account: OrderAccount) => void;
  order: { direction: 'long' | 'short'; leverage: number; product: 'normal' | 'day' };
  notional: string | undefined;
  classNames: { row: string; label: string; note: string; error: string };
}

export function useNisaRefusal(
  account: OrderAccount,
  order: OrderAccountFieldProps['order'],
  notional: string | undefined,
): NisaRefusal | null {
  const nisa = useNisaStatus(account === 'nisa');
  return account === 'nisa' ? nisaRefusalOf(order, nisa.data, notional) : null;
}

export function OrderAccountField({ value, onChange, order, notional, classNames }: OrderAccountFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const nisa = useNisaStatus(value === 'nisa');
  const refusal = useNisaRefusal(value, order, notional);
  const refusalText = (shown: NisaRefusal) =>
    shown.kind === 'notOpen'
      ? t('taxLines.nisaNotOpen')
      : shown.kind === 'limit'
        ? t('taxLines.refusals.limit', { cost: money.amount(shown.cost, 'JPY'), remaining: money.amount(shown.remaining, 'JPY') })
        : t(`taxLines.refusals.${shown.kind}`);
  return (
    <div className={classNames.row}>
      <span className={classNames.label}>{t('taxLines.account')}</span>
      <ChoiceChips
        label={t('taxLines.account')}
        choices={(['taxable', 'nisa'] as const).map((account) => ({ value: account, label: t(`taxLines.accounts.${account}`) }))}
        value={value}
        onChange={onChange}
        testId="order-account"
        stretch
      />
      {value === 'nisa' && nisa.data && nisa.data.openedAt !== null && (
        <p className={classNames.note} data-testid="order-nisa-remaining">
          {t('taxLines.nisaRemaining', { amount: money.amount(nisa.data.remaining, 'JPY') })}
        </p>
      )}
      {refusal && (
        <p className={classNames.error} role="alert" data-testid="order-nisa-refusal" data-kind={refusal.kind}>
          {refusalText(refusal)}
        </p>
      )}
    </div>
  );
}
