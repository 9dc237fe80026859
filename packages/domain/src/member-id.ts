/**
 * A member's id as the server numbers members (`members.id`, a positive int4). Branded, so that a
 * member's id is never taken for an order's, a position's or a copy's id, which are numbers too:
 * one is made by `asMemberId` where an id enters from a session or a row.
 */
declare const memberIdBrand: unique symbol;
export type MemberId = number & { readonly [memberIdBrand]: 'member' };

/** `id` as a member's id; anything but a positive whole number is a bug, not a member's mistake. */
export function asMemberId(id: number): MemberId {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`not a member id: ${String(id)}`);
  return id as MemberId;
}
