-- Positions from offerings' allotments (IPOs, block trades, placements, auctions): no order opens
-- them; they are bought at the offer price from money the member already paid, and the member may
-- not close them before `locked_until` (an IPO's listing, a lock-up's end).
ALTER TABLE positions
  ALTER COLUMN order_id DROP NOT NULL,
  -- The allotment's reference (IPO-A<application id>, …): one position per allotment.
  ADD COLUMN allotment text UNIQUE,
  ADD COLUMN locked_until timestamptz,
  ADD CONSTRAINT position_has_one_origin CHECK ((order_id IS NULL) = (allotment IS NOT NULL)),
  DROP CONSTRAINT positions_close_reason_check,
  -- An offering cancelled before listing returns what was paid: its position closes at its cost.
  ADD CONSTRAINT positions_close_reason_check
    CHECK (close_reason IN ('member', 'liquidation', 'day_cutoff', 'offering_cancelled'));

-- The positions a paid IPO application became (one per payment: a re-allotment is paid apart).
ALTER TABLE offering_applications ADD COLUMN position_ids bigint[] NOT NULL DEFAULT '{}';

-- Instruments listed while the market runs (an IPO's listing day): announced with the first
-- price at the draw, on the market from `listing_at`, withdrawn if the offering is cancelled.
-- The simulator's own universe has none of these (null).
ALTER TABLE instruments
  ADD COLUMN listing_status text CHECK (listing_status IN ('announced', 'listed', 'withdrawn')),
  ADD COLUMN listing_at timestamptz,
  -- Sen: the simulator's prices start from it.
  ADD COLUMN listing_price bigint CHECK (listing_price > 0),
  ADD CONSTRAINT listing_has_time_and_price
    CHECK ((listing_status IS NULL) = (listing_at IS NULL) AND (listing_at IS NULL) = (listing_price IS NULL));
-- The leader's market step looks for announced listings whose time has come.
CREATE INDEX instruments_announced ON instruments (listing_at) WHERE listing_status = 'announced';
