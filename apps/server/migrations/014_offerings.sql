-- Offerings (IPOs first): the offering, its draw seed and commitment, and members' applications.
-- Prices are sen (bigint), money whole yen (bigint), as the ledger keeps them.

CREATE TABLE offerings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL DEFAULT 'ipo' CHECK (kind IN ('ipo')),
  symbol text NOT NULL UNIQUE,
  -- {en, tw, jp}
  names jsonb NOT NULL,
  board text NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  lot_size integer NOT NULL CHECK (lot_size > 0),
  lots_offered integer NOT NULL CHECK (lots_offered > 0),
  max_lots_per_member integer NOT NULL CHECK (max_lots_per_member > 0),
  subscribe_start timestamptz NOT NULL,
  subscribe_end timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  pay_by timestamptz NOT NULL,
  listing_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'upcoming'
    CHECK (status IN ('upcoming', 'subscribing', 'closed', 'drawn', 'listed', 'cancelled')),
  -- kabuto-draw-v1: the seed is drawn (CSPRNG) and the commitment published when the offering opens;
  -- the seed is shown to nobody until the draw.
  seed text CHECK (seed ~ '^[0-9a-f]{64}$'),
  commitment text CHECK (commitment ~ '^[0-9a-f]{64}$'),
  drawn_at timestamptz,
  cancel_reason text,
  created_at timestamptz NOT NULL,
  CONSTRAINT offering_times_in_order
    CHECK (subscribe_start < subscribe_end AND subscribe_end <= draw_at AND draw_at < pay_by AND pay_by <= listing_at),
  CONSTRAINT open_offering_has_commitment CHECK (status IN ('upcoming', 'cancelled') OR commitment IS NOT NULL)
);
CREATE INDEX offerings_due ON offerings (status) WHERE status NOT IN ('listed', 'cancelled');

CREATE TABLE offering_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offering_id bigint NOT NULL REFERENCES offerings (id),
  member_id integer NOT NULL REFERENCES members (id),
  lots integer NOT NULL CHECK (lots > 0),
  -- price × lots × lot size, held from available at application (ledger hold IPO-A<id>).
  held bigint NOT NULL CHECK (held > 0),
  -- The ledger hold that now sets this application's money aside (IPO-A<id>, or IPO-A<id>-W for a
  -- winner's allotted part once the unallotted part was released); null when nothing is held.
  hold_reference text,
  -- Lots the draw gave (what /ipo/draw publishes), and lots allotted now (after forfeits re-allot).
  drawn_lots integer NOT NULL DEFAULT 0 CHECK (drawn_lots >= 0 AND drawn_lots <= lots),
  allotted_lots integer NOT NULL DEFAULT 0 CHECK (allotted_lots >= 0 AND allotted_lots <= lots),
  -- Lots paid for; lots given up by not paying (such an entry gets no forfeited lots again).
  paid_lots integer NOT NULL DEFAULT 0 CHECK (paid_lots >= 0 AND paid_lots <= allotted_lots),
  forfeited_lots integer NOT NULL DEFAULT 0 CHECK (forfeited_lots >= 0),
  -- When the allotted lots must be paid by: the offering's payBy, later for re-allotted lots.
  pay_by timestamptz,
  -- Set when the "payment due" notice (a day before pay_by) was sent.
  reminded_at timestamptz,
  status text NOT NULL DEFAULT 'waitingDraw'
    CHECK (status IN ('waitingDraw', 'won', 'lost', 'awaitingPayment', 'paid', 'forfeited', 'cancelled')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  -- One application per offering per member.
  CONSTRAINT one_application_per_member UNIQUE (offering_id, member_id)
);
CREATE INDEX offering_applications_of_member ON offering_applications (member_id, id DESC);
