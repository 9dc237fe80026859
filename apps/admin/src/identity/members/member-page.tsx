/**
 * One member: a summary on top, and tabs for restrictions, verification, bank cards, live
 * sessions, then the tabs other domains add (the audit trail, the ledger, trading, rewards, loans),
 * which the router passes in: features never import each other. The open tab is in the address so
 * it can be shared.
 */
import type { ReactNode } from 'react';
import { Alert, Result, Spin, Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api';
import { BackLink } from '../../ui/back-link';
import { idParam } from '../../ui/id-param';
import { PageTitle } from '../../ui/page-title';
import { MemberCardsTab } from './member-cards-tab';
import { useMemberDetail, type MemberDetail } from './member-detail';
import { MemberSessionsTab } from './member-sessions-tab';
import { MemberSummary } from './member-summary';
import { MemberVerificationTab } from './member-verification-tab';
import { RestrictionsPanel } from './restrictions-panel';

/** A tab another domain adds to the member's page: its key (in the address), label and content. */
export type MemberTab = {
  key: string;
  label: (member: MemberDetail) => string;
  content: (member: MemberDetail) => ReactNode;
};

export function MemberPage({ tabs = [] }: { tabs?: readonly MemberTab[] }) {
  const id = idParam(useParams().id);
  if (id === null) return <Result status="404" title="No such member" />;
  return <MemberScreen key={id} userId={id} otherTabs={tabs} />;
}

function MemberScreen({ userId, otherTabs }: { userId: number; otherTabs: readonly MemberTab[] }) {
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
    ...otherTabs.map((tab) => ({ key: tab.key, label: tab.label(member), children: tab.content(member) })),
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
