/**
 * Who is calling: a signed-in member or a staff member. Identity and the back office make them
 * (sign-in, sessions); every domain's routes receive them, so they live below the domains.
 */
import type { Endpoint, StaffRole } from '@kabuto/contracts';
import type { MemberId, Rejection } from '@kabuto/domain';

export interface MemberPrincipal {
  memberId: MemberId;
  account: string;
  sessionId: string;
}

export interface StaffPrincipal {
  staffId: number;
  username: string;
  role: StaffRole;
  sessionId: string;
}

/** Finds the staff member calling with a bearer token (the back office's sign-in), for a route outside the back office. */
export type AuthenticateStaff = (authorization: string | undefined, endpoint: Endpoint) => Promise<StaffPrincipal | Rejection>;
