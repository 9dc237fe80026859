-- Conditional orders (issue 33): the recorded tape of the market's trades that triggers are judged
-- on (owned by market), stop and stop-limit orders that wait for it, and the exits (take-profit,
-- stop-loss, trailing stop) set on a holding position (owned by trading).

-- Every trade the simulator printed, in the order it happened: `seq` is tape order. Public through
-- /market/trades, so anyone can recompute a trigger.
CREATE TABLE market_trades (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  symbol text NOT NULL,
  time timestamptz NOT NULL,
  -- Sen.
  price bigint NOT NULL CHECK (price > 0),
  shares integer NOT NULL CHECK (shares >= 0)
);
CREATE INDEX market_trades_of_symbol ON market_trades (symbol, seq);
CREATE INDEX market_trades_by_time ON market_trades (time);

-- A stop waits (`waiting`) with its money held until a trade reaches its trigger; then it is the
-- market or limit order its `type` says, valid for the trading date it fired on.
ALTER TABLE trade_orders DROP CONSTRAINT trade_orders_status_check;
ALTER TABLE trade_orders ADD CONSTRAINT trade_orders_status_check
  CHECK (status IN ('waiting', 'pending', 'filled', 'cancelled', 'expired', 'rejected'));
ALTER TABLE trade_orders
  ADD COLUMN trigger_price bigint CHECK (trigger_price > 0),
  ADD COLUMN validity text CHECK (validity IN ('day', 'gtd')),
  -- The last trading date a waiting order waits through.
  ADD COLUMN expires_on text CHECK (expires_on ~ '^\d{4}-\d{2}-\d{2}$'),
  -- The tape's last seq when the order was placed: only later trades can fire it.
  ADD COLUMN judged_after_seq bigint,
  -- The trade that fired it (the proof).
  ADD COLUMN triggered_seq bigint,
  ADD COLUMN triggered_price bigint,
  ADD COLUMN triggered_at timestamptz,
  -- IFD / IFDOCO: the exits set on the position in the transaction that fills the order.
  ADD COLUMN planned_exits jsonb,
  ADD CONSTRAINT waiting_order_is_conditional
    CHECK (status <> 'waiting' OR (trigger_price IS NOT NULL AND expires_on IS NOT NULL AND judged_after_seq IS NOT NULL));
-- The leader asks only for the stops a step's trades can reach (a buy stop at or below the step's
-- high, a sell stop at or above its low), and for those whose validity ends.
CREATE INDEX trade_orders_waiting ON trade_orders (symbol, direction, trigger_price) WHERE status = 'waiting';
CREATE INDEX trade_orders_waiting_expiry ON trade_orders (expires_on) WHERE status = 'waiting';

-- Exits of a holding position: one active per kind; when one fires the others end with it (OCO).
CREATE TABLE position_exits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position_id bigint NOT NULL REFERENCES positions (id),
  member_id integer NOT NULL REFERENCES members (id),
  symbol text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('long', 'short')),
  kind text NOT NULL CHECK (kind IN ('takeProfit', 'stopLoss', 'trail')),
  -- Sen: the trigger in force (a trailing stop's moves with the best price).
  trigger_price bigint NOT NULL CHECK (trigger_price > 0),
  -- A stop-limit stop-loss's worst close price; null closes at market.
  limit_price bigint CHECK (limit_price > 0),
  trail_width bigint CHECK (trail_width > 0),
  trail_pct numeric CHECK (trail_pct > 0 AND trail_pct < 100),
  -- The best last price since the trailing stop was set (highest for a long, lowest for a short).
  trail_best bigint,
  status text NOT NULL CHECK (status IN ('active', 'triggered', 'cancelled')),
  judged_after_seq bigint NOT NULL,
  triggered_seq bigint,
  triggered_price bigint,
  triggered_at timestamptz,
  created_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE UNIQUE INDEX position_exits_one_per_kind ON position_exits (position_id, kind) WHERE status = 'active';
CREATE INDEX position_exits_active ON position_exits (symbol) WHERE status = 'active';

ALTER TABLE positions DROP CONSTRAINT positions_close_reason_check;
ALTER TABLE positions ADD CONSTRAINT positions_close_reason_check
  CHECK (close_reason IN ('member', 'liquidation', 'day_cutoff', 'offering_cancelled', 'loan_sale', 'take_profit', 'stop_loss', 'trailing_stop'));

-- How far the leader has judged the tape: a restart or a new leader resumes after it.
CREATE TABLE trigger_cursor (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  judged_seq bigint NOT NULL
);
INSERT INTO trigger_cursor (judged_seq) VALUES (0);
