/** A stop's conditions and proof as the orders list shows them (null fields for market and limit orders). */
import { formatPrice } from '@kabuto/domain';
import type { ConditionalColumns } from '../trade-orders.repository';

export function conditionalView(conditional: ConditionalColumns | null) {
  return {
    triggerPrice: conditional ? formatPrice(conditional.triggerPrice) : null,
    validity: conditional?.validity ?? null,
    expiresOn: conditional?.expiresOn ?? null,
    triggeredBy: conditional?.triggeredBy
      ? {
          price: formatPrice(conditional.triggeredBy.price),
          time: conditional.triggeredBy.time.toISOString(),
          seq: conditional.triggeredBy.seq,
        }
      : null,
    // Exits close their position directly at the book; no order stands for them.
    exitOf: null,
  };
}
