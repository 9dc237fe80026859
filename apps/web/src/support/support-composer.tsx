/**
 * The message box under the conversation: the same rule as the server (1–2,000 characters once
 * trimmed, line breaks but no other control characters), shown under the box before sending; a
 * refusal from the server (too many in a minute) comes as its translated toast.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { supportSendRequest } from '@kabuto/contracts';
import { useTranslation } from '../ui/translation-context';
import { useSendSupportMessage } from './api/support-thread';
import styles from './support.module.css';

type TextError = 'required' | 'too_long' | 'invalid_format';

function textError(text: string): TextError | null {
  const parsed = supportSendRequest.safeParse({ text });
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.message;
  return code === 'required' || code === 'too_long' ? code : 'invalid_format';
}

export function SupportComposer({ maxLength }: { maxLength: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<TextError | null>(null);
  const send = useSendSupportMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = textError(text);
    setError(problem);
    if (problem || send.isPending) return;
    const result = await send.mutateAsync(text);
    if (result.ok) setText('');
    else if (result.failure.fields?.text) setError(textError(text) ?? 'invalid_format');
  }

  return (
    <form className={`kb-fixed-bottom ${styles.composer}`} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.composerInner}>
        <div className={styles.box}>
          <textarea
            className={styles.input}
            value={text}
            rows={2}
            placeholder={t('support.placeholder')}
            aria-label={t('support.placeholder')}
            aria-invalid={error !== null}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            data-testid="support-input"
          />
          <Button type="submit" color="primary" loading={send.isPending} data-testid="support-send">
            {t('support.send')}
          </Button>
        </div>
        <div className={styles.under}>
          <span className={styles.error} role={error ? 'alert' : undefined} data-testid="support-error">
            {error ? t(`support.textErrors.${error}`, { max: maxLength.toLocaleString('en') }) : ''}
          </span>
          <span className={text.length > maxLength ? styles.over : styles.count}>
            {t('support.counter', { count: text.length.toLocaleString('en'), max: maxLength.toLocaleString('en') })}
          </span>
        </div>
      </div>
    </form>
  );
}
