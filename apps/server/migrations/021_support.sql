-- Customer support (issue 20): one conversation per member with the firm's staff, owned by the
-- support domain. A member's message is read when staff open the conversation; a staff reply is
-- read when the member opens it. Refused messages (empty, too long, control characters, more than
-- 20 a minute) are never written.
CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  sender text NOT NULL CHECK (sender IN ('member', 'staff')),
  -- Who answered, for a staff reply; the audit log names them too.
  staff_id integer,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  CONSTRAINT support_messages_staff_named CHECK ((sender = 'staff') = (staff_id IS NOT NULL))
);
CREATE INDEX support_messages_of_member ON support_messages (member_id, id);
-- The member's recent messages, counted by the per-minute limit.
CREATE INDEX support_messages_member_sent ON support_messages (member_id, created_at) WHERE sender = 'member';
