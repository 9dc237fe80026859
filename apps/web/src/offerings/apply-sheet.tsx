/**
 * Applying for a block trade or placement, in one money sheet: the shares with the amount they
 * hold, then a confirmation of exactly what is sent. The call lives with the page, so its
 * idempotency key outlives the sheet.
 */
import { useState } from 'react';
import type { CallResult } from '../api/api-client';
import { useUserInfo } from '../shared/api/get-user-info';
import { fundsPaths } from '../shared/paths/funds-paths';
import { FormCard, TextField } from '../ui/form-field';
import { MoneySheet } from '../ui/money-sheet';
import { showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { holdFor, sharesOf } from './offer-figures';
import type { OfferProduct } from './product-card';
import styles from './offerings.module.css';

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
  const shares = sharesOf(text);
  const hold = shares === null ? '0' : holdFor(product.price, shares);
  const available = useUserInfo().data?.withdrawable ?? null;
  // A block trade's daily limit (Japan day) counts what was applied for today: what is left of it.
  const todayLeft = product.dailyLimitShares === null ? null : Math.max(0, product.dailyLimitShares - product.myTodayShares);

  function sharesError(): string | undefined {
    if (shares === null) return t('offers.sharesError');
    if (shares % 100 !== 0) return t('errors.not_lot_multiple');
    if (shares < product.minShares) return t('errors.below_min_shares', { min: product.minShares.toLocaleString('en') });
    if (shares > product.maxShares) return t('errors.above_max_shares', { max: product.maxShares.toLocaleString('en') });
    if (todayLeft !== null && shares > todayLeft) {
      return t('errors.daily_limit', { limit: (product.dailyLimitShares ?? 0).toLocaleString('en') });
    }
    return undefined;
  }

  function review(): boolean {
    const found = sharesError();
    setError(found);
    if (found !== undefined || shares === null) return false;
    call.open(shares);
    return true;
  }

  async function confirm() {
    if (shares === null) return;
    const result = await call.run(shares);
    if (result.ok) showToast(t('offers.appliedToast', { amount: money.amount(result.data.held, 'JPY') }));
    onClose();
  }

  const note = <p className={styles.note}>{t('offers.holdNote')}</p>;
  return (
    <MoneySheet
      testId="offer-apply"
      titles={{ review: t('offers.applyTitle', { name: product.name }), confirm: t('offers.confirmTitle') }}
      labels={{ review: t('offers.review'), confirm: t('offers.confirm') }}
      call={call}
      onReview={review}
      onConfirm={confirm}
      onClose={onClose}
      hold={{ amount: hold, available, depositPath: fundsPaths.deposit }}
      reviewNote={note}
      summary={[
        { key: 'stock', label: t('offers.price'), value: `${product.name} · ${money.amount(product.price, 'JPY')}` },
        {
          key: 'shares',
          label: t('offers.shares'),
          value: t('offers.sharesCount', { count: (shares ?? 0).toLocaleString('en') }),
        },
        { key: 'hold', label: t('offers.hold'), value: money.amount(hold, 'JPY'), strong: true },
      ]}
      confirmNote={note}
    >
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
    </MoneySheet>
  );
}
