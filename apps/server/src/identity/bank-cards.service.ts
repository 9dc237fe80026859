/** Bank cards: added in the member's verified name, shown masked, cooling down before withdrawals. */
import type { z } from 'zod';
import type { addBankCardRequest, BankCard } from '@kabuto/contracts';
import { maskCardNumber, reject, sameName, type Rejection } from '@kabuto/domain';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { notify } from '../messages/messages.service';
import * as members from './identity.repository';
import { noStepUp, type SpendStepUp } from './passkeys.service';

interface CardRecord {
  id: number;
  holder_name: string;
  card_number: string;
  card_type: BankCard['cardType'];
  bank_name: string;
  branch_name: string;
  branch_code: string;
  ifsc: string | null;
  upi: string | null;
  created_at: Date;
}

export type BankCardsService = ReturnType<typeof createBankCardsService>;

export function createBankCardsService(deps: { db: Database; clock: () => Date; cooldownHours: () => Promise<number> }) {
  const { db, clock } = deps;

  function toCard(row: CardRecord, cooldownHours: number, now: Date): BankCard {
    const withdrawableFrom = new Date(row.created_at.getTime() + cooldownHours * 3_600_000);
    return {
      id: row.id,
      holderName: row.holder_name,
      cardNumberMasked: maskCardNumber(row.card_number),
      cardType: row.card_type,
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
      const { rows } = await db.pool.query<CardRecord>(
        'SELECT * FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
        [memberId],
      );
      const cooldown = await deps.cooldownHours();
      return rows.map((row) => toCard(row, cooldown, clock()));
    },

    async add(
      memberId: number,
      body: z.output<typeof addBankCardRequest>,
      stepUp: SpendStepUp = noStepUp,
    ): Promise<{ id: number } | Rejection> {
      const identity = await members.findVerifiedIdentity(db.pool, memberId);
      if (!identity || identity.kycStatus !== 'verified' || !identity.realName) return reject('verification_required');
      if (!sameName(body.holderName, identity.realName)) return reject('holder_name_mismatch');
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const unconfirmed = await stepUp(tx);
          if (unconfirmed) return unconfirmed;
          const id = await insertCard(tx, memberId, body, now);
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
        const { rows } = await tx.query<{ card_number: string }>(
          'UPDATE bank_cards SET removed_at = $3 WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING card_number',
          [id, memberId, clock()],
        );
        const removed = rows[0];
        if (!removed) return reject('not_found');
        await notify(tx, memberId, 'card_removed', { last4: removed.card_number.slice(-4) });
        return {};
      });
    },
  };
}

async function insertCard(
  tx: Queryable,
  memberId: number,
  card: z.output<typeof addBankCardRequest>,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bank_cards (member_id, holder_name, card_number, card_type, bank_name, branch_name, branch_code, ifsc, upi, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      memberId,
      card.holderName,
      card.cardNumber,
      card.cardType,
      card.bankName,
      card.branchName,
      card.branchCode,
      card.ifsc || null,
      card.upi || null,
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** "2026-11-23 14:05" in Japan time, for notices. */
function japanTime(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
