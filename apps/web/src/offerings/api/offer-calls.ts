/** `/block/apply`, `/placement/apply`, `/auction/bid`: money calls with an idempotency key, refreshing everything about the member after. */
import { placementsMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useBlockApply() {
  const refresh = useRefreshMember();
  return useMoneyCall(placementsMemberApi.blockApply, {}, () => void refresh());
}

export function usePlacementApply() {
  const refresh = useRefreshMember();
  return useMoneyCall(placementsMemberApi.placementApply, {}, () => void refresh());
}

export function useAuctionBid() {
  const refresh = useRefreshMember();
  return useMoneyCall(placementsMemberApi.auctionBid, {}, () => void refresh());
}

export type BlockApply = ReturnType<typeof useBlockApply>;
export type PlacementApply = ReturnType<typeof usePlacementApply>;
export type AuctionBid = ReturnType<typeof useAuctionBid>;
