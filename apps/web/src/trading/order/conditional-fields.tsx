/**
 * The order form's conditional rows, after the type chips: a stop's trigger (and a stop-limit's
 * limit), stepped along the tick table; its validity; and the take-profit and stop-loss to set
 * when it fills, with the estimated gain and loss at each.
 */
import type { TickTable } from '@kabuto/domain';
import { ChoiceChips } from '../../ui/choice-chips';
import { useTranslation } from '../../ui/translation-context';
import { useMoney } from '../../ui/use-money';
import { showPrice } from '../../ui/market-parts/trade-format';
import { pnlAt } from '../../ui/market-parts/price-steps';
import { TickPriceField } from '../../ui/market-parts/tick-price-field';
import type { ConditionalIssue } from './conditional-draft';
import type { DraftIssue, OrderDraft } from './order-rules';
import styles from './order.module.css';

export interface ConditionalFieldsProps {
  draft: OrderDraft;
  update: (patch: Partial<OrderDraft>) => void;
  issues: readonly DraftIssue[];
  symbol: string;
  last: string;
  table: TickTable | null;
  tick: string | null;
  /** Today in Japan, "YYYY-MM-DD": the earliest date a `gtd` order may run to. */
  today: string;
}

const issueOf = (issues: readonly DraftIssue[], field: ConditionalIssue['field'] | 'price') =>
  issues.find((issue) => issue.field === field);

/** The trigger, a stop-limit's limit and the validity of a stop. */
export function StopFields({ draft, update, issues, symbol, last, table, tick, today }: ConditionalFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (issue: DraftIssue | undefined) =>
    issue && t(`fields.${issue.code === 'invalid_lots' ? 'invalid_format' : issue.code}`);
  const kind = draft.type === 'stopLimit' ? 'stopLimitNote' : 'stopNote';
  return (
    <>
      <TickPriceField
        id="order-trigger"
        label={t('conditional.trigger', { symbol })}
        value={draft.triggerPrice}
        onChange={(triggerPrice) => update({ triggerPrice })}
        table={table}
        tick={tick}
        error={errorOf(issueOf(issues, 'triggerPrice'))}
        note={t(`conditional.${kind}.${draft.direction}`)}
      />
      {draft.type === 'stopLimit' && (
        <TickPriceField
          id="order-stop-limit"
          label={t('conditional.limitPrice', { symbol })}
          value={draft.price}
          onChange={(price) => update({ price })}
          table={table}
          tick={tick}
          error={errorOf(issueOf(issues, 'price'))}
        />
      )}
      <div className={styles.row}>
        <p className={styles.note} data-testid="order-stop-rules">
          {t('conditional.rules', { last: `${symbol}${showPrice(last)}` })}
        </p>
      </div>
      <div className={styles.row}>
        <span className={styles.label}>{t('conditional.validity')}</span>
        <ChoiceChips
          label={t('conditional.validity')}
          choices={(['day', 'gtd'] as const).map((value) => ({ value, label: t(`conditional.validities.${value}`) }))}
          value={draft.validity}
          onChange={(validity) => update({ validity })}
          testId="order-validity"
          stretch
        />
        {draft.validity === 'gtd' && (
          <>
            <label className={styles.label} htmlFor="order-expires">
              {t('conditional.expiresOn')}
            </label>
            <input
              id="order-expires"
              type="date"
              className={styles.priceInput}
              min={today}
              value={draft.expiresOn}
              onChange={(event) => update({ expiresOn: event.target.value })}
              aria-invalid={issueOf(issues, 'expiresOn') ? true : undefined}
              data-testid="order-expires"
            />
          </>
        )}
        {draft.validity === 'gtd' && <p className={styles.note}>{t('conditional.expiresHint')}</p>}
      </div>
    </>
  );
}

/** The take-profit and stop-loss set when the order fills (IFD, IFDOCO), with the gain and loss at each. */
export function ExitFields({
  draft,
  update,
  issues,
  symbol,
  table,
  tick,
  entry,
  shares,
}: Omit<ConditionalFieldsProps, 'today' | 'last'> & { entry: string; shares: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorOf = (issue: DraftIssue | undefined) =>
    issue && t(`fields.${issue.code === 'invalid_lots' ? 'invalid_format' : issue.code}`);
  const gain = draft.takeProfit.trim() ? pnlAt(draft.direction, entry, draft.takeProfit, shares) : null;
  const loss = draft.stopLoss.trim() ? pnlAt(draft.direction, entry, draft.stopLoss, shares) : null;
  return (
    <div data-testid="order-exits">
      <div className={styles.row}>
        <p className={styles.label}>{t('conditional.exitsTitle')}</p>
        <p className={styles.note}>{t('conditional.exitsNote')}</p>
      </div>
      <TickPriceField
        id="order-take-profit"
        label={t('conditional.takeProfit', { symbol })}
        value={draft.takeProfit}
        onChange={(takeProfit) => update({ takeProfit: takeProfit })}
        table={table}
        tick={tick}
        error={errorOf(issueOf(issues, 'takeProfit'))}
      />
      <TickPriceField
        id="order-stop-loss"
        label={t('conditional.stopLoss', { symbol })}
        value={draft.stopLoss}
        onChange={(stopLoss) => update({ stopLoss })}
        table={table}
        tick={tick}
        error={errorOf(issueOf(issues, 'stopLoss'))}
      />
      {(gain !== null || loss !== null) && (
        <div className={`${styles.row} ${styles.note}`} data-testid="order-exit-estimates">
          {gain !== null && (
            <p data-testid="order-estimated-gain">{t('conditional.estimatedGain', { amount: money.signed(gain, 'JPY') })}</p>
          )}
          {loss !== null && (
            <p data-testid="order-estimated-loss">{t('conditional.estimatedLoss', { amount: money.signed(loss, 'JPY') })}</p>
          )}
          <p>
            {t('conditional.estimateBasis', { price: `${symbol}${showPrice(entry)}`, shares: shares.toLocaleString('en-US') })}
          </p>
        </div>
      )}
    </div>
  );
}
