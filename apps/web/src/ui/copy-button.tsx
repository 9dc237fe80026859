/** Copies a value the member must type elsewhere (an account number, a reference) and says so. */
import { useTranslation } from './translation-context';
import { showToast } from './toast';
import styles from './info-list.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The clipboard API needs a secure page and permission; the old way works in more places.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={t('common.copyLabel', { label })}
      data-testid={testId}
      onClick={() => void copyText(text).then((copied) => showToast(copied ? t('common.copied') : t('common.copyFailed')))}
    >
      {t('common.copy')}
    </button>
  );
}
