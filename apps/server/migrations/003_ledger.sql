-- The ledger: accounts, journal entries and their postings, holds, and idempotency keys.

CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  reply jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- One row per account (see accountKey in packages/domain/src/ledger.ts). Member accounts cache
-- their balance, updated under a row lock with each posting; house accounts do not, because
-- every deposit and trade touches them and a cached house balance would make its row the one
-- lock all money movement waits on. A house balance is the sum of its postings.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  member_id integer REFERENCES members (id),
  currency text NOT NULL CHECK (currency IN ('JPY', 'USD', 'CNY', 'TWD', 'HKD', 'THB', 'VND', 'MYR', 'KRW', 'INR')),
  bucket text NOT NULL,
  balance bigint,
  CONSTRAINT member_balance_cached CHECK ((member_id IS NULL) = (balance IS NULL)),
  CONSTRAINT member_balance_not_negative CHECK (balance >= 0)
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reason text NOT NULL,
  -- What the entry pays for, e.g. D-12 (deposit), W-7 (withdrawal), X-3 (exchange).
  reference text NOT NULL,
  member_id integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One business event posts once: a second approval of D-12 cannot credit it again.
  CONSTRAINT ledger_entries_once UNIQUE (reason, reference)
);
CREATE INDEX ledger_entries_of_member ON ledger_entries (member_id, id DESC);

CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_postings_entry ON ledger_postings (entry_id);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id);

-- Belt and braces under the code's own check: at commit, every entry touched in the
-- transaction sums to zero in each currency.
CREATE FUNCTION ledger_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
     WHERE p.entry_id = NEW.entry_id GROUP BY a.currency HAVING sum(p.amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger entry % does not balance', NEW.entry_id;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_postings_balance AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balances();

-- Money set aside (in the member's frozen bucket) and what for, until it is released or settled.
CREATE TABLE holds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  purpose text NOT NULL CHECK (purpose IN ('withdrawal', 'order', 'application')),
  reference text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released', 'settled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX holds_open ON holds (member_id) WHERE status = 'held';
