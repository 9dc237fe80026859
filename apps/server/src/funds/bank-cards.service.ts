/** Bank cards: added in the member's verified name, shown masked, cooling down before withdrawals. */
import type { z } from 'zod';
import type { addBankCardRequest, BankCard } from '@kabuto/contracts';
import { maskCardNumber, reject, sameName, type Rejection } from '@kabuto/domain';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import * as cards from './bank-cards.repository';
import { notify } from '../messages/messages.service';
import { verifiedIdentity } from '../identity/members.service';
import { noStepUp, type SpendStepUp } from '../identity/passkeys.service';

export type BankCardsService = ReturnType<typeof createBankCardsService>;

export function createBankCardsService(deps: { db: Database; clock: () => Date; cooldownHours: () => Promise<number> }) {
  const { db, clock } = deps;

  function toCard(row: cards.CardRecord, cooldownHours: number, now: Date): BankCard {
    const withdrawableFrom = new Date(row.created_at.getTime() + cooldownHours * 3_600_000);
    return {
      id: row.id,
      holderName: row.holder_name,
      cardNumberMasked: maskCardNumber(row.card_number),
      cardType: row.card_type,
      accountType: row.account_type,
      holderNameKana: row.holder_name_kana,
      bankName: row.bank_name,
      branchName: row.branch_name,
      branchCode: row.branch_code,
      ifsc: row.ifsc,
      upi: row.upi,
      addedAt: row.created_at.toISOString(),
      withdrawableFrom: withdrawableFrom.toISOString(),
      coolingDown: withdrawableFrom > now,
    };
  }

  return {
    async list(memberId: number): Promise<BankCard[]> {
      const rows = await cards.liveCardsOf(db.pool, memberId);
      const cooldown = await deps.cooldownHours();
      return rows.map((row) => toCard(row, cooldown, clock()));
    },

    async add(
      memberId: number,
      body: z.output<typeof addBankCardRequest>,
      stepUp: SpendStepUp = noStepUp,
    ): Promise<{ id: number } | Rejection> {
      const identity = await verifiedIdentity(db.pool, memberId);
      if (!identity || identity.kycStatus !== 'verified' || !identity.realName) return reject('verification_required');
      if (!sameName(body.holderName, identity.realName)) return reject('holder_name_mismatch');
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const unconfirmed = await stepUp(tx);
          if (unconfirmed) return unconfirmed;
          const id = await cards.insertCard(tx, memberId, body, now);
          const from = new Date(now.getTime() + (await deps.cooldownHours()) * 3_600_000);
          await notify(tx, memberId, 'card_added', { last4: body.cardNumber.slice(-4), from: japanTime(from) });
          return { id };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bank_cards_live_number')) return reject('card_exists');
        throw error;
      }
    },

    async remove(memberId: number, id: number, stepUp: SpendStepUp = noStepUp): Promise<Record<string, never> | Rejection> {
      return db.transaction(async (tx) => {
        const unconfirmed = await stepUp(tx);
        if (unconfirmed) return unconfirmed;
        const removed = await cards.removeCard(tx, memberId, id, clock());
        if (removed === null) return reject('not_found');
        await notify(tx, memberId, 'card_removed', { last4: removed.slice(-4) });
        return {};
      });
    },
  };
}

/** "2026-11-23 14:05" in Japan time, for notices. */
function japanTime(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Every card of the member, removed ones too, as staff see them (the back office's member detail). */
export async function staffCardsOf(reader: Queryable, memberId: number) {
  return (await cards.allCardsOf(reader, memberId)).map((card) => ({
    id: card.id,
    holderName: card.holder_name,
    holderNameKana: card.holder_name_kana,
    cardNumberMasked: maskCardNumber(card.card_number),
    cardType: card.card_type,
    accountType: card.account_type,
    bankName: card.bank_name,
    branchName: card.branch_name,
    branchCode: card.branch_code,
    addedAt: card.created_at.toISOString(),
    removed: card.removed_at !== null,
  }));
}

/** When the member's live card `cardId` was added (withdrawals wait out its cool-down), or null. */
export async function liveCardAddedAt(reader: Queryable, memberId: number, cardId: number): Promise<Date | null> {
  return (await cards.findLiveCard(reader, memberId, cardId))?.created_at ?? null;
}
