-- Members add Japanese bank accounts: 普通/当座 and the holder in katakana as the bank writes it.
-- Rows added before (debit cards, Indian accounts) keep these null and are shown as they are.
ALTER TABLE bank_cards
  ADD COLUMN account_type text CHECK (account_type IN ('futsu', 'toza')),
  ADD COLUMN holder_name_kana text;

-- A 7-digit account number is unique only within its bank's branch, so the "one live account on
-- one member" rule now reads bank, branch code and number together.
DROP INDEX bank_cards_live_number;
CREATE UNIQUE INDEX bank_cards_live_number
  ON bank_cards (lower(btrim(bank_name)), branch_code, card_number) WHERE removed_at IS NULL;

-- Staff reviewing a withdrawal compare the kana holder with the verified name before paying out.
CREATE OR REPLACE VIEW member_card_directory AS
  SELECT id AS card_id, member_id, holder_name, card_number, bank_name, branch_name, holder_name_kana, account_type
    FROM bank_cards;
