/** The SQL of members' bank cards. A removed card keeps its row (removed_at) for the records. */
import type { z } from 'zod';
import type { addBankCardRequest, BankCard } from '@kabuto/contracts';
import type { Queryable } from '../db/database';

export interface CardRecord {
  id: number;
  holder_name: string;
  card_number: string;
  card_type: BankCard['cardType'];
  account_type: BankCard['accountType'];
  holder_name_kana: string | null;
  bank_name: string;
  branch_name: string;
  branch_code: string;
  ifsc: string | null;
  upi: string | null;
  created_at: Date;
  removed_at: Date | null;
}

export async function liveCardsOf(db: Queryable, memberId: number): Promise<CardRecord[]> {
  const { rows } = await db.query<CardRecord>(
    'SELECT * FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return rows;
}

/** Every card of the member, removed ones too, for staff. */
export async function allCardsOf(db: Queryable, memberId: number): Promise<CardRecord[]> {
  const { rows } = await db.query<CardRecord>('SELECT * FROM bank_cards WHERE member_id = $1 ORDER BY id', [memberId]);
  return rows;
}

export async function findLiveCard(db: Queryable, memberId: number, cardId: number): Promise<CardRecord | null> {
  // FOR SHARE: inside a withdrawal's transaction, a removal of the card waits for it.
  const { rows } = await db.query<CardRecord>(
    'SELECT * FROM bank_cards WHERE id = $1 AND member_id = $2 AND removed_at IS NULL FOR SHARE',
    [cardId, memberId],
  );
  return rows[0] ?? null;
}

export async function insertCard(
  tx: Queryable,
  memberId: number,
  card: z.output<typeof addBankCardRequest>,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    // Every card added now is a Japanese bank account; card_type keeps telling it from older rows.
    `INSERT INTO bank_cards (member_id, holder_name, holder_name_kana, card_number, card_type, account_type,
       bank_name, branch_name, branch_code, created_at)
     VALUES ($1, $2, $3, $4, 'bank_account', $5, $6, $7, $8, $9) RETURNING id`,
    [
      memberId,
      card.holderName,
      card.holderNameKana,
      card.cardNumber,
      card.accountType,
      card.bankName,
      card.branchName,
      card.branchCode,
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Marks a live card removed; returns its number, or null when the member has no such live card. */
export async function removeCard(tx: Queryable, memberId: number, id: number, now: Date): Promise<string | null> {
  const { rows } = await tx.query<{ card_number: string }>(
    'UPDATE bank_cards SET removed_at = $3 WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING card_number',
    [id, memberId, now],
  );
  return rows[0]?.card_number ?? null;
}
