-- Account recovery without a passkey (issue 20): a member who forgot the login password files a
-- request with a new ID photo; staff compare it with the verified identity and approve or reject
-- once. The member's app holds a random request token (only its SHA-256 is kept here) to watch
-- the request and, once approved, to set a new password with it once before `expires_at`.
-- Requests for accounts that do not exist are never stored.
CREATE TABLE recovery_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  token_hash bytea NOT NULL UNIQUE,
  photo_upload_id text NOT NULL REFERENCES uploads (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'used')),
  reason text,
  reviewer_id integer REFERENCES staff (id),
  decided_at timestamptz,
  expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'approved' OR expires_at IS NOT NULL),
  CHECK ((status = 'used') = (used_at IS NOT NULL))
);
-- A member has at most one request waiting for review; a second while it waits is not stored.
CREATE UNIQUE INDEX recovery_requests_one_pending ON recovery_requests (member_id) WHERE status = 'pending';
CREATE INDEX recovery_requests_queue ON recovery_requests (status, id DESC);

-- Filings per account (its SHA-256, so an unknown number is not kept readable) per Japan day:
-- the only trace an unknown account leaves. Every filing writes it, so a real account's filing
-- and an unknown one's commit the same kind of transaction and take similar time.
CREATE TABLE recovery_filings (
  account_hash bytea NOT NULL,
  day date NOT NULL,
  filings integer NOT NULL CHECK (filings > 0),
  PRIMARY KEY (account_hash, day)
);
