-- Block trades, placements and auctions: products an owner sets on a listed instrument, and
-- members' applications (block trades, placements) or sealed bids (auctions). Prices are sen
-- (bigint), money whole yen (bigint), shares whole multiples of 100, as the ledger and trading keep them.

CREATE TABLE placement_products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('block', 'placement', 'auction')),
  symbol text NOT NULL,
  -- The fixed price of a block trade or placement; null for an auction (its clearing price decides).
  price bigint CHECK (price > 0),
  -- An auction's minimum bid; null otherwise.
  min_bid_price bigint CHECK (min_bid_price > 0),
  -- The instrument's last price when saved: what the ±7% band was checked against.
  ref_price bigint NOT NULL CHECK (ref_price > 0),
  min_shares integer CHECK (min_shares > 0 AND min_shares % 100 = 0),
  max_shares integer CHECK (max_shares >= min_shares AND max_shares % 100 = 0),
  daily_limit_shares integer CHECK (daily_limit_shares > 0 AND daily_limit_shares % 100 = 0),
  shares_offered integer NOT NULL CHECK (shares_offered > 0 AND shares_offered % 100 = 0),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  lockup_days integer NOT NULL CHECK (lockup_days >= 0),
  status text NOT NULL DEFAULT 'upcoming' CHECK (status IN ('upcoming', 'open', 'closed')),
  clearing_price bigint CHECK (clearing_price > 0),
  closed_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT product_window CHECK (opens_at < closes_at),
  CONSTRAINT product_terms CHECK (
    (kind = 'auction' AND price IS NULL AND min_bid_price IS NOT NULL)
    OR (kind <> 'auction' AND price IS NOT NULL AND min_bid_price IS NULL AND min_shares IS NOT NULL AND max_shares IS NOT NULL)
  ),
  CONSTRAINT block_has_daily_limit CHECK ((kind = 'block') = (daily_limit_shares IS NOT NULL)),
  CONSTRAINT placement_locked_up CHECK (kind <> 'placement' OR lockup_days >= 1)
);
CREATE INDEX placement_products_due ON placement_products (status) WHERE status <> 'closed';

CREATE TABLE placement_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES placement_products (id),
  member_id integer NOT NULL REFERENCES members (id),
  -- The product's price (block, placement) or the bid's price (auction), in sen.
  price bigint NOT NULL CHECK (price > 0),
  shares integer NOT NULL CHECK (shares > 0 AND shares % 100 = 0),
  -- price × shares, held from available when placed (ledger hold PLC-O<id>).
  held bigint NOT NULL CHECK (held > 0),
  -- The hold that sets its money aside now; null once released or spent.
  hold_reference text,
  -- The Japan calendar day it was placed on: a block trade's daily limit counts that day's.
  japan_day date NOT NULL,
  allotted_shares integer NOT NULL DEFAULT 0 CHECK (allotted_shares >= 0 AND allotted_shares <= shares),
  -- What the allotment cost (the position's margin), whole yen.
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= held),
  status text NOT NULL CHECK (status IN ('pending', 'passed', 'rejected', 'allotted', 'open', 'won', 'partial', 'lost')),
  reason text,
  reviewer_id integer,
  reviewed_at timestamptz,
  position_id bigint,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX placement_orders_product ON placement_orders (product_id, created_at, id);
CREATE INDEX placement_orders_member ON placement_orders (member_id, created_at DESC);
CREATE INDEX placement_orders_member_day ON placement_orders (product_id, member_id, japan_day);
