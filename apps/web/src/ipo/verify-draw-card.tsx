/**
 * "Verify this draw": fetches the published draw (`/ipo/draw`, public), re-runs it here with
 * WebCrypto and says match or mismatch, with the method in a few lines so a member can follow it.
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { formatNumber } from '@kabuto/i18n';
import { InfoList } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useIpoDraw } from './api/ipo-queries';
import { checkDraw, type DrawCheck } from './draw-check';
import { lotsText } from './lots-text';
import styles from './ipo.module.css';

export interface VerifyDrawCardProps {
  ipoId: number;
  /** The commitment the offering published from its opening on. */
  commitment: string | null;
  applicationId: number | null;
}

export function VerifyDrawCard({ ipoId, commitment, applicationId }: VerifyDrawCardProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const draw = useIpoDraw(ipoId, asked);
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!draw.data) return;
    let current = true;
    checkDraw(draw.data, commitment, applicationId).then(
      (result) => current && setCheck(result),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [draw.data, commitment, applicationId]);

  const working = asked && !check && !failed && !draw.isError;
  return (
    <section className={styles.card} data-testid="ipo-verify">
      <h2 className={styles.heading}>{t('ipo.verifyTitle')}</h2>
      <p className={styles.method}>{t('ipo.verifyIntro')}</p>
      <p className={styles.method}>{t('ipo.verifyMethod')}</p>
      {check && (
        <>
          <p
            className={styles.verdict}
            data-result={check.matches ? 'match' : 'mismatch'}
            data-testid="ipo-verify-result"
            role="status"
          >
            {check.matches ? t('ipo.verifyMatch') : t('ipo.verifyMismatch')}
          </p>
          <InfoList
            testId="ipo-verify-figures"
            rows={[
              {
                key: 'commitment',
                label: t('ipo.verifyCommitment'),
                value: check.commitmentMatches ? t('ipo.yes') : t('ipo.no'),
              },
              { key: 'allotments', label: t('ipo.verifyAllotments'), value: check.allotmentsMatch ? t('ipo.yes') : t('ipo.no') },
              { key: 'entries', label: t('ipo.verifyEntries'), value: formatNumber(check.entries, 0) },
              { key: 'winners', label: t('ipo.verifyWinners'), value: formatNumber(check.allotted, 0) },
              ...(check.mine === null ? [] : [{ key: 'mine', label: t('ipo.verifyMine'), value: lotsText(t, check.mine) }]),
            ]}
          />
          {draw.data && (
            <p className={styles.hash} data-testid="ipo-verify-seed">
              {t('ipo.verifySeed', { seed: draw.data.seed })}
            </p>
          )}
        </>
      )}
      {(failed || draw.isError) && (
        <p className={styles.error} role="alert" data-testid="ipo-verify-failed">
          {t('ipo.verifyFailed')}
        </p>
      )}
      {!check && (
        <div className={styles.actions}>
          <Button
            color="primary"
            fill="outline"
            loading={working}
            onClick={() => {
              setFailed(false);
              if (asked) void draw.refetch();
              setAsked(true);
            }}
            data-testid="ipo-verify-run"
          >
            {working ? t('ipo.verifying') : t('ipo.verify')}
          </Button>
        </div>
      )}
    </section>
  );
}
