/**
 * The back office's sections and who sees them. A section is shown to a role exactly when the
 * contract lets that role make the call the section is built on, so the menu can never offer a
 * screen whose first request the server would refuse with 403.
 */
import { adminApi, type Endpoint, type StaffRole } from '@kabuto/contracts';
import { canCall } from '../shared/session/permissions';

export type SectionKey =
  | 'home'
  | 'kyc'
  | 'members'
  | 'deposits'
  | 'withdrawals'
  | 'loans'
  | 'ipo'
  | 'copy'
  | 'blockReview'
  | 'offers'
  | 'support'
  | 'recovery'
  | 'channels'
  | 'ledger'
  | 'tax'
  | 'proof'
  | 'instruments'
  | 'news'
  | 'settings'
  | 'staff'
  | 'audit';

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
    key: 'kyc',
    path: '/kyc',
    title: 'Verification',
    summary:
      'Identity submissions waiting for a decision: compare the photos with the name and ID number, then verify or reject.',
    endpoint: adminApi.kycList,
  },
  {
    key: 'members',
    path: '/members',
    title: 'Members',
    summary: 'Find a member by account: verification, bank cards, sessions, restrictions, ledger and audit trail.',
    endpoint: adminApi.usersList,
  },
  {
    key: 'deposits',
    path: '/deposits',
    title: 'Deposits',
    summary: 'Announced deposits: credit the member once the transfer with its reference has arrived, or reject it.',
    endpoint: adminApi.depositsList,
  },
  {
    key: 'withdrawals',
    path: '/withdrawals',
    title: 'Withdrawals',
    summary: 'Requested withdrawals: pay the held amount out to the member’s card, or reject and return it.',
    endpoint: adminApi.withdrawalsList,
  },
  {
    key: 'loans',
    path: '/loans',
    title: 'Loans',
    summary:
      'Loan applications backed by holdings: pass (pay out from the lending account) or reject with a reason; every loan with what is owed.',
    endpoint: adminApi.loansList,
  },
  {
    key: 'ipo',
    path: '/ipo',
    title: 'IPOs',
    summary:
      'Offerings with their windows, applications and draw results; owners create, edit (until subscription opens) and cancel with a reason.',
    endpoint: adminApi.ipoList,
  },
  {
    key: 'copy',
    path: '/copy',
    title: 'Copy trading',
    summary: 'Strategies with their followers and the equity copied, and the queue of members applying to be mentors.',
    endpoint: adminApi.copyStrategies,
  },
  {
    key: 'blockReview',
    path: '/block-review',
    title: 'Block-trade review',
    summary:
      'Block-trade applications: pass them into the close’s pro-rata allotment, or reject with a reason (the hold is returned).',
    endpoint: adminApi.blockQueue,
  },
  {
    key: 'offers',
    path: '/offers',
    title: 'Block trades, placements, auctions',
    summary: 'Set products within the ±7% band; every product with its book and the result of its close.',
    endpoint: adminApi.offersProducts,
  },
  {
    key: 'support',
    path: '/support',
    title: 'Customer service',
    summary: 'Members’ conversations with customer service, unread first to notice: read and answer them.',
    endpoint: adminApi.supportList,
  },
  {
    key: 'recovery',
    path: '/recovery',
    title: 'Account recovery',
    summary:
      'Members without a passkey who forgot their password: compare the new ID photo with the verified identity, then approve or reject.',
    endpoint: adminApi.recoveryList,
  },

  {
    key: 'channels',
    path: '/channels',
    title: 'Deposit channels',
    summary: 'The firm’s bank accounts members pay deposits into, with their limits.',
    endpoint: adminApi.channelsList,
  },
  {
    key: 'ledger',
    path: '/trial-balance',
    title: 'Trial balance',
    summary: 'Every currency’s postings sum to zero and every cached balance equals its postings.',
    endpoint: adminApi.trialBalance,
  },
  {
    key: 'tax',
    path: '/tax',
    title: 'Withheld tax',
    summary: 'Tax withheld at members’ sales and refunded by their losses, by JST year; the owner remits a finished year.',
    endpoint: adminApi.taxLedger,
  },
  {
    key: 'proof',
    path: '/proof',
    title: 'Proof of liabilities',
    summary:
      'Each day’s published root and total beside the segregated cash, any day stopped because the tree and the ledger differ, and the member documents made.',
    endpoint: adminApi.proofRuns,
  },
  {
    key: 'instruments',
    path: '/instruments',
    title: 'Instruments',
    summary: 'Listed stocks and indices with their last price; owners halt and resume trading in one, with a reason.',
    endpoint: adminApi.instrumentsList,
  },
  {
    key: 'news',
    path: '/news',
    title: 'News',
    summary: 'Articles members read in three languages, and the market notes written at each close.',
    endpoint: adminApi.newsAdminList,
  },
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
