/**
 * Applying for a block trade or placement, in one sheet: the shares with the amount they hold,
 * then a confirmation of exactly what is sent. The call lives with the page, so its idempotency
 * key outlives the sheet.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import type { CallResult } from '../api/api-client';
import { FormCard, TextField } from '../ui/form-field';
import { InfoList } from '../ui/info-list';
import { HoldSummary, holdShortfall } from '../ui/hold-summary';
import { useUserInfo } from '../shared/api/get-user-info';
import { Sheet } from '../ui/sheet';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { holdFor, sharesOf } from './offer-figures';
import type { OfferProduct } from './product-card';
import styles from './offers.module.css';

/** The page's money call, for these shares of this product. */
export interface SharesCall {
  open(shares: number): void;
  run(shares: number): Promise<CallResult<{ held: string }>>;
  pending: boolean;
  offline: boolean;
}

export function ApplySheet({ product, call, onClose }: { product: OfferProduct; call: SharesCall; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [text, setText] = useState(String(product.minShares));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const shares = sharesOf(text);
  const hold = shares === null ? '0' : holdFor(product.price, shares);
  const available = useUserInfo().data?.withdrawable ?? null;
  // A block trade's daily limit (Japan day) counts what was applied for today: what is left of it.
  const todayLeft = product.dailyLimitShares === null ? null : Math.max(0, product.dailyLimitShares - product.myTodayShares);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (shares === null) return setError(t('offers.sharesError'));
    if (shares % 100 !== 0) return setError(t('errors.not_lot_multiple'));
    if (shares < product.minShares) {
      return setError(t('errors.below_min_shares', { min: product.minShares.toLocaleString('en') }));
    }
    if (shares > product.maxShares) {
      return setError(t('errors.above_max_shares', { max: product.maxShares.toLocaleString('en') }));
    }
    if (todayLeft !== null && shares > todayLeft) {
      return setError(t('errors.daily_limit', { limit: (product.dailyLimitShares ?? 0).toLocaleString('en') }));
    }
    call.open(shares);
    setConfirming(true);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (call.pending || shares === null) return;
    prepareToasts();
    const result = await call.run(shares);
    if (result.ok) showToast(t('offers.appliedToast', { amount: money.amount(result.data.held, 'JPY') }));
    onClose();
  }

  const rows = [
    { key: 'stock', label: t('offers.price'), value: `${product.name} · ${money.amount(product.price, 'JPY')}` },
    { key: 'shares', label: t('offers.shares'), value: t('offers.sharesCount', { count: (shares ?? 0).toLocaleString('en') }) },
    { key: 'hold', label: t('offers.hold'), value: money.amount(hold, 'JPY'), strong: true },
  ];

  return (
    <Sheet
      open
      title={confirming ? t('offers.confirmTitle') : t('offers.applyTitle', { name: product.name })}
      onClose={onClose}
      testId="offer-apply-sheet"
    >
      {confirming ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <InfoList testId="offer-apply-summary" rows={rows} />
          <p className={styles.note}>{t('offers.holdNote')}</p>
          <SubmitButton label={t('offers.confirm')} loading={call.pending} offline={call.offline} testId="offer-apply-confirm" />
          <Button block fill="none" onClick={() => setConfirming(false)} data-testid="offer-apply-back">
            {t('app.back')}
          </Button>
        </form>
      ) : (
        <form onSubmit={review} noValidate>
          <FormCard>
            <TextField
              id="offer-shares"
              label={t('offers.shares')}
              placeholder={t('offers.sharesPlaceholder')}
              inputMode="numeric"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
              error={error}
            />
          </FormCard>
          {todayLeft !== null && (
            <p className={styles.note} data-testid="offer-apply-today">
              {t('offers.todayLeft', {
                left: todayLeft.toLocaleString('en'),
                limit: (product.dailyLimitShares ?? 0).toLocaleString('en'),
                used: product.myTodayShares.toLocaleString('en'),
              })}
            </p>
          )}
          <HoldSummary hold={hold} available={available} testId="offer-apply-hold" />
          <p className={styles.note}>{t('offers.holdNote')}</p>
          <SubmitButton
            label={t('offers.review')}
            loading={false}
            disabled={holdShortfall(hold, available) !== null}
            testId="offer-apply-review"
          />
        </form>
      )}
    </Sheet>
  );
}
