/** Onboarding, page one (`/login/logon`): what Kabuto offers. */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { BillOutline, CheckShieldOutline, GlobalOutline, HistogramOutline, PieOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../ui/translation-context';
import { OnboardingLayout } from './onboarding-layout';
import { identityPaths } from '../../shared/paths/identity-paths';

export function OfferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = [
    { key: 'stocks', icon: <HistogramOutline />, title: t('onboarding.offerStocksTitle'), body: t('onboarding.offerStocksBody') },
    { key: 'products', icon: <PieOutline />, title: t('onboarding.offerProductsTitle'), body: t('onboarding.offerProductsBody') },
    { key: 'costs', icon: <BillOutline />, title: t('onboarding.offerCostsTitle'), body: t('onboarding.offerCostsBody') },
    { key: 'ipos', icon: <CheckShieldOutline />, title: t('onboarding.offerIposTitle'), body: t('onboarding.offerIposBody') },
    {
      key: 'languages',
      icon: <GlobalOutline />,
      title: t('onboarding.offerLanguagesTitle'),
      body: t('onboarding.offerLanguagesBody'),
    },
  ];
  return (
    <OnboardingLayout
      step={1}
      title={t('onboarding.offerTitle')}
      subtitle={t('onboarding.offerSubtitle')}
      points={points}
      testId="onboarding-offer"
      actions={
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(identityPaths.onboardingSafety)}
          data-testid="onboarding-next"
        >
          {t('onboarding.next')}
        </Button>
      }
    />
  );
}
