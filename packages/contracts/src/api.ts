/** Every call of the member app and the back office, in one table each. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './primitives';
import * as member from './member';
import * as admin from './admin';
import * as identity from './identity';

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
  changePassword: endpoint({
    path: '/user/changePassword',
    access: 'member',
    summary: 'Change the login password; every other session ends',
    request: identity.changePasswordRequest,
    reply: nothing,
  }),
  setFundPassword: endpoint({
    path: '/user/setFundPassword',
    access: 'member',
    summary: 'Set the six-digit fund password (with the login password) or change it (with the old one)',
    request: identity.setFundPasswordRequest,
    reply: nothing,
  }),
  upload: endpoint({
    path: '/user/upload',
    access: 'member',
    summary: 'Upload an identity photo (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
    request: nothing,
    reply: identity.uploadReply,
  }),
  realName: endpoint({
    path: '/user/realName',
    access: 'member',
    summary: 'Submit name, ID number and both ID photos for verification',
    request: identity.realNameRequest,
    reply: identity.realNameReply,
  }),
  bankCards: endpoint({
    path: '/user/bankCards',
    access: 'member',
    summary: 'My bank cards',
    request: empty,
    reply: identity.bankCardsReply,
  }),
  addBankCard: endpoint({
    path: '/user/addBankCard',
    access: 'member',
    summary: 'Add a bank card in my verified name',
    request: identity.addBankCardRequest,
    reply: identity.addBankCardReply,
  }),
  removeBankCard: endpoint({
    path: '/user/removeBankCard',
    access: 'member',
    summary: 'Remove one of my bank cards',
    request: identity.idRequest,
    reply: nothing,
  }),
  messages: endpoint({
    path: '/user/messages',
    access: 'member',
    summary: 'My notices, newest first, with the unread count',
    request: identity.messagesRequest,
    reply: identity.messagesReply,
  }),
  readMessage: endpoint({
    path: '/user/readMessage',
    access: 'member',
    summary: 'Mark a notice read',
    request: identity.idRequest,
    reply: nothing,
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
  kycList: endpoint({
    path: '/kyc/list',
    access: 'staff',
    summary: 'Identity verification submissions',
    request: admin.queueRequest,
    reply: admin.kycListReply,
  }),
  kycDetail: endpoint({
    path: '/kyc/detail',
    access: 'staff',
    summary: 'One submission with the file ids of both photos',
    request: admin.idOnly,
    reply: admin.kycDetailReply,
  }),
  kycReview: endpoint({
    path: '/kyc/review',
    access: 'staff',
    roles: ['owner', 'reviewer'],
    summary: 'Approve or reject a pending submission; one decision each',
    request: admin.reviewRequest,
    reply: nothing,
  }),
  usersList: endpoint({
    path: '/users/list',
    access: 'staff',
    summary: 'Members, searchable by account',
    request: admin.usersListRequest,
    reply: admin.usersListReply,
  }),
  usersDetail: endpoint({
    path: '/users/detail',
    access: 'staff',
    summary: 'One member: verification, cards, sessions, restrictions, audit trail',
    request: admin.userDetailRequest,
    reply: admin.userDetailReply,
  }),
  usersRestrict: endpoint({
    path: '/users/restrict',
    access: 'staff',
    roles: ['owner'],
    summary: "Set or clear a member's restrictions, with a reason",
    request: admin.restrictRequest,
    reply: nothing,
  }),
} as const;
