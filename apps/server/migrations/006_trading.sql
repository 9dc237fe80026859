-- Trading: members' orders and the positions they open. Prices are sen (bigint), money whole
-- yen (bigint), as the ledger keeps them; a position's cost basis is its exact opening notional.

CREATE TABLE trade_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  symbol text NOT NULL REFERENCES instruments (symbol),
  direction text NOT NULL CHECK (direction IN ('long', 'short')),
  type text NOT NULL CHECK (type IN ('market', 'limit')),
  product text NOT NULL CHECK (product IN ('normal', 'day')),
  limit_price bigint CHECK (limit_price > 0),
  lots integer NOT NULL CHECK (lots > 0),
  shares integer NOT NULL CHECK (shares > 0),
  leverage integer NOT NULL CHECK (leverage > 0),
  -- Margin + fee + duty held from available while the order is pending (0 once it ended).
  held bigint NOT NULL CHECK (held >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'filled', 'cancelled', 'expired', 'rejected')),
  -- The trading date the order was placed on; pending orders expire when it has passed.
  trading_date text NOT NULL CHECK (trading_date ~ '^\d{4}-\d{2}-\d{2}$'),
  fill_notional bigint,
  fill_price bigint,
  -- The levels of the book a fill took: [{price (sen, string), shares}].
  fills jsonb,
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  CONSTRAINT limit_order_has_price CHECK ((type = 'limit') = (limit_price IS NOT NULL)),
  CONSTRAINT filled_order_has_fill CHECK ((status = 'filled') = (fill_notional IS NOT NULL))
);
CREATE INDEX trade_orders_of_member ON trade_orders (member_id, id DESC);
-- The market step scans the pending limit orders of the symbols that traded.
CREATE INDEX trade_orders_pending ON trade_orders (symbol) WHERE status = 'pending';

CREATE TABLE positions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  -- One order opens at most one position.
  order_id bigint NOT NULL UNIQUE REFERENCES trade_orders (id),
  symbol text NOT NULL REFERENCES instruments (symbol),
  direction text NOT NULL CHECK (direction IN ('long', 'short')),
  type text NOT NULL CHECK (type IN ('market', 'limit')),
  product text NOT NULL CHECK (product IN ('normal', 'day')),
  lots integer NOT NULL CHECK (lots > 0),
  shares integer NOT NULL CHECK (shares > 0),
  leverage integer NOT NULL CHECK (leverage > 0),
  entry_notional bigint NOT NULL CHECK (entry_notional > 0),
  entry_price bigint NOT NULL CHECK (entry_price > 0),
  margin bigint NOT NULL CHECK (margin > 0),
  opening_fee bigint NOT NULL CHECK (opening_fee >= 0),
  stamp_duty bigint NOT NULL CHECK (stamp_duty >= 0),
  -- How many times margin was added: each addition is a ledger entry referenced P…-M<n>.
  margin_additions integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('holding', 'closing', 'closed')),
  opened_at timestamptz NOT NULL,
  opened_trading_date text NOT NULL CHECK (opened_trading_date ~ '^\d{4}-\d{2}-\d{2}$'),
  -- Set when the member was last warned that the position is near its liquidation price.
  warned_at timestamptz,
  close_price bigint,
  close_notional bigint,
  closing_fee bigint,
  -- Gross P&L at the close price, before the closing fee; the write-off is what the house absorbed.
  gross_pnl bigint,
  write_off bigint,
  close_reason text CHECK (close_reason IN ('member', 'liquidation', 'day_cutoff')),
  closed_at timestamptz,
  CONSTRAINT closed_position_has_close CHECK ((status = 'closed') = (close_price IS NOT NULL))
);
CREATE INDEX positions_of_member ON positions (member_id, id DESC);
-- The risk check walks the holding positions of the symbols that moved.
CREATE INDEX positions_holding ON positions (symbol) WHERE status = 'holding';

-- Fund records gain trades, read from the ledger itself: what each fill, close and added margin
-- moved in or out of the member's cash (available and frozen), so the record is the posting.
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
   GROUP BY e.id, e.member_id, a.currency;
