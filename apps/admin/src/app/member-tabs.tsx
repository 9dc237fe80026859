/**
 * The member page's tabs that belong to other domains, in the order staff know: the audit trail,
 * the ledger, trading, rewards, tax, loans, documents. Composed here so that identity's member page imports none
 * of those features.
 */
import { MemberAuditTab } from '../audit/member-audit-tab';
import { MemberDocumentsTab } from '../documents/member-documents-tab';
import type { MemberTab } from '../identity/members/member-page';
import { MemberLedgerTab } from '../ledger/member-ledger-tab';
import { MemberLoansTab } from '../loans/member-loans-tab';
import { MemberRewardsTab } from '../rewards/member-rewards-tab';
import { MemberTaxTab } from '../tax/member-tax-tab';
import { MemberTradingTab } from '../trading/member-trading-tab';

export const memberTabs: readonly MemberTab[] = [
  {
    key: 'audit',
    label: (member) => `Audit trail (${member.audit.length})`,
    content: (member) => <MemberAuditTab member={member} />,
  },
  { key: 'ledger', label: () => 'Ledger', content: (member) => <MemberLedgerTab userId={member.id} /> },
  { key: 'trading', label: () => 'Trading', content: (member) => <MemberTradingTab userId={member.id} /> },
  { key: 'rewards', label: () => 'Rewards', content: (member) => <MemberRewardsTab userId={member.id} /> },
  { key: 'tax', label: () => 'Tax', content: (member) => <MemberTaxTab userId={member.id} /> },
  { key: 'loans', label: () => 'Loans', content: (member) => <MemberLoansTab userId={member.id} /> },
  { key: 'documents', label: () => 'Documents', content: (member) => <MemberDocumentsTab userId={member.id} /> },
];
