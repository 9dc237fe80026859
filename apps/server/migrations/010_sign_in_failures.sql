-- Wrong passwords are counted per (client address, account) pair, whether or not the account
-- exists, so the lock neither tells which accounts exist nor lets anyone lock a member out from
-- everywhere. The per-member columns on members are no longer read.
CREATE TABLE sign_in_failures (
  address text NOT NULL,
  account text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_start timestamptz,
  locked_until timestamptz,
  PRIMARY KEY (address, account)
);
