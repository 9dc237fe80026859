/** A strategy's figures as the cards and the detail show them: the return, then equity, drawdown, holding time, trades, followers. */
import type { ReplyOf, copyMemberApi } from '@kabuto/contracts';
import { Toned } from '../ui/market-parts/change-text';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import styles from './copy.module.css';

export type Strategy = ReplyOf<typeof copyMemberApi.copyStrategies>[number];

/** "+12.34%", "-3.10%", "0.00%": the sign the value has. */
export function signedPct(value: string): string {
  return /^-/.test(value) || /^0(\.0+)?$/.test(value) ? `${value}%` : `+${value}%`;
}

export function StrategyFigures({ strategy, testId }: { strategy: Strategy; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const figures = [
    { key: 'equity', label: t('copy.equity'), value: money.amount(strategy.equity, 'JPY') },
    { key: 'drawdown', label: t('copy.maxDrawdown'), value: `${strategy.maxDrawdownPct}%` },
    { key: 'holding', label: t('copy.avgHolding'), value: t('copy.minutes', { minutes: strategy.avgHoldingMinutes }) },
    { key: 'trades', label: t('copy.trades'), value: String(strategy.trades) },
    { key: 'followers', label: t('copy.followers'), value: String(strategy.followers) },
    { key: 'minimum', label: t('copy.minInvestment'), value: money.amount(strategy.minInvestment, 'JPY') },
  ];
  return (
    <>
      <div>
        <span className={styles.return}>
          <Toned change={strategy.returnPct} testId={`${testId}-return`}>
            {signedPct(strategy.returnPct)}
          </Toned>
        </span>
        <span className={styles.returnLabel}>{t('copy.returnPct')}</span>
      </div>
      <dl className={styles.figures} data-testid={`${testId}-figures`}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd data-testid={`${testId}-${figure.key}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
