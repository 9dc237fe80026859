/** One document in the list: what it is, the ledger entries it summarises, and open, share, verify. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { MemberDocument } from '@kabuto/contracts';
import { formatJapanDate, formatJapanMonth } from '@kabuto/i18n';
import { useLanguage } from '../ui/use-language';
import { useTranslation } from '../ui/translation-context';
import { useDocumentCalls } from './api/documents-queries';
import { saveFile, shareOrSave } from './save-file';
import styles from './documents.module.css';

type Verdict = 'checking' | 'match' | 'mismatch' | null;

export function DocumentCard({ document }: { document: MemberDocument }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const calls = useDocumentCalls();
  const [verdict, setVerdict] = useState<Verdict>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileName = `kabuto-${document.kind}-${document.subject}.pdf`;

  const withPdf = async (use: (blob: Blob) => Promise<void> | void) => {
    setBusy(true);
    setFailed(false);
    try {
      await use(await calls.pdf(document.id, language));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    setVerdict('checking');
    try {
      setVerdict((await calls.verify(document.id)).match ? 'match' : 'mismatch');
    } catch {
      setVerdict(null);
      setFailed(true);
    }
  };

  const what =
    document.kind === 'trade'
      ? `${formatJapanDate(document.period, language)} · ${t('documents.fill', { subject: document.subject })}`
      : document.kind === 'monthly'
        ? t('documents.month', { month: formatJapanMonth(document.period, language) })
        : t('documents.year', { year: document.period });
  return (
    <li className={styles.card} data-testid={`document-${document.kind}-${document.subject}`}>
      <div className={styles.head}>
        <span className={styles.kind}>{t(`documents.kind.${document.kind}`)}</span>
        <span className={styles.what}>{what}</span>
      </div>
      <p className={styles.note}>
        {document.entries ? t('documents.entries', document.entries) : t('documents.noEntries')}
        {document.empty ? ` · ${t('documents.emptyYear')}` : ''}
      </p>
      <p className={styles.hash}>SHA-256 {document.sha256}</p>
      {verdict && verdict !== 'checking' && (
        <p className={styles.verdict} data-result={verdict} role="status" data-testid="document-verdict">
          {verdict === 'match' ? t('documents.match') : t('documents.mismatch')}
        </p>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {t('documents.openFailed')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          size="small"
          color="primary"
          loading={busy}
          onClick={() => void withPdf((blob) => saveFile(blob, fileName, true))}
          data-testid="document-open"
        >
          {t('documents.open')}
        </Button>
        <Button
          size="small"
          fill="outline"
          onClick={() => void withPdf((blob) => shareOrSave(blob, fileName, true))}
          data-testid="document-share"
        >
          {t('documents.share')}
        </Button>
        <Button
          size="small"
          fill="outline"
          loading={verdict === 'checking'}
          onClick={() => void verify()}
          data-testid="document-verify"
        >
          {verdict === 'checking' ? t('documents.verifying') : t('documents.verify')}
        </Button>
      </div>
    </li>
  );
}
