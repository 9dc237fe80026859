/**
 * The order form (`/market/marketBuy?symbol=&direction=long|short`, `&product=day` for a day
 * trade): for a verified member, a stock's live price, the order and its estimate; then what
 * became of the order. Signed-out visitors are sent to sign in by the router.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserInfo } from '@kabuto/contracts';
import { CallFailedError } from '../../api/api-error';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useUserInfo } from '../../shared/api/get-user-info';
import { VerificationNeeded } from '../../shared/verification-needed';
import { useQuote, type QuoteWithDepth } from '../../shared/api/get-quote';
import { useLiveQuote } from '../../shared/live/use-live-quotes';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { detailPath } from '../../shared/paths/market-paths';
import { OrderDone } from './order-done';
import { OrderForm } from './order-form';
import type { Direction, Product } from './order-rules';
import type { OrderOutcome } from './order-sheet';

export function OrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim();
  const direction: Direction = params.get('direction') === 'short' ? 'short' : 'long';
  const product: Product | undefined = params.get('product') === 'day' ? 'day' : undefined;
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  return (
    <MarketScreen
      title={product === 'day' ? t('order.dayTitle') : t('order.title')}
      backTo={symbol ? detailPath(symbol) : '/market/market'}
      testId="order-page"
    >
      {outcome ? (
        <OrderDone outcome={outcome} onAnother={() => setOutcome(null)} />
      ) : (
        <OrderScreen symbol={symbol} direction={direction} product={product} onPlaced={setOutcome} />
      )}
    </MarketScreen>
  );
}

export interface OrderScreenProps {
  symbol: string;
  direction: Direction;
  product: Product | undefined;
  onPlaced: (outcome: OrderOutcome) => void;
}

/** The stock and the member loaded, then the form, or why there is none. */
export function OrderScreen({ symbol, direction, product, onPlaced }: OrderScreenProps) {
  const { t } = useTranslation();
  const query = useQuote(symbol);
  const quote = useLiveQuote(query.data);
  const info = useUserInfo();
  const missing = symbol === '' || (query.error instanceof CallFailedError && query.error.failure.status === 404);
  if (missing) {
    return (
      <StatusView
        tone="warning"
        title={t('market.detail.notFoundTitle')}
        description={t('market.detail.notFoundBody', { symbol })}
        testId="order-not-found"
      />
    );
  }
  const failed = query.isError && !quote ? query : info.isError ? info : null;
  if (failed) return <LoadFailed query={failed} />;
  if (!quote || !info.data) return <PageLoading />;
  return <OrderGate quote={quote} info={info.data} direction={direction} product={product} onPlaced={onPlaced} />;
}

function OrderGate({
  quote,
  info,
  direction,
  product,
  onPlaced,
}: Omit<OrderScreenProps, 'symbol'> & { quote: QuoteWithDepth; info: UserInfo }) {
  const { t } = useTranslation();
  if (info.kycStatus !== 'verified') {
    return <VerificationNeeded kycStatus={info.kycStatus} body={t('order.needVerification')} testId="order-need-verification" />;
  }
  if (quote.kind !== 'stock') {
    return (
      <StatusView tone="info" title={t('order.notTradable')} description={t('order.notTradableBody')} testId="order-index" />
    );
  }
  return (
    <OrderForm
      // Another stock, side or product (a new address) starts a new form, with that stock's price.
      key={`${quote.symbol}:${direction}:${product ?? ''}`}
      quote={quote}
      info={info}
      initialDirection={direction}
      fixedProduct={product}
      onPlaced={onPlaced}
    />
  );
}
