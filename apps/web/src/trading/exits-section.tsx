/**
 * A holding position's exits on its screen: each take-profit, stop-loss and trailing stop with the
 * trigger in force and its state (a fired one with the trade that fired it), the button that sets
 * them, and one that cancels them all after asking.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { TickTable } from '@kabuto/domain';
import { confirm } from '../ui/confirm';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { showPrice } from '../ui/market-parts/trade-format';
import { useConfig } from '../api/get-config';
import { useQuote } from '../shared/api/get-quote';
import { useCancelExits, usePositionExits, useSetExits, type PositionExits } from './api/exits';
import type { PositionDetail } from './api/get-position';
import { japanTimeToMs } from './conditional-lines';
import { ExitsSheet } from './exits-sheet';
import styles from './positions.module.css';
import exitStyles from './exits.module.css';

/** The section with the stock's tick table from its quote, so the exits' prices step as the exchange's do. */
export function PositionExits({ position }: { position: PositionDetail }) {
  const quote = useQuote(position.symbol);
  return <ExitsSection position={position} table={quote.data?.tickTable ?? null} tick={quote.data?.tickSize ?? null} />;
}

function ExitsSection({ position, table, tick }: { position: PositionDetail; table: TickTable | null; tick: string | null }) {
  const { t } = useTranslation();
  const exits = usePositionExits(position.id);
  const setExits = useSetExits();
  const cancelExits = useCancelExits();
  const [open, setOpen] = useState(false);
  const shown = (exits.data ?? []).filter((exit) => exit.status !== 'cancelled');
  const active = shown.some((exit) => exit.status === 'active');

  async function askToCancel() {
    const request = { positionId: position.id };
    cancelExits.open(request);
    const confirmed = await confirm({
      title: t('conditional.exits.cancel'),
      content: t('conditional.exits.current'),
      confirmText: t('conditional.exits.cancel'),
      cancelText: t('positionDetail.keep'),
      testId: 'cancel-exits',
      danger: true,
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await cancelExits.run(request);
    if (result.ok) showToast(t('conditional.exits.cancelled'));
  }

  if (position.status !== 'holding' && shown.length === 0) return null;
  return (
    <section className={styles.section} data-testid="position-exits">
      <h2 className={styles.sectionTitle}>{t('conditional.exits.current')}</h2>
      {shown.length === 0 ? (
        <p className={styles.sectionNote} data-testid="exits-none">
          {t('conditional.exits.none')}
        </p>
      ) : (
        <ul className={exitStyles.list}>
          {shown.map((exit) => (
            <ExitLine key={exit.id} exit={exit} />
          ))}
        </ul>
      )}
      {position.status === 'holding' && (
        <div className={styles.actions}>
          {active && (
            <Button
              fill="outline"
              color="danger"
              loading={cancelExits.pending}
              onClick={() => void askToCancel()}
              data-testid="exits-cancel"
            >
              {t('conditional.exits.cancel')}
            </Button>
          )}
          <Button fill="outline" color="primary" onClick={() => setOpen(true)} data-testid="exits-open">
            {t('conditional.exits.open')}
          </Button>
        </div>
      )}
      {open && <ExitsSheet position={position} table={table} tick={tick} setExits={setExits} onClose={() => setOpen(false)} />}
    </section>
  );
}

function ExitLine({ exit }: { exit: PositionExits[number] }) {
  const { t } = useTranslation();
  const { currencySymbol } = useConfig();
  const price = (value: string) => `${currencySymbol}${showPrice(value)}`;
  const text =
    exit.kind === 'trail' && exit.trailBest
      ? t('conditional.exits.trailLine', { price: price(exit.trigger), best: price(exit.trailBest) })
      : t('conditional.exits.line', {
          kind: t(`conditional.exits.kinds.${exit.kind}`),
          price: price(exit.limit ?? exit.trigger),
        });
  return (
    <li className={exitStyles.exit} data-testid={`exit-${exit.kind}`} data-status={exit.status}>
      <span>
        {text}
        {exit.kind === 'stopLoss' && exit.limit ? ` (${t('conditional.triggerLine', { price: price(exit.trigger) })})` : ''}
      </span>
      <span className={exitStyles.status}>{t(`conditional.exits.status.${exit.status}`)}</span>
      {exit.triggeredBy && (
        <span className={exitStyles.proof} data-testid="exit-proof">
          {t('conditional.exits.firedBy', { price: price(exit.triggeredBy.price), time: japanTimeToMs(exit.triggeredBy.time) })}
          <br />
          {t('conditional.proofSeq', { seq: exit.triggeredBy.seq })}
        </span>
      )}
    </li>
  );
}
