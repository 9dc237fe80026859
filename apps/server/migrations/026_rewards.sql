-- Rewards (issue 19): the daily check-in and the referral reward, owned by the rewards domain.
-- Each reward is paid by a ledger entry of reason 'reward' from the house `rewards` account (the
-- firm's marketing account), whose reference names the check-in or the invitee.

-- One check-in per member per Japan calendar day: the key makes a second one (or fifty at once)
-- insert nothing, so exactly one is paid.
CREATE TABLE reward_check_ins (
  member_id integer NOT NULL,
  day date NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  reward bigint NOT NULL CHECK (reward > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- One row per invitee, written from the events of identity (joined, verified) and funds (a
-- deposit approved); never read from their tables. The reward is paid once, to the inviter.
CREATE TABLE reward_referrals (
  invitee_id integer PRIMARY KEY,
  inviter_id integer NOT NULL,
  invitee_account text NOT NULL,
  joined_at timestamptz NOT NULL,
  verified_at timestamptz,
  first_deposit_at timestamptz,
  rewarded_at timestamptz,
  reward bigint CHECK (reward > 0),
  CONSTRAINT reward_referrals_paid_once CHECK ((rewarded_at IS NULL) = (reward IS NULL)),
  CONSTRAINT reward_referrals_paid_when_due CHECK (rewarded_at IS NULL OR (verified_at IS NOT NULL AND first_deposit_at IS NOT NULL))
);
CREATE INDEX reward_referrals_of_inviter ON reward_referrals (inviter_id, joined_at DESC);

-- Fund records gain rewards, read from the ledger: the member's statement shows each reward with
-- its reference (CHK-… a check-in, REF-… a referral) and what it was for.
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
   WHERE e.reason = 'reward' AND a.member_id IS NOT NULL;
