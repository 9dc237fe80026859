-- Members' passkeys and the WebAuthn challenges and step-up tokens around them; staff's second
-- factor (TOTP), its recovery codes and a sign-in lock like members'.

CREATE TABLE member_passkeys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  -- The credential id as the browser reports it (base64url).
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX member_passkeys_of_member ON member_passkeys (member_id);

-- A challenge is answered once: the answer deletes it. Sign-in challenges belong to no member yet.
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'step_up')),
  member_id integer REFERENCES members (id),
  action text CHECK (action IN ('withdraw', 'bankCard', 'passkey')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);

CREATE TABLE step_up_tokens (
  token_hash bytea PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  action text NOT NULL CHECK (action IN ('withdraw', 'bankCard', 'passkey')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

ALTER TABLE staff
  ADD COLUMN totp_secret text,
  ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0,
  ADD COLUMN failure_window_start timestamptz,
  ADD COLUMN locked_until timestamptz;

-- A first sign-in's secret waits here until the staff member proves their app has it.
CREATE TABLE staff_enrolments (
  token_hash bytea PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  secret text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE staff_recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  code_hash bytea NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_recovery_codes_of_staff ON staff_recovery_codes (staff_id) WHERE used_at IS NULL;
