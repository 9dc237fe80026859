/**
 * Mine → Proof (`/user/proof`): the latest published proof of liabilities (total owed to members,
 * segregated cash beside it, the root), my balance in it, and a check of my proof run here with
 * WebCrypto; my proof can be downloaded for the stand-alone verifier, and the method is one tap away.
 */
import { Link } from 'react-router';
import type { PublishedProof } from '@kabuto/contracts';
import { formatJapanDate, formatNumber } from '@kabuto/i18n';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { useMoney } from '../ui/use-money';
import { useLanguage } from '../ui/use-language';
import { useTranslation } from '../ui/translation-context';
import { useLatestProof } from './api/proof-queries';
import { coveragePercent } from './proof-check';
import { MyProofCard } from './my-proof-card';
import styles from './proof.module.css';

export function ProofPage() {
  const { t } = useTranslation();
  const latest = useLatestProof();
  return (
    <Page title={t('proof.title')} backTo="/user/usercenter" testId="proof-page">
      <div className={styles.proof}>
        <p className={styles.intro}>{t('proof.intro')}</p>
        {latest.isPending ? (
          <PageLoading />
        ) : latest.isError ? (
          <LoadFailed query={latest} />
        ) : latest.data === null ? (
          <p className={styles.card} data-testid="proof-none">
            {t('proof.none')}
          </p>
        ) : (
          <>
            <PublishedCard proof={latest.data} />
            <MyProofCard published={latest.data} />
          </>
        )}
        <Link className={styles.link} to="/user/proofMethod" data-testid="proof-method-link">
          {t('proof.method')}
        </Link>
      </div>
    </Page>
  );
}

function PublishedCard({ proof }: { proof: PublishedProof }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const coverage = coveragePercent(proof.segregated, proof.total);
  return (
    <section className={styles.card} data-testid="proof-published">
      <InfoList
        testId="proof-figures"
        rows={[
          { key: 'date', label: t('proof.date'), value: formatJapanDate(proof.date, language) },
          { key: 'total', label: t('proof.total'), value: money.amount(proof.total, 'JPY'), strong: true },
          { key: 'segregated', label: t('proof.segregated'), value: money.amount(proof.segregated, 'JPY') },
          { key: 'members', label: t('proof.members'), value: formatNumber(proof.leaves, 0) },
        ]}
      />
      {coverage && <p className={styles.method}>{t('proof.coverage', { pct: coverage })}</p>}
      <h2 className={styles.heading}>{t('proof.root')}</h2>
      <p className={styles.hash} data-testid="proof-root">
        {proof.root}
      </p>
    </section>
  );
}
