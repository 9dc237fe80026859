-- Copy trading's money on the member's statement (issue 18): fund records gain the copy's
-- movements, read from the ledger. Money into a copy (copy_funding) and back from it
-- (copy_return) are the member's available-balance postings; a performance fee (copy_fee) is
-- paid from the copy's own cash (pocket bucket copy_cash) to the house, so that posting is the
-- one shown. Each row's reference is the copy's number (C…) and its remark the ledger reason.
-- The rest of the view is 026's definition unchanged.
CREATE OR REPLACE VIEW fund_records AS
  SELECT 'D-' || id AS id, member_id, 'deposit' AS type, currency, amount, 'D' || lpad(id::text, 8, '0') AS order_no,
         status, coalesce(reason, '') AS remark, created_at
    FROM deposits
  UNION ALL
  SELECT 'W-' || id, member_id, 'withdraw', currency, -amount, 'W' || lpad(id::text, 8, '0'),
         status, coalesce(reason, ''), created_at
    FROM withdrawals
  UNION ALL
  SELECT 'X-' || id || '-out', member_id, 'exchange', from_currency, -debit, 'X' || lpad(id::text, 8, '0'),
         'done', to_currency, created_at
    FROM exchanges
  UNION ALL
  SELECT 'X-' || id || '-in', member_id, 'exchange', to_currency, credit, 'X' || lpad(id::text, 8, '0'),
         'done', from_currency, created_at
    FROM exchanges
  UNION ALL
  SELECT 'T-' || e.id, e.member_id, 'trade', a.currency, sum(p.amount)::bigint, e.reference, 'done', e.reason, e.created_at
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id
   WHERE e.reason IN ('fill', 'close', 'margin_hold') AND a.member_id IS NOT NULL AND a.bucket IN ('available', 'frozen')
   GROUP BY e.id, e.member_id, a.currency
  UNION ALL
  SELECT 'R-' || e.id, e.member_id, 'reward', a.currency, p.amount, e.reference, 'done',
         CASE WHEN e.reference LIKE 'REF-%' THEN 'referral_reward' ELSE 'check_in_reward' END, e.created_at
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id
   WHERE e.reason = 'reward' AND a.member_id IS NOT NULL
  UNION ALL
  SELECT 'C-' || e.id, e.member_id, 'copy', a.currency, p.amount, e.reference, 'done', e.reason, e.created_at
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id
   WHERE a.member_id IS NOT NULL
     AND ((e.reason IN ('copy_funding', 'copy_return') AND a.bucket = 'available')
       OR (e.reason = 'copy_fee' AND a.bucket = 'copy_cash'));
