/**
 * The back office's sections and who sees them. A section is shown to a role exactly when the
 * contract lets that role make the call the section is built on, so the menu can never offer a
 * screen whose first request the server would refuse with 403.
 */
import { adminApi, type Endpoint, type StaffRole } from '@kabuto/contracts';
import { canCall } from '../auth/permissions';

export type SectionKey = 'home' | 'settings' | 'staff' | 'audit';

export interface Section {
  key: SectionKey;
  path: string;
  title: string;
  summary: string;
  /** The call the section's screen opens with. */
  endpoint: Pick<Endpoint, 'roles'>;
}

export const sections: readonly Section[] = [
  { key: 'home', path: '/', title: 'Home', summary: 'The sections you can use.', endpoint: adminApi.me },
  {
    key: 'settings',
    path: '/settings',
    title: 'Settings',
    summary: 'Public settings of the member app: deposit and withdrawal limits and hours, fees, lot size, support link.',
    endpoint: adminApi.configList,
  },
  {
    key: 'staff',
    path: '/staff',
    title: 'Staff',
    summary: 'Back-office accounts: create staff, change roles, deactivate, reset passwords.',
    endpoint: adminApi.staffList,
  },
  {
    key: 'audit',
    path: '/audit',
    title: 'Audit log',
    summary: 'Every change made by staff, newest first: who, what, before and after.',
    endpoint: adminApi.auditList,
  },
];

/** The menu of a role, in menu order. */
export function visibleSections(role: StaffRole): Section[] {
  return sections.filter((section) => canCall(section.endpoint, role));
}

export function canOpenSection(key: SectionKey, role: StaffRole): boolean {
  return visibleSections(role).some((section) => section.key === key);
}

/** The section a path belongs to, for highlighting the menu on nested or unknown paths. */
export function sectionOfPath(pathname: string): SectionKey {
  const match = sections.find((section) => section.path !== '/' && pathname.startsWith(section.path));
  return match?.key ?? 'home';
}
