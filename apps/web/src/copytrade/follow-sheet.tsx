/**
 * Following a strategy, in one money sheet: the amount and the stop-loss slider with the loss in
 * yen it means, then a confirmation of exactly what is sent. The call lives with the page, so its
 * idempotency key outlives the sheet.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Slider } from 'antd-mobile';
import type { ReplyOf, copyMemberApi } from '@kabuto/contracts';
import { useUserInfo } from '../shared/api/get-user-info';
import { copytradePaths } from '../shared/paths/copytrade-paths';
import { FormCard, TextField } from '../ui/form-field';
import { MoneySheet } from '../ui/money-sheet';
import { showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { FollowStrategy } from './api/copy-queries';
import styles from './copy.module.css';

type StrategyDetail = ReplyOf<typeof copyMemberApi.copyStrategy>;

const defaultStopLossPct = 20;

/** Whole yen typed by the member, or null. */
function wholeYen(text: string): bigint | null {
  const trimmed = text.replace(/[,\s]/g, '');
  return /^\d{1,13}$/.test(trimmed) ? BigInt(trimmed) : null;
}

export function FollowSheet({
  strategy,
  followStrategy,
  onClose,
}: {
  strategy: StrategyDetail;
  followStrategy: FollowStrategy;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const info = useUserInfo();
  const [amountText, setAmountText] = useState('');
  const [stopLossPct, setStopLossPct] = useState(defaultStopLossPct);
  const [error, setError] = useState<string | undefined>();
  const available = info.data?.balances.find((balance) => balance.currency === 'JPY')?.available ?? '0';
  const amount = wholeYen(amountText);
  // The loss the stop-loss means, rounded down as the server does: invested × pct ÷ 100.
  const loss = amount === null ? 0n : (amount * BigInt(stopLossPct)) / 100n;
  const floor = amount === null ? 0n : (amount * BigInt(100 - stopLossPct)) / 100n;
  const body = { strategyId: strategy.id, amount: amount?.toString() ?? '', stopLossPct };
  const minimum = money.amount(strategy.minInvestment, 'JPY');

  function amountError(): string | undefined {
    if (amount === null) return t('copy.amountErrors.notWhole');
    if (amount < BigInt(strategy.minInvestment.split('.')[0] ?? '0'))
      return t('copy.amountErrors.belowMinimum', { min: minimum });
    if (amount > BigInt(available.split('.')[0] ?? '0')) {
      return t('copy.amountErrors.aboveAvailable', { available: money.amount(available, 'JPY') });
    }
    return undefined;
  }

  function review(): boolean {
    const found = amountError();
    setError(found);
    if (found !== undefined) return false;
    followStrategy.open(body);
    return true;
  }

  async function confirm() {
    const result = await followStrategy.run(body);
    onClose();
    if (result.ok) {
      showToast(t('copy.followed'));
      void navigate(copytradePaths.copies);
    }
  }

  const stopLossText = t('copy.stopLossValue', {
    pct: stopLossPct,
    loss: money.amount(loss.toString(), 'JPY'),
    equity: money.amount(floor.toString(), 'JPY'),
  });

  return (
    <MoneySheet
      testId="copy-follow"
      titles={{ review: t('copy.followTitle', { name: strategy.name }), confirm: t('copy.confirmTitle') }}
      labels={{ review: t('copy.review'), confirm: t('copy.confirm') }}
      call={followStrategy}
      onReview={review}
      onConfirm={confirm}
      onClose={onClose}
      summary={[
        { key: 'strategy', label: t('copy.confirmStrategy'), value: strategy.name },
        { key: 'amount', label: t('copy.confirmAmount'), value: money.amount(body.amount || '0', 'JPY'), strong: true },
        { key: 'stopLoss', label: t('copy.confirmStopLoss'), value: stopLossText },
      ]}
      confirmNote={<p className={styles.note}>{t('copy.confirmNote')}</p>}
    >
      <FormCard>
        <TextField
          id="copy-amount"
          label={t('copy.amount')}
          placeholder={t('copy.amountPlaceholder', { min: minimum, available: money.amount(available, 'JPY') })}
          inputMode="numeric"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </FormCard>
      <div className={styles.slider} data-testid="copy-stop-loss">
        <div className={styles.muted}>{t('copy.stopLoss')}</div>
        <Slider
          aria-label={t('copy.stopLoss')}
          min={strategy.rules.stopLossMin}
          max={strategy.rules.stopLossMax}
          step={1}
          value={stopLossPct}
          onChange={(value) => setStopLossPct(Array.isArray(value) ? (value[0] ?? defaultStopLossPct) : value)}
        />
        <div className={styles.sliderEnds}>
          <span>{strategy.rules.stopLossMin}%</span>
          <span>{strategy.rules.stopLossMax}%</span>
        </div>
      </div>
      <p className={styles.sliderValue} data-testid="copy-stop-loss-value">
        {stopLossText}
      </p>
    </MoneySheet>
  );
}
