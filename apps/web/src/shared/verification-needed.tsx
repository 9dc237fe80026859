/** Bank cards and money movements need a verified identity: say so, and lead to verification. */
import { useNavigate } from 'react-router';
import type { UserInfo } from '@kabuto/contracts';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { identityPaths } from './paths/identity-paths';

export function VerificationNeeded({
  kycStatus,
  body,
  testId,
}: {
  kycStatus: UserInfo['kycStatus'];
  body: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = kycStatus === 'pending';
  return (
    <StatusView
      tone={pending ? 'info' : 'warning'}
      title={pending ? t('user.kyc.pending') : t('cards.needVerification')}
      description={body}
      action={{
        label: pending ? t('cards.seeVerification') : t('cards.verify'),
        onClick: () => void navigate(identityPaths.verification),
        testId: `${testId}-verify`,
      }}
      testId={testId}
    />
  );
}
