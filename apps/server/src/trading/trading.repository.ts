/**
 * The SQL of trading, imported together as `trades`: stock orders (trade-orders.repository.ts) and positions
 * (positions.repository.ts, opened by position-inserts.repository.ts). Ledger entries are read through the ledger service.
 */
export * from './trade-orders.repository';
export * from './positions.repository';
export * from './position-inserts.repository';
export type { ListFilter } from './trading-rows';
