/**
 * One identity submission: what the member typed beside both photos, so a reviewer can compare
 * them, and the decision buttons while it is pending and the role may decide.
 */
import { Alert, Card, Col, Descriptions, Flex, Result, Row, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { adminApi } from '@kabuto/contracts';
import { errorMessage } from '../../api';
import { useStaff } from '../../shared/session/session';
import { PrivateImage } from '../../shared/files/private-image';
import { ConflictAlert } from '../../shared/review/conflict-alert';
import { DecisionModal } from '../../shared/review/decision-modal';
import { useDecisionState } from '../../shared/review/decision-state';
import { ReviewButtons } from '../../shared/review/review-buttons';
import { mayDecide } from '../../shared/review/review-rules';
import { BackLink } from '../../ui/back-link';
import { formatTime } from '../../ui/format-time';
import { idParam } from '../../ui/id-param';
import { PageTitle } from '../../ui/page-title';
import { StatusTag } from '../../ui/status-tag';
import { kycDecision } from './kyc-decision';
import { useKycDetail, type KycDetail } from './kyc-detail';
import { useKycReview } from './kyc-review';

export function KycDetailPage() {
  const id = idParam(useParams().id);
  if (id === null) return <Result status="404" title="No such submission" />;
  return <KycDetailScreen key={id} id={id} />;
}

function KycDetailScreen({ id }: { id: number }) {
  const staff = useStaff();
  const detail = useKycDetail(id);
  const review = useKycReview();
  const decision = useDecisionState();

  const back = <BackLink to="/kyc">Verification queue</BackLink>;
  if (detail.isPending) return <Spin size="large" style={{ display: 'block', marginTop: 80 }} />;
  if (detail.isError) {
    return (
      <>
        {back}
        <Alert type="error" showIcon message={errorMessage(detail.error)} data-testid="kyc-detail-error" />
      </>
    );
  }
  const submission = detail.data;
  const decides = mayDecide(adminApi.kycReview, staff.role, submission.status);

  return (
    <>
      {back}
      <PageTitle
        title={`Submission of ${submission.account}`}
        extra={
          decides && (
            <ReviewButtons
              testIdPrefix="kyc"
              id={submission.id}
              size="middle"
              onApprove={() => decision.open(kycDecision(submission, 'approve'))}
              onReject={() => decision.open(kycDecision(submission, 'reject'))}
            />
          )
        }
      />
      <ConflictAlert message={decision.conflict} onClose={decision.clearConflict} />
      <DecisionState submission={submission} decides={decides} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Card title="What the member typed" size="small">
            <SubmissionFacts submission={submission} />
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          <Card title="Identity photos" size="small">
            <Flex gap={16} wrap>
              <Photo label="Front" fileId={submission.frontImage} testId="kyc-photo-front" />
              <Photo label="Back" fileId={submission.backImage} testId="kyc-photo-back" />
            </Flex>
          </Card>
        </Col>
      </Row>
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

/** Why there are no buttons: already decided, or a role that only reads. */
function DecisionState({ submission, decides }: { submission: KycDetail; decides: boolean }) {
  if (submission.status !== 'pending') {
    return (
      <Alert
        type={submission.status === 'verified' ? 'success' : 'error'}
        showIcon
        message={`${submission.status === 'verified' ? 'Verified' : 'Rejected'} by ${submission.reviewer ?? 'unknown'} on ${formatTime(submission.reviewedAt)}.`}
        description={submission.reason ? `Reason: ${submission.reason}` : undefined}
        style={{ marginBottom: 16 }}
        data-testid="kyc-decided"
      />
    );
  }
  if (decides) return null;
  return (
    <Alert
      type="info"
      showIcon
      message="Waiting for a reviewer. Only reviewers and owners can verify or reject; you can read this submission."
      style={{ marginBottom: 16 }}
      data-testid="kyc-read-only"
    />
  );
}

function SubmissionFacts({ submission }: { submission: KycDetail }) {
  return (
    <Descriptions column={1} size="small" data-testid="kyc-detail">
      <Descriptions.Item label="Account">
        <Link to={`/members/${submission.memberId}`} data-testid="kyc-member-link">
          {submission.account}
        </Link>
      </Descriptions.Item>
      <Descriptions.Item label="Name">
        <Typography.Text strong data-testid="kyc-name">
          {submission.name}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="ID number">
        <Typography.Text code data-testid="kyc-id-number">
          {submission.idNumber}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="Status">
        <StatusTag status={submission.status} testId="kyc-status" />
      </Descriptions.Item>
      <Descriptions.Item label="Submitted">{formatTime(submission.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Reviewer">{submission.reviewer ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Reviewed">{formatTime(submission.reviewedAt)}</Descriptions.Item>
      <Descriptions.Item label="Reason">
        <span data-testid="kyc-reason">{submission.reason ?? '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

function Photo({ label, fileId, testId }: { label: string; fileId: string; testId: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <PrivateImage fileId={fileId} alt={`${label} of the ID`} width={280} testId={testId} />
      <figcaption style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 4 }}>{label} (click to enlarge)</figcaption>
    </figure>
  );
}
