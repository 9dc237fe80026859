/** How the proof of liabilities works (`/user/proofMethod`), in the member's language; open to anyone. */
import { Page } from '../ui/page';
import { useTranslation } from '../ui/translation-context';
import styles from './proof.module.css';

const sections = [
  'methodWhat',
  'methodLeaf',
  'methodNode',
  'methodCheck',
  'methodLedger',
  'methodScript',
  'methodLimits',
] as const;

export function ProofMethodPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('proof.methodTitle')} backTo="/user/proof" testId="proof-method-page">
      <div className={styles.proof}>
        {sections.map((section) => (
          <p key={section} className={`${styles.card} ${styles.section}`} data-testid={`proof-${section}`}>
            {t(`proof.${section}`)}
          </p>
        ))}
      </div>
    </Page>
  );
}
