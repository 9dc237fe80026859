/** My leaf in the published tree: my balance at the close, the check run on this phone, and the download. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { ProofMine, PublishedProof } from '@kabuto/contracts';
import { formatNumber } from '@kabuto/i18n';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { PageLoading } from '../ui/page-loading';
import { useMoney } from '../ui/use-money';
import { useTranslation } from '../ui/translation-context';
import { useMyProof } from './api/proof-queries';
import { checkProof, type ProofCheck } from './proof-check';
import styles from './proof.module.css';

export function MyProofCard({ published }: { published: PublishedProof }) {
  const { t } = useTranslation();
  const mine = useMyProof(published.date);
  return (
    <section className={styles.card} data-testid="proof-mine">
      <h2 className={styles.heading}>{t('proof.mineTitle')}</h2>
      {mine.isPending ? (
        <PageLoading />
      ) : mine.isError ? (
        <LoadFailed query={mine} />
      ) : mine.data === null ? (
        <p className={styles.method} data-testid="proof-not-included">
          {t('proof.notIncluded')}
        </p>
      ) : (
        <MyProof mine={mine.data} published={published} />
      )}
    </section>
  );
}

function MyProof({ mine, published }: { mine: ProofMine; published: PublishedProof }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [check, setCheck] = useState<ProofCheck | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const verify = () => {
    setWorking(true);
    setFailed(false);
    checkProof(mine, published)
      .then(
        (result) => setCheck(result),
        () => setFailed(true),
      )
      .finally(() => setWorking(false));
  };
  return (
    <>
      <InfoList
        testId="proof-mine-figures"
        rows={[{ key: 'balance', label: t('proof.mineBalance'), value: money.amount(mine.leaf.balance, 'JPY'), strong: true }]}
      />
      {check && (
        <>
          <p
            className={styles.verdict}
            data-result={check.matches ? 'match' : 'mismatch'}
            data-testid="proof-verdict"
            role="status"
          >
            {check.matches ? t('proof.match') : t('proof.mismatch')}
          </p>
          <InfoList
            testId="proof-check"
            rows={[{ key: 'steps', label: t('proof.steps'), value: formatNumber(check.steps, 0) }]}
          />
          <h3 className={styles.heading}>{t('proof.computedRoot')}</h3>
          <p className={styles.hash} data-testid="proof-computed-root">
            {check.computedRoot}
          </p>
        </>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {t('proof.verifyFailed')}
        </p>
      )}
      <div className={styles.actions}>
        {!check && (
          <Button color="primary" loading={working} onClick={verify} data-testid="proof-verify">
            {working ? t('proof.verifying') : t('proof.verify')}
          </Button>
        )}
        <Button fill="outline" onClick={() => downloadProof(mine)} data-testid="proof-download">
          {t('proof.download')}
        </Button>
      </div>
    </>
  );
}

/** Saves my proof as the JSON the stand-alone verifier reads. */
function downloadProof(mine: ProofMine) {
  const blob = new Blob([JSON.stringify(mine, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `kabuto-proof-${mine.date}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
