/** SQL for deposit channels: the firm's own bank accounts, the same for every member. */
import type { Currency } from '@kabuto/contracts';
import type { Queryable } from '../db/database';

export interface ChannelRow {
  id: number;
  name: string;
  currency: Currency;
  min: bigint;
  max: bigint;
  active: boolean;
  payee: { bankName: string; branchName: string; accountNumber: string; accountName: string };
}

interface ChannelRecord {
  id: number;
  name: string;
  currency: Currency;
  min_amount: string;
  max_amount: string;
  bank_name: string;
  branch_name: string;
  account_number: string;
  account_name: string;
  active: boolean;
}

const toChannel = (row: ChannelRecord): ChannelRow => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  min: BigInt(row.min_amount),
  max: BigInt(row.max_amount),
  active: row.active,
  payee: {
    bankName: row.bank_name,
    branchName: row.branch_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
  },
});

export async function findChannel(db: Queryable, id: number): Promise<ChannelRow | null> {
  const { rows } = await db.query<ChannelRecord>('SELECT * FROM deposit_channels WHERE id = $1', [id]);
  return rows[0] ? toChannel(rows[0]) : null;
}

export async function listChannels(db: Queryable, activeOnly: boolean): Promise<ChannelRow[]> {
  const { rows } = await db.query<ChannelRecord>(
    `SELECT * FROM deposit_channels ${activeOnly ? 'WHERE active' : ''} ORDER BY id`,
  );
  return rows.map(toChannel);
}

export async function saveChannel(db: Queryable, channel: Omit<ChannelRow, 'id'> & { id?: number }): Promise<number | null> {
  const values = [
    channel.name,
    channel.currency,
    channel.min.toString(),
    channel.max.toString(),
    channel.payee.bankName,
    channel.payee.branchName,
    channel.payee.accountNumber,
    channel.payee.accountName,
    channel.active,
  ];
  if (channel.id === undefined) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO deposit_channels (name, currency, min_amount, max_amount, bank_name, branch_name, account_number, account_name, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      values,
    );
    return rows[0]?.id ?? null;
  }
  const { rows } = await db.query<{ id: number }>(
    `UPDATE deposit_channels SET name = $1, currency = $2, min_amount = $3, max_amount = $4, bank_name = $5, branch_name = $6,
            account_number = $7, account_name = $8, active = $9 WHERE id = $10 RETURNING id`,
    [...values, channel.id],
  );
  return rows[0]?.id ?? null;
}
