-- Account recovery (issue 20): a member who forgot the login password and holds a passkey signs in
-- with it and confirms the new password with a passkey step-up of its own action, 'password'.
ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_action_check;
ALTER TABLE webauthn_challenges
  ADD CONSTRAINT webauthn_challenges_action_check CHECK (action IN ('withdraw', 'bankCard', 'passkey', 'password'));
ALTER TABLE step_up_tokens DROP CONSTRAINT step_up_tokens_action_check;
ALTER TABLE step_up_tokens
  ADD CONSTRAINT step_up_tokens_action_check CHECK (action IN ('withdraw', 'bankCard', 'passkey', 'password'));
