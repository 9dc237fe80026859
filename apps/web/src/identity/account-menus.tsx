/** Every account function on the mine tab, grouped: money, account and security, app, information. */
import {
  BankcardOutline,
  BillOutline,
  CollectMoneyOutline,
  ContentOutline,
  GiftOutline,
  GlobalOutline,
  HandPayCircleOutline,
  InformationCircleOutline,
  KeyOutline,
  LockOutline,
  LoopOutline,
  MailOutline,
  CheckShieldOutline,
  FileOutline,
  PayCircleOutline,
  SetOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { UserInfo } from '@kabuto/contracts';
import { MenuList } from '../ui/menu-list';
import { useTranslation } from '../ui/translation-context';
import { useLanguage } from '../ui/use-language';

export function AccountMenus({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fundPasswordMissing = info?.hasFundPassword === false;
  return (
    <>
      <MenuList
        heading={t('user.funds')}
        testId="user-funds"
        items={[
          { key: 'deposit', label: t('nav.deposit'), to: '/user/recharge', icon: <CollectMoneyOutline /> },
          { key: 'withdraw', label: t('nav.withdraw'), to: '/user/withdraw', icon: <HandPayCircleOutline /> },
          { key: 'exchange', label: t('nav.exchange'), to: '/user/exchange', icon: <LoopOutline /> },
          { key: 'fundRecords', label: t('nav.fundRecords'), to: '/user/FundingDetails', icon: <BillOutline /> },
          { key: 'documents', label: t('documents.menu'), to: '/user/documents', icon: <FileOutline /> },
          { key: 'proof', label: t('proof.menu'), to: '/user/proof', icon: <CheckShieldOutline /> },
        ]}
      />
      <MenuList
        heading={t('user.accountFunctions')}
        testId="user-functions"
        items={[
          { key: 'profile', label: t('nav.profile'), to: '/user/userInfo', icon: <UserOutline /> },
          { key: 'rewards', label: t('nav.rewards'), to: '/user/pj', icon: <GiftOutline /> },
          {
            key: 'messages',
            label: t('nav.messages'),
            to: '/user/msgInfo',
            icon: <MailOutline />,
            badge: info?.unreadMessages ?? 0,
          },
          {
            key: 'verification',
            label: t('nav.verification'),
            to: '/user/bandCard',
            icon: <UserContactOutline />,
            extra: info ? t(`user.kycShort.${info.kycStatus}`) : undefined,
            extraTone: info && info.kycStatus !== 'verified' && info.kycStatus !== 'pending' ? 'warning' : undefined,
          },
          { key: 'bankCards', label: t('nav.bankCards'), to: '/user/BankCard', icon: <BankcardOutline /> },
          { key: 'loginPassword', label: t('nav.loginPassword'), to: '/user/loginPassword', icon: <KeyOutline /> },
          {
            key: 'fundPassword',
            label: t('nav.fundPassword'),
            to: '/user/setPassword',
            icon: <PayCircleOutline />,
            extra: info ? (fundPasswordMissing ? t('user.notSet') : t('user.isSet')) : undefined,
            extraTone: fundPasswordMissing ? 'warning' : undefined,
          },
        ]}
      />
      <MenuList
        heading={t('user.app')}
        items={[
          { key: 'settings', label: t('nav.settings'), to: '/user/setting', icon: <SetOutline /> },
          {
            key: 'language',
            label: t('nav.language'),
            to: '/user/changeLang',
            icon: <GlobalOutline />,
            extra: t(`languages.${language}`),
          },
        ]}
      />
      <MenuList
        heading={t('user.information')}
        items={[
          { key: 'tradeRules', label: t('nav.tradeRules'), to: '/user/tradeRule', icon: <ContentOutline /> },
          { key: 'about', label: t('nav.about'), to: '/user/aboutUs', icon: <InformationCircleOutline /> },
          { key: 'privacy', label: t('nav.privacy'), to: '/user/userPri', icon: <LockOutline /> },
        ]}
      />
    </>
  );
}
