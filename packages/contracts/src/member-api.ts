/**
 * Every call of the member app (`/api/vue/...`), in one table: the server mounts and documents it.
 * Each group lives beside its schemas, so the member app imports only the groups a screen calls
 * and builds only their schemas (building all of them took most of the start-up's script time).
 */
import { passkeyApi } from './passkeys-api';
import { accountMemberApi } from './member';
import { identityMemberApi } from './identity';
import { fundsMemberApi } from './funds';
import { marketMemberApi } from './market';
import { tradingMemberApi } from './trading';
import { alertsMemberApi } from './alerts';
import { rewardsMemberApi } from './rewards';
import { placementsMemberApi } from './placements';
import { supportMemberApi } from './support';
import { recoveryMemberApi } from './recovery';
import { recoveryRequestMemberApi } from './staff-recovery';
import { offeringsMemberApi } from './offerings';
import { loansMemberApi } from './loans';
import { auctionsMemberApi } from './auctions';
import { copyMemberApi } from './copy';
import { taxMemberApi } from './tax';
import { proofMemberApi } from './proof';
import { documentsMemberApi } from './documents';
import { conditionalMemberApi } from './conditional';

export const memberApi = {
  ...accountMemberApi,
  ...identityMemberApi,
  ...fundsMemberApi,
  ...marketMemberApi,
  ...tradingMemberApi,
  ...passkeyApi,
  ...alertsMemberApi,
  ...rewardsMemberApi,
  ...placementsMemberApi,
  ...supportMemberApi,
  ...recoveryMemberApi,
  ...recoveryRequestMemberApi,
  ...offeringsMemberApi,
  ...loansMemberApi,
  ...auctionsMemberApi,
  ...copyMemberApi,
  ...taxMemberApi,
  ...proofMemberApi,
  ...documentsMemberApi,
  ...conditionalMemberApi,
} as const;
