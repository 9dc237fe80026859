-- Guesses being judged (issue 29): a password typed against a lock is reserved before it is
-- verified and answered after, so parallel guesses never judge more than the lock allows (wrong
-- ones counted plus the ones being judged stay within the rule's maximum). `*_pending_since` is
-- when the latest was reserved: a reservation whose server stopped mid-way is given up after a minute.
ALTER TABLE members
  ADD COLUMN fund_guesses_pending integer NOT NULL DEFAULT 0 CHECK (fund_guesses_pending >= 0),
  ADD COLUMN fund_pending_since timestamptz;

ALTER TABLE sign_in_failures
  ADD COLUMN pending integer NOT NULL DEFAULT 0 CHECK (pending >= 0),
  ADD COLUMN pending_since timestamptz;
