/** No fund password yet: the server's own message for it, and the way to set one. */
import { useNavigate } from 'react-router';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { identityPaths } from '../shared/paths/identity-paths';

export function FundPasswordMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusView
      tone="warning"
      title={t('errors.fund_password_not_set')}
      description={t('withdraw.fundPasswordWhy')}
      action={{
        label: t('fundPassword.setTitle'),
        onClick: () => void navigate(identityPaths.fundPassword),
        testId: 'withdraw-set-fund-password',
      }}
      testId="withdraw-no-fund-password"
    />
  );
}
