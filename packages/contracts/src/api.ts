/** Every call of the member app and the back office, in one table each. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './primitives';
import * as member from './member';
import * as admin from './admin';

const nothing = z.object({});

export const memberApi = {
  config: endpoint({
    path: '/common/config',
    access: 'public',
    summary: 'Public settings of the app',
    request: member.configRequest,
    reply: member.configReply,
  }),
  text: endpoint({
    path: '/common/text',
    access: 'public',
    summary: 'A document (privacy, about, trading rules) in the language of the request',
    request: member.textRequest,
    reply: member.textReply,
  }),
  register: endpoint({
    path: '/user/register',
    access: 'public',
    summary: 'Open an account with a phone number and an invite code',
    request: member.registerRequest,
    reply: member.signInReply,
  }),
  login: endpoint({
    path: '/user/login',
    access: 'public',
    summary: 'Sign in',
    request: member.loginRequest,
    reply: member.signInReply,
  }),
  logout: endpoint({
    path: '/user/logout',
    access: 'member',
    summary: 'End this session',
    request: empty,
    reply: nothing,
  }),
  info: endpoint({
    path: '/user/info',
    access: 'member',
    summary: 'The signed-in member, their state and their assets',
    request: empty,
    reply: member.userInfoReply,
  }),
} as const;

export const adminApi = {
  login: endpoint({
    path: '/auth/login',
    access: 'public',
    summary: 'Staff sign-in',
    request: admin.staffLoginRequest,
    reply: admin.staffLoginReply,
  }),
  logout: endpoint({ path: '/auth/logout', access: 'staff', summary: 'End this session', request: empty, reply: nothing }),
  me: endpoint({
    path: '/auth/me',
    access: 'staff',
    summary: 'The signed-in staff member',
    request: empty,
    reply: admin.staffMeReply,
  }),
  staffList: endpoint({
    path: '/staff/list',
    access: 'staff',
    roles: ['owner'],
    summary: 'Every staff member',
    request: empty,
    reply: admin.staffListReply,
  }),
  staffSave: endpoint({
    path: '/staff/save',
    access: 'staff',
    roles: ['owner'],
    summary: 'Create or change a staff member',
    request: admin.staffSaveRequest,
    reply: admin.staffSaveReply,
  }),
  auditList: endpoint({
    path: '/audit/list',
    access: 'staff',
    summary: 'The audit log, newest first',
    request: admin.auditListRequest,
    reply: admin.auditListReply,
  }),
  configList: endpoint({
    path: '/config/list',
    access: 'staff',
    summary: 'Every public setting',
    request: empty,
    reply: admin.configListReply,
  }),
  configSet: endpoint({
    path: '/config/set',
    access: 'staff',
    roles: ['owner'],
    summary: 'Change one public setting',
    request: admin.configSetRequest,
    reply: nothing,
  }),
} as const;
