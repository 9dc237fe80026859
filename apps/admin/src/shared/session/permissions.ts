/** Who may do what: read straight from the contract's role list of each endpoint. */
import type { Endpoint, StaffRole } from '@kabuto/contracts';

/** Mirrors the server's check, so the UI hides exactly what the server would refuse with 403. */
export function canCall(endpoint: Pick<Endpoint, 'roles'>, role: StaffRole): boolean {
  return endpoint.roles === undefined || endpoint.roles.includes(role);
}
