/** Export as CSV: fund records, orders, closed positions, and this year's annual figures. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useLanguage } from '../ui/use-language';
import { useTranslation } from '../ui/translation-context';
import { useDocumentCalls } from './api/documents-queries';
import { saveFile } from './save-file';
import styles from './documents.module.css';

const kinds = ['records', 'orders', 'closed', 'annual'] as const;

export function CsvExports({ year }: { year: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const calls = useDocumentCalls();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const save = async (kind: (typeof kinds)[number]) => {
    setBusy(kind);
    setFailed(false);
    try {
      saveFile(await calls.csv(kind, year, language), `kabuto-${kind}${kind === 'annual' ? `-${year}` : ''}.csv`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.card} data-testid="documents-csv">
      <h2 className={styles.heading}>{t('documents.exportsTitle')}</h2>
      <p className={styles.note}>{t('documents.exportsBody')}</p>
      <div className={styles.exports}>
        {kinds.map((kind) => (
          <Button
            key={kind}
            size="small"
            fill="outline"
            loading={busy === kind}
            onClick={() => void save(kind)}
            data-testid={`csv-${kind}`}
          >
            {t(`documents.exports.${kind}`, { year: String(year) })}
          </Button>
        ))}
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {t('documents.openFailed')}
        </p>
      )}
    </section>
  );
}
