/**
 * The loan screens' arithmetic, with the server's own rules from @kabuto/domain: an amount as
 * whole yen, what it costs over a term at the published rate, and where the gauge puts an LTV.
 */
import { interestForTerm, parseDecimal, yenAmount } from '@kabuto/domain';

/** A typed amount as whole yen above zero, or null. */
export function wholeYen(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const value = BigInt(trimmed);
  return value > 0n ? value : null;
}

/** Interest on `amount` yen held for `termDays` at `aprPct` percent a year, as the server accrues it (rounded down). */
export function termInterest(amount: bigint, termDays: number, aprPct: string): string {
  const percent = parseDecimal(aprPct);
  if (!percent) return '0';
  return interestForTerm(yenAmount(amount), termDays, { units: percent.units, scale: percent.scale + 2 }).minor.toString();
}

/** The gauge shows 0–100% LTV; a position along it as a CSS percentage (above 100 sits at the end). */
export function gaugeOffset(ltvPct: string | null): number {
  if (ltvPct === null) return 100;
  const value = Number(ltvPct);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 100;
}

export type GaugeZone = 'ok' | 'noBorrowing' | 'warning' | 'forcedSale';

/** Which zone of the gauge an LTV is in, by the thresholds the server published (percentages). */
export function gaugeZone(
  ltvPct: string | null,
  thresholds: readonly { kind: Exclude<GaugeZone, 'ok'>; ltvPct: string }[],
): GaugeZone {
  const value = ltvPct === null ? Number.POSITIVE_INFINITY : Number(ltvPct);
  let zone: GaugeZone = 'ok';
  for (const threshold of thresholds) if (value >= Number(threshold.ltvPct)) zone = threshold.kind;
  return zone;
}
