-- The member's own account: verified identity, fund password, uploads, verification
-- submissions, bank cards and notices.

ALTER TABLE members
  ADD COLUMN real_name text,
  ADD COLUMN id_number text,
  ADD COLUMN kyc_reason text,
  -- Wrong fund passwords counted in the current hour, and the lock they caused.
  ADD COLUMN fund_failures integer NOT NULL DEFAULT 0,
  ADD COLUMN fund_window_start timestamptz,
  ADD COLUMN fund_locked_until timestamptz;

CREATE TABLE uploads (
  id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kyc_submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  name text NOT NULL,
  id_number text NOT NULL,
  front_upload_id text NOT NULL REFERENCES uploads (id),
  back_upload_id text NOT NULL REFERENCES uploads (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  reason text,
  reviewer_id integer REFERENCES staff (id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A member has at most one submission waiting for review.
CREATE UNIQUE INDEX kyc_submissions_one_pending ON kyc_submissions (member_id) WHERE status = 'pending';
CREATE INDEX kyc_submissions_queue ON kyc_submissions (status, id DESC);

CREATE TABLE bank_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  holder_name text NOT NULL,
  card_number text NOT NULL CHECK (card_number ~ '^[0-9]{7,19}$'),
  card_type text NOT NULL CHECK (card_type IN ('bank_account', 'debit_card', 'india_bank_account')),
  bank_name text NOT NULL,
  branch_name text NOT NULL,
  branch_code text NOT NULL,
  ifsc text,
  upi text,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
-- A card is on at most one account at a time.
CREATE UNIQUE INDEX bank_cards_live_number ON bank_cards (card_number) WHERE removed_at IS NULL;
CREATE INDEX bank_cards_of_member ON bank_cards (member_id) WHERE removed_at IS NULL;

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_of_member ON messages (member_id, id DESC);
CREATE INDEX messages_unread ON messages (member_id) WHERE read_at IS NULL;
