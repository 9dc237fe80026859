/**
 * A closed position's tax lines (issue 34): the P&L before tax, the tax its sale withheld or
 * refunded (a 特定口座 with withholding), and what is left after it; NISA says it is untaxed.
 */
import { InfoList } from '../../ui/info-list';
import { useTranslation } from '../../ui/translation-context';
import { useMoney } from '../../ui/use-money';

export interface TaxedPosition {
  status: string;
  account: 'taxable' | 'nisa';
  pnl: string;
  taxWithheld: string;
}

const isZero = (amount: string) => /^-?0(\.0+)?$/.test(amount);

/** The P&L after the sale's tax, in whole yen (both are whole yen on the wire). */
export function netAfterTax(pnl: string, taxWithheld: string): string {
  return String(BigInt(pnl.split('.')[0] ?? '0') - BigInt(taxWithheld.split('.')[0] ?? '0'));
}

export function PositionTaxLines({ position, className }: { position: TaxedPosition; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (position.status !== 'closed') return null;
  if (position.account === 'nisa') {
    return (
      <p className={className} data-testid="position-tax-nisa">
        {t('taxLines.nisaUntaxed')}
      </p>
    );
  }
  if (isZero(position.taxWithheld)) return null;
  const refunded = position.taxWithheld.startsWith('-');
  const tax = refunded ? position.taxWithheld.slice(1) : position.taxWithheld;
  return (
    <InfoList
      testId="position-tax"
      rows={[
        { key: 'gross', label: t('taxLines.gross'), value: money.signed(position.pnl, 'JPY') },
        {
          key: refunded ? 'refunded' : 'withheld',
          label: refunded ? t('taxLines.taxRefunded') : t('taxLines.taxWithheld'),
          value: refunded ? money.signed(tax, 'JPY') : money.signed(`-${tax}`, 'JPY'),
        },
        {
          key: 'net',
          label: t('taxLines.net'),
          value: money.signed(netAfterTax(position.pnl, position.taxWithheld), 'JPY'),
          strong: true,
        },
      ]}
    />
  );
}
