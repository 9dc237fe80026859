-- Deposits, withdrawals and currency exchanges, and the fund records that list them.

CREATE TABLE deposit_channels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  currency text NOT NULL,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  bank_name text NOT NULL,
  branch_name text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  channel_id integer NOT NULL REFERENCES deposit_channels (id),
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  reference text NOT NULL UNIQUE,
  receipt_upload_id text REFERENCES uploads (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'passed', 'rejected')),
  reason text,
  reviewer_id integer REFERENCES staff (id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One deposit at a time waits for review per member.
CREATE UNIQUE INDEX deposits_one_pending ON deposits (member_id) WHERE status = 'pending';
CREATE INDEX deposits_queue ON deposits (status, id DESC);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  bank_card_id integer NOT NULL REFERENCES bank_cards (id),
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'passed', 'rejected')),
  reason text,
  reviewer_id integer REFERENCES staff (id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_queue ON withdrawals (status, id DESC);

CREATE TABLE exchanges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  from_currency text NOT NULL,
  to_currency text NOT NULL CHECK (to_currency <> from_currency),
  debit bigint NOT NULL CHECK (debit > 0),
  credit bigint NOT NULL CHECK (credit > 0),
  rate numeric NOT NULL CHECK (rate > 0),
  rate_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchanges_of_member ON exchanges (member_id, id DESC);

-- Fund records: one row per money request or movement a member made. Later domains (trades,
-- offerings, loans, rewards) add their branches by replacing this view.
CREATE VIEW fund_records AS
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
    FROM exchanges;
