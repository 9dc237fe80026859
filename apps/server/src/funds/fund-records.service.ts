/** Funds' public reading of a member's fund records: the same query as the screen's list (the CSV export reads it here). */
export { fundRecords } from './funds-lists.repository';
