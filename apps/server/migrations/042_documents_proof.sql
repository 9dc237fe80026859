-- Proof of liabilities (issue 35): each daily build of the Merkle sum tree (published, or stopped
-- because the tree and the ledger differ), and the leaves of every published tree, from which a
-- member's path to the root is rebuilt on request.
CREATE TABLE proof_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  date date NOT NULL,
  status text NOT NULL CHECK (status IN ('published', 'mismatch')),
  root text,
  -- Whole yen: the tree's total, the ledger's member accounts summed from their postings, and the
  -- firm's segregated customer bank accounts, all at the moment of the build.
  total bigint NOT NULL,
  ledger_total bigint NOT NULL,
  segregated bigint NOT NULL,
  leaves integer NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CONSTRAINT proof_published_has_root CHECK ((status = 'published') = (root IS NOT NULL))
);
-- One published tree per day; a stopped build may be tried again.
CREATE UNIQUE INDEX proof_runs_published ON proof_runs (date) WHERE status = 'published';
CREATE INDEX proof_runs_recent ON proof_runs (date DESC, id DESC);

CREATE TABLE proof_leaves (
  date date NOT NULL,
  position integer NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  nonce text NOT NULL,
  balance bigint NOT NULL CHECK (balance >= 0),
  PRIMARY KEY (date, position)
);
CREATE UNIQUE INDEX proof_leaves_of_member ON proof_leaves (member_id, date);

-- Member documents (issue 35): each trade report, monthly statement and annual report made, with
-- the canonical JSON of its figures (what the PDF is drawn from, byte for byte the same each time),
-- their SHA-256, and the range of ledger entries they summarise. One per member, kind and subject
-- (the fill's reference, the month or the year).
CREATE TABLE member_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('trade', 'monthly', 'annual')),
  period text NOT NULL,
  subject text NOT NULL,
  figures text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  entries_from bigint,
  entries_to bigint,
  empty boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CONSTRAINT member_documents_once UNIQUE (member_id, kind, subject)
);
CREATE INDEX member_documents_list ON member_documents (member_id, period DESC, id DESC);
