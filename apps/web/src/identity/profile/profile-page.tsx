/** My profile (`/user/userInfo`): account, verified identity, and the invite code with its link and QR code. */
import type { UserInfo } from '@kabuto/contracts';
import { InfoList } from '../../ui/info-list';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { useTranslation } from '../../ui/translation-context';
import { useUserInfo } from '../../shared/api/get-user-info';
import { LoadFailed } from '../../ui/load-failed';
import { InviteQr, inviteLink } from '../../shared/invite/invite-qr';
import styles from './profile.module.css';

export function ProfilePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Page title={t('profile.title')} backTo="/user/usercenter" testId="profile-page">
      {info.data ? <Profile info={info.data} /> : info.isError ? <LoadFailed query={info} /> : <PageLoading />}
    </Page>
  );
}

function Profile({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, info.inviteCode);
  const none = t('profile.none');
  return (
    <div className={styles.profile}>
      <InfoList
        testId="profile"
        rows={[
          { key: 'account', label: t('profile.account'), value: info.account },
          { key: 'verification', label: t('profile.verification'), value: t(`user.kyc.${info.kycStatus}`) },
          { key: 'name', label: t('profile.realName'), value: info.realName ?? none },
          { key: 'idNumber', label: t('profile.idNumber'), value: info.idNumberMasked ?? none },
        ]}
      />
      <section className={styles.invite} aria-labelledby="profile-invite">
        <h2 className={styles.inviteTitle} id="profile-invite">
          {t('profile.inviteTitle')}
        </h2>
        <p className={styles.inviteBody}>{t('profile.inviteBody')}</p>
        <InviteQr link={link} label={t('profile.qrLabel')} />
        <InfoList
          testId="invite"
          rows={[
            { key: 'code', label: t('profile.inviteCode'), value: info.inviteCode, copy: info.inviteCode, strong: true },
            { key: 'link', label: t('profile.inviteLink'), value: <span className={styles.link}>{link}</span>, copy: link },
          ]}
        />
      </section>
    </div>
  );
}
