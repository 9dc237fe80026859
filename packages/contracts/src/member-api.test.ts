import { describe, expect, it } from 'vitest';
import { memberApi } from './member-api';
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
import { conditionalMemberApi } from './conditional';
import { documentsMemberApi } from './documents';
import { proofMemberApi } from './proof';

const groups = [
  accountMemberApi,
  identityMemberApi,
  fundsMemberApi,
  marketMemberApi,
  tradingMemberApi,
  passkeyApi,
  alertsMemberApi,
  rewardsMemberApi,
  placementsMemberApi,
  supportMemberApi,
  recoveryMemberApi,
  recoveryRequestMemberApi,
  offeringsMemberApi,
  loansMemberApi,
  auctionsMemberApi,
  copyMemberApi,
  taxMemberApi,
  conditionalMemberApi,
  documentsMemberApi,
  proofMemberApi,
];

describe('the member API table', () => {
  it('holds every call of every group, none of them hidden by another group using the same name', () => {
    const names = groups.flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(memberApi).sort()).toEqual([...names].sort());
  });

  it('gives each call its own path', () => {
    const paths = Object.values(memberApi).map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
