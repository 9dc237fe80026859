-- A TOTP code is accepted once (RFC 6238 §5.2): the last time step each staff member used is kept,
-- and a sign-in must use a later one. Staff sign-in failures are counted in sign_in_failures by
-- (address, 'staff:' || username), like members', so the per-staff lock columns are no longer read.
ALTER TABLE staff ADD COLUMN totp_last_step bigint;
