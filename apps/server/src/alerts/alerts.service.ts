/**
 * Price alerts: a member's list, adding (at most 50 active) and removing, and the check the
 * market leader runs after every step, which fires each reached alert once, as a message of
 * kind `price_alert` written in the same transaction and announced on the `messages` topic.
 */
import type { PriceAlert } from '@kabuto/contracts';
import {
  alertCondition,
  alertLimitReached,
  alertReached,
  formatPrice,
  isRejection,
  reject,
  type MemberId,
  type Price,
  type Rejection,
} from '@kabuto/domain';
import type { Language } from '@kabuto/i18n';
import type { Database } from '../db/database';
import type { Bus } from '../market/market-feed.service';
import type { QuoteStore } from '../market/market-feed.service';
import { notify } from '../messages/messages.service';
import { publishToMember } from '../stream/member-stream.service';
import * as alerts from './alerts.repository';

export type AlertsService = ReturnType<typeof createAlertsService>;

const conditionText: Record<alerts.AlertRow['kind'], (value: string) => string> = {
  above: (value) => `≥ ${value}`,
  below: (value) => `≤ ${value}`,
  changePct: (value) => `±${value}%`,
};

export function createAlertsService({ db, store, bus, clock }: { db: Database; store: QuoteStore; bus: Bus; clock: () => Date }) {
  const nameOf = (symbol: string, language: Language) => store.get(symbol)?.instrument.names[language] ?? symbol;

  return {
    async list(memberId: MemberId, symbol: string | undefined, language: Language): Promise<PriceAlert[]> {
      const rows = await alerts.listAlerts(db.pool, memberId, symbol);
      return rows.map((row) => ({
        id: row.id,
        symbol: row.symbol,
        name: nameOf(row.symbol, language),
        kind: row.kind,
        value: row.value,
        status: row.status,
        triggeredAt: row.triggeredAt?.toISOString() ?? null,
        triggerPrice: row.triggerPrice,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async add(memberId: MemberId, request: { symbol: string; kind: alerts.AlertRow['kind']; value: string }) {
      const state = store.get(request.symbol);
      // Only stocks trade, so only stocks have alerts; an index or an unknown code is not found.
      if (!state || state.instrument.kind !== 'stock') return reject('not_found');
      const condition = alertCondition(request.kind, request.value);
      if (isRejection(condition)) return condition;
      // The value as stored: a level in yen, or a percentage, without a trailing form such as "2000.0".
      const value = condition.kind === 'changePct' ? request.value.trim() : formatPrice(condition.level);
      return db.transaction(async (tx): Promise<{ id: number } | Rejection> => {
        const refusal = alertLimitReached(await alerts.countActiveLocked(tx, memberId));
        if (refusal) return refusal;
        return {
          id: await alerts.insertAlert(tx, { memberId, symbol: request.symbol, kind: request.kind, value, now: clock() }),
        };
      });
    },

    async remove(memberId: MemberId, id: number): Promise<Record<string, never> | Rejection> {
      return (await alerts.deleteAlert(db.pool, memberId, id)) ? {} : reject('not_found');
    },

    /** After a market step on the leader: fires every active alert the last prices reached. */
    async step(now: Date): Promise<void> {
      const marks = new Map<string, { last: Price; previousClose: Price }>();
      for (const [symbol, state] of store.states) {
        const last = state.summary?.last ?? null;
        if (state.instrument.kind === 'stock' && state.summary && last !== null) {
          marks.set(symbol, { last, previousClose: state.summary.previousClose });
        }
      }
      if (marks.size === 0) return;
      const fired = await db.transaction(async (tx) => {
        const members: number[] = [];
        for (const row of await alerts.activeAlertsLocked(tx, [...marks.keys()])) {
          const mark = marks.get(row.symbol);
          const condition = alertCondition(row.kind, row.value);
          if (!mark || isRejection(condition) || !alertReached(condition, mark)) continue;
          const state = store.get(row.symbol);
          const quote = state ? store.quote(state, 'en') : null;
          if (!(await alerts.markTriggered(tx, row.id, formatPrice(mark.last), now))) continue;
          const change = quote ? `${quote.changePct.startsWith('-') ? '' : '+'}${quote.changePct}%` : '';
          await notify(tx, row.memberId, 'price_alert', {
            symbol: row.symbol,
            condition: conditionText[row.kind](row.value),
            price: formatPrice(mark.last),
            change,
          });
          members.push(row.memberId);
        }
        return members;
      });
      // Announced once committed, so an app that refetches its messages finds the new one.
      for (const memberId of new Set(fired)) {
        publishToMember(bus, memberId, 'messages', { kind: 'price_alert', at: now.toISOString() });
      }
    },
  };
}
