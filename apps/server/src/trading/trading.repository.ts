/**
 * The SQL of trading, imported together as `trades`: orders (orders.repository.ts) and positions
 * with their ledger entries (positions.repository.ts).
 */
export * from './orders.repository';
export * from './positions.repository';
export type { ListFilter } from './trading-rows';
