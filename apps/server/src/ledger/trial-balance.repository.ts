/**
 * The trial balance: every currency's postings sum to zero, and every cached member balance
 * equals the sum of its postings. Staff read it; nothing here can change a balance.
 */
import type { Currency } from '@kabuto/contracts';
import { formatAmount, money } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export async function trialBalance(db: Queryable) {
  const sums = await db.query<{ currency: Currency; sum: string; accounts: string }>(
    `SELECT a.currency, coalesce(sum(p.amount), 0) AS sum, count(DISTINCT a.id) AS accounts
       FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
      GROUP BY a.currency ORDER BY a.currency`,
  );
  const mismatched = await db.query<{ key: string; currency: Currency; cached: string; posted: string }>(
    `SELECT a.key, a.currency, a.balance AS cached, coalesce(t.posted, 0) AS posted
       FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS posted FROM ledger_postings GROUP BY account_id) t ON t.account_id = a.id
      WHERE a.balance IS NOT NULL AND a.balance <> coalesce(t.posted, 0)
      ORDER BY a.key`,
  );
  const format = (currency: Currency, minor: string) => formatAmount(money(currency, BigInt(minor)));
  return sums.rows.map((row) => {
    const wrong = mismatched.rows.filter((account) => account.currency === row.currency);
    return {
      currency: row.currency,
      sum: format(row.currency, row.sum),
      accounts: Number(row.accounts),
      mismatches: wrong.length,
      mismatchedAccounts: wrong.map((account) => ({
        key: account.key,
        cached: format(account.currency, account.cached),
        posted: format(account.currency, account.posted),
        difference: format(account.currency, String(BigInt(account.cached) - BigInt(account.posted))),
      })),
    };
  });
}
