/** `/rewards/checkIn`: today's check-in, a money call (it credits the reward), refreshing the member's figures after. */
import { rewardsMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useCheckIn() {
  const refresh = useRefreshMember();
  // A refusal (already checked in today) is shown as its translated toast, and the screen refetches.
  return useMoneyCall(rewardsMemberApi.rewardsCheckIn, {}, () => void refresh());
}
