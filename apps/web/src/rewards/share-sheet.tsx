/** The share sheet: the member's invite code, link and QR code, with the rule of when the reward is paid. */
import { InfoList } from '../ui/info-list';
import { Sheet } from '../ui/sheet';
import { useTranslation } from '../ui/translation-context';
import { useUserInfo } from '../shared/api/get-user-info';
import { InviteQr, inviteLink } from '../shared/invite/invite-qr';
import { PageLoading } from '../ui/page-loading';
import { SectionFailed } from '../ui/market-parts/load-failed';
import styles from './rewards.module.css';

export function ShareSheet({ open, rule, onClose }: { open: boolean; rule: string; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const code = info.data?.inviteCode;
  const link = code ? inviteLink(window.location.origin, code) : '';
  return (
    <Sheet open={open} title={t('rewards.shareTitle')} onClose={onClose} testId="share-sheet">
      <div className={styles.share}>
        <p className={styles.rule}>{rule}</p>
        {code ? (
          <>
            <InviteQr link={link} label={t('rewards.qrLabel')} />
            <InfoList
              testId="share"
              rows={[
                { key: 'code', label: t('rewards.inviteCode'), value: code, copy: code, strong: true },
                { key: 'link', label: t('rewards.inviteLink'), value: <span className={styles.link}>{link}</span>, copy: link },
              ]}
            />
          </>
        ) : info.isError ? (
          <SectionFailed message={t('app.loadFailedTitle')} query={info} testId="share-failed" />
        ) : (
          <PageLoading />
        )}
      </div>
    </Sheet>
  );
}
