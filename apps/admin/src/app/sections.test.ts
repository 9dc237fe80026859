import { describe, expect, it } from 'vitest';
import { adminApi, staffRoles } from '@kabuto/contracts';
import { canCall } from '../shared/session/permissions';
import { canOpenSection, sectionOfPath, visibleSections } from './sections';

const keysOf = (role: (typeof staffRoles)[number]) => visibleSections(role).map((section) => section.key);

// Every role reads the queues, members and the ledger; who may decide is a matter of buttons.
const work = [
  'home',
  'kyc',
  'members',
  'deposits',
  'withdrawals',
  'loans',
  'ipo',
  'copy',
  'blockReview',
  'offers',
  'support',
  'recovery',
  'channels',
  'ledger',
  'tax',
  'proof',
  'instruments',
  'news',
] as const;

describe('menu visibility by role', () => {
  it.each([
    { role: 'owner', menu: [...work, 'settings', 'staff', 'audit'] },
    { role: 'reviewer', menu: [...work, 'settings', 'audit'] },
    { role: 'support', menu: [...work, 'settings', 'audit'] },
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

  it('lets every role open each queue but only owners and reviewers decide, and only owners change members or channels', () => {
    for (const review of [
      adminApi.kycReview,
      adminApi.depositsReview,
      adminApi.withdrawalsReview,
      adminApi.loansReview,
      adminApi.blockReview,
    ]) {
      expect(staffRoles.filter((role) => canCall(review, role))).toEqual(['owner', 'reviewer']);
    }
    expect(staffRoles.filter((role) => canCall(adminApi.usersRestrict, role))).toEqual(['owner']);
    expect(staffRoles.filter((role) => canCall(adminApi.channelsSave, role))).toEqual(['owner']);
  });

  it('lets only owners halt trading, and owners and support write news', () => {
    expect(staffRoles.filter((role) => canCall(adminApi.instrumentsHalt, role))).toEqual(['owner']);
    expect(staffRoles.filter((role) => canCall(adminApi.newsSave, role))).toEqual(['owner', 'support']);
    expect(staffRoles.filter((role) => canCall(adminApi.newsDelete, role))).toEqual(['owner', 'support']);
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
    { path: '/kyc/12', key: 'kyc' },
    { path: '/members/3', key: 'members' },
    { path: '/deposits', key: 'deposits' },
    { path: '/loans', key: 'loans' },
    { path: '/ipo', key: 'ipo' },
    { path: '/copy', key: 'copy' },
    { path: '/withdrawals', key: 'withdrawals' },
    { path: '/channels', key: 'channels' },
    { path: '/trial-balance', key: 'ledger' },
    { path: '/instruments', key: 'instruments' },
    { path: '/news', key: 'news' },
    { path: '/nowhere', key: 'home' },
  ] as const)('puts $path under $key', ({ path, key }) => {
    expect(sectionOfPath(path)).toBe(key);
  });
});
