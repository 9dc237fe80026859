/**
 * Account recovery without a passkey: each request's new ID photo beside the verified identity's
 * photos and name, so a reviewer can tell whether the same person asks, and one decision each.
 */
import { Alert, Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { adminApi } from '@kabuto/contracts';
import { errorMessage } from '../../api';
import { useStaff } from '../../shared/session/session';
import { PrivateImage } from '../../shared/files/private-image';
import { ConflictAlert } from '../../shared/review/conflict-alert';
import { DecisionModal } from '../../shared/review/decision-modal';
import { useDecisionState } from '../../shared/review/decision-state';
import { QueueFilter } from '../../shared/review/queue-filter';
import { queueRequest } from '../../shared/review/queue-view';
import { ReviewButtons } from '../../shared/review/review-buttons';
import { mayDecide } from '../../shared/review/review-rules';
import { useQueueView } from '../../shared/review/use-queue-view';
import { formatTime } from '../../ui/format-time';
import { PageTitle } from '../../ui/page-title';
import { StatusTag } from '../../ui/status-tag';
import { recoveryDecision, recoveryStatuses, useRecoveryList, useRecoveryReview, type RecoveryRequest } from './recovery-calls';

const pageSize = 10;
const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'used', label: 'Used' },
] as const;

export function RecoveryPage() {
  const staff = useStaff();
  const [view, show] = useQueueView(recoveryStatuses);
  const list = useRecoveryList(queueRequest(view, pageSize));
  const review = useRecoveryReview();
  const decision = useDecisionState();

  return (
    <>
      <PageTitle title="Account recovery">
        Members without a passkey who forgot their password send a new photo of their ID. Compare it with the photos and name they
        verified; approve only when it is the same person. An approval lets the app that filed the request set a new password once
        within 24 hours. Each request is decided once.
      </PageTitle>
      <QueueFilter testIdPrefix="recovery" statuses={statusOptions} view={view} onChange={show} />
      <ConflictAlert message={decision.conflict} onClose={decision.clearConflict} />
      {list.isPending ? (
        <Spin size="large" style={{ display: 'block', marginTop: 80 }} />
      ) : list.isError ? (
        <Alert type="error" showIcon message={errorMessage(list.error)} />
      ) : list.data.items.length === 0 ? (
        <Empty description="No requests" />
      ) : (
        <Flex vertical gap={16} data-testid="recovery-list">
          {list.data.items.map((item) => (
            <RequestCard
              key={item.id}
              item={item}
              decides={mayDecide(adminApi.recoveryReview, staff.role, item.status)}
              onDecide={(choice) => decision.open(recoveryDecision(item, choice))}
            />
          ))}
          <Pagination
            current={view.page}
            pageSize={pageSize}
            total={list.data.total}
            onChange={(page) => show({ ...view, page })}
            showSizeChanger={false}
          />
        </Flex>
      )}
      {decision.deciding && (
        <DecisionModal
          request={decision.deciding}
          review={review}
          onClose={decision.close}
          onConflict={decision.reportConflict}
        />
      )}
    </>
  );
}

function RequestCard({
  item,
  decides,
  onDecide,
}: {
  item: RecoveryRequest;
  decides: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  return (
    <Card
      size="small"
      data-testid={`recovery-request-${item.id}`}
      title={
        <Flex gap={12} align="center" wrap>
          <Link to={`/members/${item.memberId}`}>{item.account}</Link>
          <StatusTag status={item.status} testId={`recovery-status-${item.id}`} />
          <Typography.Text type="secondary">Filed {formatTime(item.createdAt)}</Typography.Text>
        </Flex>
      }
      extra={
        decides && (
          <ReviewButtons
            testIdPrefix="recovery"
            id={item.id}
            size="middle"
            onApprove={() => onDecide('approve')}
            onReject={() => onDecide('reject')}
          />
        )
      }
    >
      <Flex gap={24} wrap>
        <figure style={{ margin: 0 }}>
          <PrivateImage fileId={item.photo} alt="New ID photo" width={260} testId={`recovery-photo-${item.id}`} />
          <figcaption>New photo sent with this request</figcaption>
        </figure>
        {item.kycPhotos.map((fileId, index) => (
          <figure key={fileId} style={{ margin: 0 }}>
            <PrivateImage fileId={fileId} alt={index === 0 ? 'Verified ID, front' : 'Verified ID, back'} width={260} />
            <figcaption>{index === 0 ? 'Verified ID, front' : 'Verified ID, back'}</figcaption>
          </figure>
        ))}
      </Flex>
      <p style={{ marginTop: 12 }} data-testid={`recovery-kyc-${item.id}`}>
        {item.kycName ? (
          <>
            Verified name: <Typography.Text strong>{item.kycName}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="warning">
            This account never verified an identity: there is nothing to compare the photo with.
          </Typography.Text>
        )}
      </p>
      {item.status !== 'pending' && (
        <Typography.Text type="secondary">
          {item.status === 'rejected' ? 'Rejected' : 'Approved'} by {item.reviewer ?? 'unknown'} on {formatTime(item.decidedAt)}
          {item.reason ? `. Reason: ${item.reason}` : ''}
          {item.status === 'approved' ? `. Usable until ${formatTime(item.expiresAt)}.` : ''}
          {item.status === 'used' ? '. The member has set a new password with it.' : ''}
        </Typography.Text>
      )}
    </Card>
  );
}
