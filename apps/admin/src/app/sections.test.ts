import { describe, expect, it } from 'vitest';
import { adminApi, staffRoles } from '@kabuto/contracts';
import { canCall } from '../auth/permissions';
import { canOpenSection, sectionOfPath, visibleSections } from './sections';

const keysOf = (role: (typeof staffRoles)[number]) => visibleSections(role).map((section) => section.key);

describe('menu visibility by role', () => {
  it.each([
    { role: 'owner', menu: ['home', 'settings', 'staff', 'audit'] },
    { role: 'reviewer', menu: ['home', 'settings', 'audit'] },
    { role: 'support', menu: ['home', 'settings', 'audit'] },
  ] as const)('shows $role exactly $menu', ({ role, menu }) => {
    expect(keysOf(role)).toEqual(menu);
  });

  it.each(staffRoles)('shows staff to %s only when the server would let them list staff', (role) => {
    expect(canOpenSection('staff', role)).toBe(canCall(adminApi.staffList, role));
  });

  it('lets only owners change settings, while every role may read them', () => {
    expect(staffRoles.filter((role) => canCall(adminApi.configSet, role))).toEqual(['owner']);
    expect(staffRoles.filter((role) => canCall(adminApi.configList, role))).toEqual([...staffRoles]);
  });

  it('treats an endpoint without a role list as open to every role', () => {
    expect(staffRoles.every((role) => canCall({}, role))).toBe(true);
    expect(canCall({ roles: ['reviewer'] }, 'owner')).toBe(false);
  });
});

describe('sectionOfPath', () => {
  it.each([
    { path: '/', key: 'home' },
    { path: '/settings', key: 'settings' },
    { path: '/staff', key: 'staff' },
    { path: '/audit', key: 'audit' },
    { path: '/nowhere', key: 'home' },
  ] as const)('puts $path under $key', ({ path, key }) => {
    expect(sectionOfPath(path)).toBe(key);
  });
});
