/**
 * The ledger's public reading of a member's history for documents and exports (the documents domain
 * reads it here, never the ledger's tables): cash movements with their entry ids, the cash balance
 * at an instant, an entry's postings by reference, and the tax lines.
 */
export {
  cashBefore,
  cashMovements,
  entryPostings,
  firstCashMovement,
  taxLines,
  type CashMovementRow,
  type EntryPostingRow,
  type TaxLineRow,
} from './statements.repository';
