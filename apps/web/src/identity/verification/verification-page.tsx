/**
 * Real-name verification (`/user/bandCard`): where the member stands (not yet, under review,
 * verified, rejected with the reviewer's reason) and, when it is their turn, the form.
 */
import type { UserInfo } from '@kabuto/contracts';
import { InfoList } from '../../ui/info-list';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { useTranslation } from '../../ui/translation-context';
import { useUserInfo } from '../../shared/api/get-user-info';
import { LoadFailed } from '../../ui/load-failed';
import { VerificationForm } from './verification-form';
import styles from './verification.module.css';

export function VerificationPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Page title={t('verification.title')} backTo="/user/usercenter" testId="verification-page">
      {info.data ? <VerificationState info={info.data} /> : info.isError ? <LoadFailed query={info} /> : <PageLoading />}
    </Page>
  );
}

function VerificationState({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const status = info.kycStatus;
  return (
    <>
      <section className={styles.state} data-status={status} data-testid="verification-state">
        <h2 className={styles.stateTitle}>{t(`user.kyc.${status}`)}</h2>
        <p className={styles.stateBody}>{t(`verification.explain.${status}`)}</p>
        {status === 'rejected' && info.kycReason && (
          <p className={styles.reason} data-testid="verification-reason">
            {t('verification.reason', { reason: info.kycReason })}
          </p>
        )}
      </section>
      {status === 'verified' && (
        <InfoList
          testId="verification-details"
          rows={[
            { key: 'name', label: t('verification.name'), value: info.realName ?? '' },
            { key: 'idNumber', label: t('verification.idNumber'), value: info.idNumberMasked ?? '' },
          ]}
        />
      )}
      {(status === 'unverified' || status === 'rejected') && <VerificationForm again={status === 'rejected'} />}
    </>
  );
}
