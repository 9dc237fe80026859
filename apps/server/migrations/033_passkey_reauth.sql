-- Passkey takeover (issue 29): adding a passkey needs the login password or a step-up with an
-- existing passkey of its own action, 'passkey_add'. Registration challenges handed out before
-- that proof was asked for are voided, so none made from a session alone can still be answered.
ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_action_check;
ALTER TABLE webauthn_challenges
  ADD CONSTRAINT webauthn_challenges_action_check
  CHECK (action IN ('withdraw', 'bankCard', 'passkey', 'password', 'passkey_add'));
ALTER TABLE step_up_tokens DROP CONSTRAINT step_up_tokens_action_check;
ALTER TABLE step_up_tokens
  ADD CONSTRAINT step_up_tokens_action_check
  CHECK (action IN ('withdraw', 'bankCard', 'passkey', 'password', 'passkey_add'));
DELETE FROM webauthn_challenges WHERE purpose = 'register';
-- The notice of a passkey added before now names when it confirms step-ups, as new ones do: the
-- cool-down counts from its adding (the default 24 hours), for passkeys already there as well.
UPDATE messages
   SET params = params || jsonb_build_object(
         'usableFrom', to_char((created_at + interval '24 hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
 WHERE kind = 'passkey_added' AND NOT params ? 'usableFrom';
