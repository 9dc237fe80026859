/**
 * What one domain tells others, by topic: the typed ports of the outbox (outbox.ts). A payload is
 * plain JSON (numbers, strings, ISO times), written with the change that caused it and read back
 * by each handler, so it carries ids and facts, never an object of the sender's.
 */
export interface DomainEvents {
  /** A member's order filled (as placed, or resting and filled by the house): trading. */
  'trading.member_filled': {
    memberId: number;
    symbol: string;
    direction: 'long' | 'short';
    shares: number;
    positionId: number;
    at: string;
  };
  /** A member's position closed (their close call, a loan's forced sale, a liquidation, the day cut-off): trading. */
  'trading.position_closed': { memberId: number; positionId: number; at: string };
  /** A member joined, invited by another member: identity. */
  'identity.member_joined': { memberId: number; account: string; inviterId: number; at: string };
  /** Staff decided a member's identity verification: verification. */
  'verification.decided': { memberId: number; approved: boolean; at: string };
  /** Staff approved a member's deposit: funds. */
  'funds.deposit_approved': { memberId: number; at: string };
}

export type EventTopic = keyof DomainEvents;
