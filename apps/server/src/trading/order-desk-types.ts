/** What the order desk takes and answers (order-desk.ts), shared by the modules that do its jobs. */
import type { BookFill, MemberId, OrderRequest, Rejection, TickTable, TradingConfig, Yen } from '@kabuto/domain';
import type { KeyedCall, StoredReplay } from '../platform/idempotency';

/** An order the trading rules accepted: all that is left to decide is whether its member may trade and can pay. */
export interface AcceptedOrder {
  memberId: MemberId;
  symbol: string;
  order: OrderRequest;
  shares: number;
  /** What it fills at the moment it is written; null when it rests until the market reaches it. */
  fill: BookFill | null;
  /** What a resting order holds: margin, fee and duty at the price the preview expects. */
  hold: Yen;
  config: TradingConfig;
  /** Its stock's tick table, for the warning and liquidation prices its position opens with. */
  tickTable: TickTable;
  tradingDate: string;
  now: Date;
  /** Set for an order bought in NISA (issue 34): what it costs against the allowance. */
  nisa?: { cost: Yen };
}

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  status: 'filled' | 'pending';
  positionId?: number;
}

export type Outcome = PlacedOrder | Rejection | StoredReplay;

/** An order to write, or (`order` null) a refusal to store with its key so that a retry replays it. */
export interface DeskCall {
  order: AcceptedOrder | null;
  refusal: Rejection | null;
  keyed: KeyedCall | null;
}

/** A member's order that filled at once, as told after its commit. */
export interface MemberFill {
  memberId: MemberId;
  symbol: string;
  direction: 'long' | 'short';
  shares: number;
  positionId: number;
  now: Date;
}
