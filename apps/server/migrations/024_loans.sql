-- Securities-backed loans (owned by the loans domain). The money itself is in the ledger
-- (reasons loan_disbursal, loan_interest, loan_repayment under the reference L-<id>…); a row
-- keeps the loan's state and the running figures its rules need.

CREATE TABLE loans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  term_days integer NOT NULL CHECK (term_days > 0),
  -- The yearly rate fixed when the member applied.
  apr numeric NOT NULL CHECK (apr >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected', 'repaid')),
  -- Outstanding principal and interest; owed = principal + interest.
  principal bigint NOT NULL DEFAULT 0 CHECK (principal >= 0),
  interest bigint NOT NULL DEFAULT 0 CHECK (interest >= 0),
  -- All interest ever accrued, and the running sum it is worked out from (see interestOn).
  interest_accrued bigint NOT NULL DEFAULT 0 CHECK (interest_accrued >= 0),
  principal_days bigint NOT NULL DEFAULT 0 CHECK (principal_days >= 0),
  -- The last Japan day whose interest is posted.
  accrued_through date,
  repayments integer NOT NULL DEFAULT 0,
  reason text,
  reviewer_id integer REFERENCES staff (id),
  reviewed_at timestamptz,
  due_at timestamptz,
  repaid_at timestamptz,
  -- The Japan day of the last overdue notice and of the last LTV warning, so each is sent once a day.
  overdue_notified_on date,
  warned_on date,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One loan at a time waits for review or runs per member.
CREATE UNIQUE INDEX loans_one_open ON loans (member_id) WHERE status IN ('pending', 'active');
CREATE INDEX loans_queue ON loans (status, id DESC);
CREATE INDEX loans_of_member ON loans (member_id, id DESC);
