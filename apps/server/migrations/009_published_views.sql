-- Read models a domain publishes for other domains' lists (issue 13). Each table has one owning
-- domain and only its repository writes SQL against it; another domain that must show a column
-- of it in a joined list (the review queues show a member's account, the reviewer's name, the
-- card paid to) joins the owner's view instead, so the owner can change its tables behind it.

-- Owned by identity: who a member is, and the cards withdrawals are paid to.
CREATE VIEW member_directory AS
  SELECT id AS member_id, account FROM members;

CREATE VIEW member_card_directory AS
  SELECT id AS card_id, member_id, holder_name, card_number, bank_name, branch_name FROM bank_cards;

-- Owned by the back office: the name of a staff member, for "reviewed by" and the audit log.
CREATE VIEW staff_directory AS
  SELECT id AS staff_id, username FROM staff;
