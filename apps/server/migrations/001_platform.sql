-- The platform: public settings, members and their sessions, staff, their sessions, the audit log.

CREATE TABLE app_config (
  name text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text NOT NULL UNIQUE CHECK (account ~ '^[0-9]{10}$'),
  password_hash text NOT NULL,
  invite_code text NOT NULL UNIQUE CHECK (invite_code = upper(invite_code)),
  inviter_id integer REFERENCES members (id),
  kyc_status text NOT NULL DEFAULT 'unverified' CHECK (kyc_status IN ('unverified', 'pending', 'verified', 'rejected')),
  fund_password_hash text,
  frozen boolean NOT NULL DEFAULT false,
  login_banned boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  trade_barred boolean NOT NULL DEFAULT false,
  withdraw_barred boolean NOT NULL DEFAULT false,
  -- Failed sign-ins counted in the current fifteen-minute window, and the lock they caused.
  failed_sign_ins integer NOT NULL DEFAULT 0,
  failure_window_start timestamptz,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE member_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX member_sessions_live ON member_sessions (member_id) WHERE ended_at IS NULL;

CREATE TABLE staff (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'reviewer', 'support')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id integer REFERENCES staff (id),
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_newest ON audit_log (created_at DESC, id DESC);
