-- The member's statement drawn from the ledger itself (issue 31). Fund records were a view that
-- listed some domains' tables and a few ledger reasons, so IPO, block-trade and auction holds and
-- payments, order holds and loans were missing. Now every posting on a member's available or
-- frozen account is a record, so nothing can be left out; its type comes from the entry's reason
-- (packages/domain/src/fund-record-types.ts).
--
-- Each posting on a member account carries the account's balance after its entry, written under
-- the account's row lock as it posts (ledger.service.ts planPostings), so a page of the statement
-- reads its "balance after" from the rows on that page instead of summing all that came before.
-- Earlier postings are filled in here: per account, in entry order, which is the order they were
-- written in because an account's postings are written only under its row lock.
ALTER TABLE ledger_postings ADD COLUMN balance_after bigint;

UPDATE ledger_postings p SET balance_after = r.after
  FROM (SELECT p.id, sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.entry_id) AS after
          FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
         WHERE a.member_id IS NOT NULL) r
 WHERE r.id = p.id;

-- A member's statement pages through its accounts' postings newest entry first; this index also
-- serves every lookup by account that ledger_postings_account did.
CREATE INDEX ledger_postings_account_entry ON ledger_postings (account_id, entry_id DESC) INCLUDE (amount, balance_after);
DROP INDEX ledger_postings_account;

-- The ledger's published statement rows: one per journal entry and member cash account (the
-- available or frozen bucket of one currency), with the entry's net change to it and the balance
-- after. Funds lists it with its own orders' states (funds-lists.repository.ts).
DROP VIEW fund_records;
CREATE VIEW member_cash_movements AS
  SELECT p.entry_id, a.member_id, a.id AS account_id, a.currency, a.bucket, e.reason, e.reference, e.created_at,
         sum(p.amount)::bigint AS amount, max(p.balance_after) AS balance_after
    FROM ledger_accounts a
    JOIN ledger_postings p ON p.account_id = a.id
    JOIN ledger_entries e ON e.id = p.entry_id
   WHERE a.member_id IS NOT NULL AND a.bucket IN ('available', 'frozen')
   GROUP BY p.entry_id, a.id, e.id;
