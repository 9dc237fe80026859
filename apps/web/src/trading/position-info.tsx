/** Every field of one position, in four short lists: what it is, its prices, its money and its times. */
import type { ReactNode } from 'react';
import { closingSide, openingSide } from '@kabuto/domain';
import type { Catalog } from '@kabuto/i18n';
import { Toned } from '../ui/market-parts/change-text';
import { formatDateTime } from '../ui/format-time';
import { InfoList, type InfoRow } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { isZeroAmount } from '../ui/money';
import type { PositionDetail } from './api/get-position';
import { showPercent, showPrice } from '../ui/market-parts/trade-format';
import styles from './positions.module.css';

/** A row only when its value exists. */
function row(key: string, label: string, value: ReactNode | null | undefined, strong = false): InfoRow[] {
  return value === null || value === undefined ? [] : [{ key, label, value, strong }];
}

export function PositionInfo({ position }: { position: PositionDetail }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const field = (name: keyof Catalog['positionDetail']['fields']) => t(`positionDetail.fields.${name}`);
  const closed = position.status === 'closed';
  const time = (value: string | null) => (value ? formatDateTime(value, language) : null);
  const price = (value: string | null) => (value ? showPrice(value) : null);
  const inYen = (value: string | null) => (value ? money.amount(value, 'JPY') : null);
  // A short opens with a sell and closes with a buy: the labels name the side, not "buy price".
  const opens = t(`positions.sides.${openingSide(position.direction)}`);
  const closes = t(`positions.sides.${closingSide(position.direction)}`);
  return (
    <>
      <Section title={t('positionDetail.summary')} testId="position-summary">
        {[
          ...row('positionNo', field('positionNo'), position.positionNo),
          ...row('orderNo', field('orderNo'), position.orderNo),
          ...row('stock', field('stock'), `${position.name} (${position.symbol})`),
          ...row('direction', field('direction'), t(`positions.directions.${position.direction}`)),
          ...row('product', field('product'), t(`order.products.${position.product}`)),
          ...row('shares', field('shares'), t('positionDetail.sharesValue', { shares: position.shares, lots: position.lots })),
          ...row('leverage', field('leverage'), t('positions.leverage', { leverage: position.leverage })),
          ...row('status', field('status'), t(`positions.status.${position.status}`)),
          ...row(
            'closeReason',
            field('closeReason'),
            position.closeReason && t(`positions.closeReasons.${position.closeReason}`),
          ),
        ]}
      </Section>
      <Section title={t('order.fields.price')} testId="position-prices">
        {[
          ...row('buyPrice', t('positionDetail.fields.openPrice', { side: opens }), price(position.buyPrice)),
          ...(closed ? [] : row('currentPrice', field('currentPrice'), price(position.currentPrice))),
          ...row('sellPrice', t('positionDetail.fields.closePrice', { side: closes }), price(position.sellPrice)),
          ...(closed
            ? []
            : row('liquidationPrice', field('liquidationPrice'), price(position.liquidationPrice) ?? t('positionDetail.none'))),
          ...(closed ? [] : row('warningPrice', field('warningPrice'), price(position.warningPrice) ?? t('positionDetail.none'))),
        ]}
      </Section>
      <Section title={t('positionDetail.money')} testId="position-money">
        {[
          ...row('margin', field('margin'), inYen(position.margin)),
          ...row('marketValue', field('marketValue'), inYen(position.marketValue)),
          ...row('openingFee', field('openingFee'), inYen(position.openingFee)),
          ...row('closingFee', field('closingFee'), inYen(position.closingFee)),
          ...row('fee', field('fee'), inYen(position.fee)),
          ...(isZeroAmount(position.stampDuty) ? [] : row('stampDuty', field('stampDuty'), inYen(position.stampDuty))),
          ...row(
            'pnl',
            closed ? field('realizedPnl') : field('pnl'),
            <Toned change={position.pnl}>{money.signed(position.pnl, 'JPY')}</Toned>,
            true,
          ),
          ...row('pnlPct', field('pnlPct'), <Toned change={position.pnlPct}>{showPercent(position.pnlPct)}</Toned>),
        ]}
      </Section>
      <Section title={t('positionDetail.times')} testId="position-times">
        {[
          ...row('buyTime', field('buyTime'), time(position.buyTime)),
          ...row('sellTime', field('sellTime'), time(position.sellTime)),
          ...(closed ? [] : row('lockedUntil', field('lockedUntil'), time(position.lockedUntil))),
          ...(closed ? [] : row('autoCloseAt', field('autoCloseAt'), time(position.autoCloseAt))),
        ]}
      </Section>
      {!closed && position.liquidationPrice && <p className={styles.note}>{t('positionDetail.liquidationNote')}</p>}
    </>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: InfoRow[] }) {
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={`${styles.section} ${styles.compact}`}>
        <InfoList testId={testId} rows={children} />
      </div>
    </section>
  );
}
