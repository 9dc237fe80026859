-- Copy trading: house and mentor strategies, members' copies of them, each mirrored order or
-- skip of a copy, and mentor applications. A strategy's and a copy's orders and positions are
-- trading's own rows, owned by the strategy or the copy instead of a member (member_id NULL), so
-- no member screen lists them and no member call can close them; their money sits in the
-- ledger's pocket accounts (pocket:JPY:strategy_cash:…, pocket:JPY:copy_cash:…).

ALTER TABLE trade_orders ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE trade_orders ADD COLUMN copy_id bigint, ADD COLUMN strategy_id bigint;
ALTER TABLE trade_orders ADD CONSTRAINT trade_orders_one_owner
  CHECK (num_nonnulls(member_id, copy_id, strategy_id) = 1);
ALTER TABLE positions ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE positions ADD COLUMN copy_id bigint, ADD COLUMN strategy_id bigint;
ALTER TABLE positions ADD CONSTRAINT positions_one_owner
  CHECK (num_nonnulls(member_id, copy_id, strategy_id) = 1);
CREATE INDEX positions_of_copy ON positions (copy_id) WHERE copy_id IS NOT NULL;
CREATE INDEX positions_of_strategy ON positions (strategy_id, id DESC) WHERE strategy_id IS NOT NULL;
CREATE INDEX trade_orders_of_copy ON trade_orders (copy_id, id DESC) WHERE copy_id IS NOT NULL;
CREATE INDEX trade_orders_of_strategy ON trade_orders (strategy_id, id DESC) WHERE strategy_id IS NOT NULL;

CREATE TABLE copy_strategies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('house', 'mentor')),
  name text NOT NULL,
  -- The house, or the mentor's masked account.
  issuer text NOT NULL,
  -- A house strategy's published algorithm and parameters; null for a mentor's.
  algorithm text CHECK (algorithm IN ('ma_crossover', 'breakout', 'mean_reversion')),
  parameters jsonb NOT NULL DEFAULT '{}',
  symbol text,
  -- The share of its equity a house strategy puts into one entry, in percent.
  allocation_pct integer NOT NULL DEFAULT 90 CHECK (allocation_pct BETWEEN 1 AND 100),
  mentor_member_id integer REFERENCES members (id),
  description text NOT NULL DEFAULT '',
  capital bigint NOT NULL CHECK (capital >= 0),
  min_investment bigint NOT NULL CHECK (min_investment > 0),
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'stopped')),
  -- The last 1-minute bar the algorithm decided on: each bar is decided once, on whichever node leads.
  decided_through timestamptz,
  started_at timestamptz NOT NULL,
  stopped_at timestamptz,
  CONSTRAINT house_strategy_has_algorithm CHECK ((kind = 'house') = (algorithm IS NOT NULL AND symbol IS NOT NULL))
);

CREATE TABLE copies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  strategy_id bigint NOT NULL REFERENCES copy_strategies (id),
  invested bigint NOT NULL CHECK (invested > 0),
  stop_loss_pct integer NOT NULL CHECK (stop_loss_pct BETWEEN 5 AND 95),
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'ended')),
  ended_by text CHECK (ended_by IN ('member', 'stopLoss', 'strategy')),
  returned bigint,
  fee bigint,
  message text,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  CONSTRAINT ended_copy_says_how CHECK ((status = 'ended') = (ended_by IS NOT NULL AND returned IS NOT NULL))
);
CREATE INDEX copies_of_member ON copies (member_id, id DESC);
CREATE INDEX copies_running ON copies (strategy_id) WHERE status = 'running';
-- One running copy of a strategy per member.
CREATE UNIQUE INDEX copies_one_running ON copies (member_id, strategy_id) WHERE status = 'running';

-- Each strategy trade as each running copy took it: a buy opens the copy's own position (or records
-- why the copy skipped it), a sell closes the copy's position that mirrored the strategy's.
CREATE TABLE copy_legs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  copy_id bigint NOT NULL REFERENCES copies (id),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  -- The strategy's position the trade opened or closed.
  strategy_position_id bigint NOT NULL,
  copy_position_id bigint,
  skip_reason text CHECK (skip_reason IN ('below_one_lot', 'instrument_halted', 'insufficient_cash', 'no_liquidity')),
  created_at timestamptz NOT NULL,
  CONSTRAINT leg_is_position_or_skip CHECK ((copy_position_id IS NULL) <> (skip_reason IS NULL))
);
CREATE INDEX copy_legs_of_copy ON copy_legs (copy_id, id DESC);

CREATE TABLE mentor_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  strategy_name text NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  strategy_id bigint REFERENCES copy_strategies (id),
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz
);
CREATE UNIQUE INDEX mentor_applications_one_pending ON mentor_applications (member_id) WHERE status = 'pending';
