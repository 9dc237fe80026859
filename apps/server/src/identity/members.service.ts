/**
 * What other domains may know about a member: their standing (verification, restrictions) and
 * the one guard every money and trading call applies to it. Identity owns the members table;
 * other domains read it only through here, never through identity's repository.
 */
import { actionRefusal, reject, type GuardedAction, type Rejection, type RestrictionFlags } from '@kabuto/domain';
import type { ConfigService } from '../settings/config.service';

/** What the guard reads: the settings service, or a snapshot of it taken before a transaction. */
type SupportUrlSource = Pick<ConfigService, 'value'>;

export type { MemberRow as MemberStanding } from './identity.repository';
export {
  findMemberById as memberStanding,
  findMembersByIds as membersStanding,
  findMemberByAccount as memberByAccount,
  findVerifiedIdentity as verifiedIdentity,
} from './identity.repository';

/** The one guard for money and trading: a refusal carries the support link so the member knows where to ask. */
export async function guardAction(
  flags: RestrictionFlags,
  action: GuardedAction,
  config: SupportUrlSource,
): Promise<Rejection | null> {
  const refusal = actionRefusal(flags, action);
  return refusal ? reject(refusal, { support: await config.value('supportUrl') }) : null;
}

/** Creates the demo member (`DEMO=1`) already verified, in the seed's transaction; null when it exists. */
export { insertVerifiedMember as seedVerifiedMember } from './identity.repository';

/** Creates a demo invitee of the demo member (`DEMO=1`), in the seed's transaction; null when it exists. */
export { insertInvitedMember as seedInvitedMember } from './identity.repository';
