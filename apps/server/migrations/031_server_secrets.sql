-- Keys the server makes for itself, kept in the database so every node uses the same ones and a
-- restart keeps them (not in the repository, not in one node's DATA_DIR). A key is made at its
-- first use with INSERT … ON CONFLICT DO NOTHING, so two nodes starting together keep one.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL CHECK (octet_length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The per-day recovery counts were keyed by a plain SHA-256 of the phone number, which trying
-- every ten-digit number reverses; they now use an HMAC under a server key. They only count
-- the current Japan day, so the old rows are dropped rather than kept readable.
DELETE FROM recovery_filings;
