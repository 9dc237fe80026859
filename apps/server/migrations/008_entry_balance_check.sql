-- The check that every ledger entry balances, once per statement instead of once per posting row
-- at commit. Every entry's postings are written by the one statement that writes the entry
-- (ledger.repository.ts insertEntries), so checking the postings a statement inserted, grouped by
-- entry and currency, is at least as strict as the deferred per-row check it replaces, and the
-- order desk's batches (dozens of entries in one statement) run it once instead of per posting.
DROP TRIGGER ledger_postings_balance ON ledger_postings;
DROP FUNCTION ledger_entry_balances();

CREATE FUNCTION ledger_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT p.entry_id INTO unbalanced
    FROM inserted p JOIN ledger_accounts a ON a.id = p.account_id
   GROUP BY p.entry_id, a.currency HAVING sum(p.amount) <> 0
   LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not balance', unbalanced;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_postings_balance AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balance();
