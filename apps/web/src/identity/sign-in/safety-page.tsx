/** Onboarding, page two (`/login/logon2`): how the money is kept safe, in terms that can be checked. */
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { ContentOutline, LockOutline, ReceiptOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../ui/translation-context';
import { OnboardingLayout } from './onboarding-layout';
import styles from './onboarding.module.css';
import { identityPaths } from '../../shared/paths/identity-paths';

export function SafetyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = [
    { key: 'ledger', icon: <ReceiptOutline />, title: t('onboarding.safetyLedgerTitle'), body: t('onboarding.safetyLedgerBody') },
    { key: 'staff', icon: <TeamOutline />, title: t('onboarding.safetyStaffTitle'), body: t('onboarding.safetyStaffBody') },
    { key: 'rules', icon: <ContentOutline />, title: t('onboarding.safetyRulesTitle'), body: t('onboarding.safetyRulesBody') },
    {
      key: 'passwords',
      icon: <LockOutline />,
      title: t('onboarding.safetyPasswordsTitle'),
      body: t('onboarding.safetyPasswordsBody'),
    },
  ];
  return (
    <OnboardingLayout
      step={2}
      title={t('onboarding.safetyTitle')}
      subtitle={t('onboarding.safetySubtitle')}
      points={points}
      testId="onboarding-safety"
      actions={
        <>
          <Link to="/user/tradeRule" className={styles.extraLink} data-testid="onboarding-rules">
            {t('onboarding.readRules')}
          </Link>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(identityPaths.register)}
            data-testid="onboarding-register"
          >
            {t('onboarding.openAccount')}
          </Button>
          <Button
            block
            color="primary"
            fill="outline"
            size="large"
            onClick={() => void navigate(identityPaths.signIn)}
            data-testid="onboarding-login"
          >
            {t('onboarding.haveAccount')}
          </Button>
        </>
      }
    />
  );
}
