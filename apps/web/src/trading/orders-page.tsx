/**
 * Order history (`/trade/orders`): every order the member placed; with `?positionId=`, the order
 * that opened that position, reached from the position's screen.
 */
import { useSearchParams } from 'react-router';
import { MarketScreen } from '../ui/market-parts/market-screen';
import { useTranslation } from '../ui/translation-context';
import { OrderHistory } from './order-history';

export function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('positionId'));
  const positionId = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  return (
    <MarketScreen
      title={positionId === undefined ? t('positions.history.title') : t('positions.history.forPosition')}
      testId="orders-page"
    >
      <OrderHistory positionId={positionId} />
    </MarketScreen>
  );
}
