/** The market's public reading of past daily closes (documents value month-end positions at them). */
export { closesAtOrBefore } from './closing-prices.repository';
