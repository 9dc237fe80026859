/**
 * What a member can do with a holding position: close it at market (after confirming) and add
 * margin. The outcome of each is shown on the screen: the close price and realised P&L, or the
 * new margin and liquidation price.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { ReplyOf, tradingMemberApi } from '@kabuto/contracts';
import { closingSide } from '@kabuto/domain';
import { Toned } from '../ui/market-parts/change-text';
import { confirm } from '../ui/confirm';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { prepareToasts } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useAddMargin } from './api/add-margin';
import { useClosePosition } from './api/close-position';
import { useCloseEstimate } from './use-close-estimate';
import type { PositionDetail } from './api/get-position';
import { AddMarginSheet, type MarginAdded } from './add-margin-sheet';
import { showPrice } from '../ui/market-parts/trade-format';
import styles from './positions.module.css';
import { OfflineReason } from '../ui/offline-reason';

export type Closed = ReplyOf<typeof tradingMemberApi.tradeClose>;

export function PositionActions({ position, now }: { position: PositionDetail; now: Date }) {
  const { t, language } = useTranslation();
  const close = useClosePosition();
  // Held here, not in the sheet: a sheet closed after a lost reply and opened again keeps the key.
  const addMargin = useAddMargin();
  const [closed, setClosed] = useState<Closed | null>(null);
  const [added, setAdded] = useState<MarginAdded | null>(null);
  const [adding, setAdding] = useState(false);
  const lockedUntil = position.lockedUntil && new Date(position.lockedUntil) > now ? position.lockedUntil : null;
  const estimate = useCloseEstimate(position);

  async function askToClose() {
    const request = { positionId: position.id };
    close.open(request);
    const confirmed = await confirm({
      title: t('positionDetail.closeTitle'),
      content: t('positionDetail.closeBody', {
        direction: t(`positions.directions.${position.direction}`),
        shares: position.shares.toLocaleString('en-US'),
        name: position.name,
        side: t(`positions.sides.${closingSide(position.direction)}`),
        price: showPrice(estimate.price),
        quoteSide: t(`positionDetail.quoteSides.${estimate.quoteSide}`),
      }),
      confirmText: t('positionDetail.closeConfirm'),
      cancelText: t('positionDetail.keep'),
      testId: 'close-position',
      danger: true,
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await close.run(request);
    if (result.ok) setClosed(result.data);
  }

  return (
    <>
      {closed && <CloseResult closed={closed} />}
      {added && <MarginResult added={added} />}
      {position.status === 'holding' && !closed && (
        <>
          {position.listingAt && (
            <p className={styles.note} data-testid="position-not-listed">
              {t('positionDetail.notListedNote', { time: formatDateTime(position.listingAt, language) })}
            </p>
          )}
          {lockedUntil && (
            <p className={styles.note} data-testid="position-locked">
              {t('positionDetail.lockedNote', { time: formatDateTime(lockedUntil, language) })}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              fill="outline"
              color="primary"
              disabled={addMargin.offline}
              onClick={() => setAdding(true)}
              data-testid="position-add-margin"
            >
              {t('positionDetail.addMargin')}
            </Button>
            <Button
              color="danger"
              loading={close.pending}
              // Not before the lock ends, nor while the stock has no market yet (a new listing's first step).
              disabled={lockedUntil !== null || position.listingAt !== null || close.offline}
              onClick={() => void askToClose()}
              data-testid="position-close"
            >
              {t('positionDetail.close')}
            </Button>
          </div>
          <OfflineReason offline={close.offline} />
        </>
      )}
      {adding && (
        <AddMarginSheet
          positionId={position.id}
          addMargin={addMargin}
          onClose={() => setAdding(false)}
          onAdded={(result) => {
            setAdded(result);
            setAdding(false);
          }}
        />
      )}
    </>
  );
}

function CloseResult({ closed }: { closed: Closed }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.result} role="status" data-testid="close-result">
      <h2 className={styles.resultTitle}>{t('positionDetail.closedTitle')}</h2>
      <InfoList
        testId="close-figures"
        rows={[
          { key: 'closePrice', label: t('positionDetail.closePrice'), value: showPrice(closed.closePrice) },
          {
            key: 'realizedPnl',
            label: t('positionDetail.realizedPnl'),
            value: <Toned change={closed.realizedPnl}>{money.signed(closed.realizedPnl, 'JPY')}</Toned>,
            strong: true,
          },
        ]}
      />
    </section>
  );
}

function MarginResult({ added }: { added: MarginAdded }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.result} role="status" data-testid="margin-result">
      <h2 className={styles.resultTitle}>{t('positionDetail.marginAdded')}</h2>
      <InfoList
        testId="margin-figures"
        rows={[
          { key: 'margin', label: t('positionDetail.newMargin'), value: money.amount(added.margin, 'JPY') },
          {
            key: 'liquidationPrice',
            label: t('positionDetail.newLiquidationPrice'),
            value: added.liquidationPrice ? showPrice(added.liquidationPrice) : t('positionDetail.none'),
            strong: true,
          },
        ]}
      />
    </section>
  );
}
