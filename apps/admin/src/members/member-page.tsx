/**
 * One member: a summary on top, and tabs for restrictions, verification, bank cards, live
 * sessions, the audit trail, the ledger and trading. The open tab is in the address so it can be shared.
 */
import { Alert, Result, Spin, Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../api';
import { BackLink } from '../ui/back-link';
import { idParam } from '../ui/id-param';
import { PageTitle } from '../ui/page-title';
import { MemberAuditTab } from './member-audit-tab';
import { MemberCardsTab } from './member-cards-tab';
import { useMemberDetail } from './member-detail';
import { MemberLedgerTab } from './member-ledger-tab';
import { MemberSessionsTab } from './member-sessions-tab';
import { MemberSummary } from './member-summary';
import { MemberTradingTab } from './member-trading-tab';
import { MemberRewardsTab } from './member-rewards-tab';
import { MemberVerificationTab } from './member-verification-tab';
import { MemberLoansTab } from '../loans/member-loans-tab';
import { MemberDocumentsTab } from '../documents/member-documents-tab';
import { RestrictionsPanel } from './restrictions-panel';

export function MemberPage() {
  const id = idParam(useParams().id);
  if (id === null) return <Result status="404" title="No such member" />;
  return <MemberScreen key={id} userId={id} />;
}

function MemberScreen({ userId }: { userId: number }) {
  const detail = useMemberDetail(userId);
  const [params, setParams] = useSearchParams();
  const back = <BackLink to="/members">Members</BackLink>;

  if (detail.isPending) return <Spin size="large" style={{ display: 'block', marginTop: 80 }} />;
  if (detail.isError) {
    return (
      <>
        {back}
        <Alert type="error" showIcon message={errorMessage(detail.error)} data-testid="member-error" />
      </>
    );
  }
  const member = detail.data;
  const tabs = [
    { key: 'restrictions', label: 'Restrictions', children: <RestrictionsPanel member={member} /> },
    {
      key: 'verification',
      label: `Verification (${member.submissions.length})`,
      children: <MemberVerificationTab member={member} />,
    },
    { key: 'cards', label: `Bank cards (${member.cards.length})`, children: <MemberCardsTab member={member} /> },
    { key: 'sessions', label: `Sessions (${member.sessions.length})`, children: <MemberSessionsTab member={member} /> },
    { key: 'audit', label: `Audit trail (${member.audit.length})`, children: <MemberAuditTab member={member} /> },
    { key: 'ledger', label: 'Ledger', children: <MemberLedgerTab userId={member.id} /> },
    { key: 'trading', label: 'Trading', children: <MemberTradingTab userId={member.id} /> },
    { key: 'rewards', label: 'Rewards', children: <MemberRewardsTab userId={member.id} /> },
    { key: 'loans', label: 'Loans', children: <MemberLoansTab userId={member.id} /> },
    { key: 'documents', label: 'Documents', children: <MemberDocumentsTab userId={member.id} /> },
  ].map((tab) => ({ ...tab, label: <span data-testid={`member-tab-${tab.key}`}>{tab.label}</span> }));
  // An unknown or missing tab in the address opens the first one rather than an empty page.
  const active = tabs.find((tab) => tab.key === params.get('tab'))?.key ?? 'restrictions';

  return (
    <>
      {back}
      <PageTitle title={`Member ${member.account}`} />
      <MemberSummary member={member} />
      <Tabs
        activeKey={active}
        onChange={(tab) => setParams(tab === 'restrictions' ? {} : { tab }, { replace: true })}
        items={tabs}
        destroyOnHidden
        data-testid="member-tabs"
      />
    </>
  );
}
