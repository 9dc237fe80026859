/**
 * Why an order can't go into NISA, judged as the member builds it (the server judges again when
 * it is placed): the same published rule as packages/domain nisa-allowance.ts, cash purchases only
 * and within what is left of the allowance.
 */
export type NisaRefusal =
  { kind: 'notOpen' } | { kind: 'short' | 'leverage' | 'product' } | { kind: 'limit'; cost: string; remaining: string };

export function nisaRefusalOf(
  order: { direction: 'long' | 'short'; leverage: number; product: 'normal' | 'day' },
  nisa: { openedAt: string | null; remaining: string } | undefined,
  /** The preview's notional (price × shares), a decimal string of yen. */
  notional: string | undefined,
): NisaRefusal | null {
  if (nisa && nisa.openedAt === null) return { kind: 'notOpen' };
  if (order.direction !== 'long') return { kind: 'short' };
  if (order.leverage !== 1) return { kind: 'leverage' };
  if (order.product !== 'normal') return { kind: 'product' };
  if (nisa && notional !== undefined) {
    // Whole yen, rounded up, as the allowance counts a purchase.
    const cost = Math.ceil(Number(notional));
    if (cost > Number(nisa.remaining)) return { kind: 'limit', cost: String(cost), remaining: nisa.remaining };
  }
  return null;
}
