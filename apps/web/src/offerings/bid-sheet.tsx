/**
 * A sealed bid, in one money sheet: price and shares with the amount they hold (price × shares),
 * then a confirmation of exactly what is sent. The call lives with the page, so its idempotency
 * key outlives the sheet.
 */
import { useState } from 'react';
import type { ReplyOf, placementsMemberApi } from '@kabuto/contracts';
import { parsePrice } from '@kabuto/domain';
import { useUserInfo } from '../shared/api/get-user-info';
import { fundsPaths } from '../shared/paths/funds-paths';
import { FormCard, TextField } from '../ui/form-field';
import { MoneySheet } from '../ui/money-sheet';
import { showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { AuctionBid } from './api/offer-calls';
import { holdFor, priceOf, sharesOf } from './offer-figures';
import styles from './offerings.module.css';

export type Auction = ReplyOf<typeof placementsMemberApi.auctionList>[number];

export function BidSheet({ auction, call, onClose }: { auction: Auction; call: AuctionBid; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [priceText, setPriceText] = useState(auction.minBidPrice);
  const [sharesText, setSharesText] = useState('100');
  const [errors, setErrors] = useState<{ price?: string; shares?: string }>({});
  const price = priceOf(priceText);
  const shares = sharesOf(sharesText);
  const hold = price === null || shares === null ? '0' : holdFor(price, shares);
  const available = useUserInfo().data?.withdrawable ?? null;
  const body = { auctionId: auction.id, price: price ?? '', shares: shares ?? 0 };

  function review(): boolean {
    const minimum = parsePrice(auction.minBidPrice) ?? 0n;
    const next: { price?: string; shares?: string } = {};
    if (price === null) next.price = t('offers.priceError');
    else if ((parsePrice(price) ?? 0n) < minimum) next.price = t('errors.below_min_bid', { min: auction.minBidPrice });
    if (shares === null) next.shares = t('offers.sharesError');
    else if (shares % 100 !== 0) next.shares = t('errors.not_lot_multiple');
    setErrors(next);
    if (next.price || next.shares) return false;
    call.open(body);
    return true;
  }

  async function confirm() {
    const result = await call.run(body);
    if (result.ok) showToast(t('offers.bidToast', { amount: money.amount(result.data.held, 'JPY') }));
    onClose();
  }

  const note = <p className={styles.note}>{t('offers.bidHoldNote')}</p>;
  return (
    <MoneySheet
      testId="auction-bid"
      titles={{ review: t('offers.bidTitle', { name: auction.name }), confirm: t('offers.confirmTitle') }}
      labels={{ review: t('offers.review'), confirm: t('offers.confirm') }}
      call={call}
      onReview={review}
      onConfirm={confirm}
      onClose={onClose}
      hold={{ amount: hold, available, depositPath: fundsPaths.deposit }}
      reviewNote={note}
      summary={[
        { key: 'price', label: t('offers.bidPriceLabel'), value: money.amount(body.price, 'JPY') },
        { key: 'shares', label: t('offers.shares'), value: t('offers.sharesCount', { count: body.shares.toLocaleString('en') }) },
        { key: 'hold', label: t('offers.hold'), value: money.amount(hold, 'JPY'), strong: true },
      ]}
      confirmNote={note}
    >
      <FormCard>
        <TextField
          id="bid-price"
          label={t('offers.bidPrice')}
          placeholder={t('offers.bidPricePlaceholder', { min: auction.minBidPrice, tick: auction.tickSize })}
          inputMode="decimal"
          value={priceText}
          onChange={(event) => {
            setPriceText(event.target.value);
            setErrors({});
          }}
          error={errors.price}
        />
        <TextField
          id="bid-shares"
          label={t('offers.shares')}
          placeholder={t('offers.sharesPlaceholder')}
          inputMode="numeric"
          value={sharesText}
          onChange={(event) => {
            setSharesText(event.target.value);
            setErrors({});
          }}
          error={errors.shares}
        />
      </FormCard>
    </MoneySheet>
  );
}
