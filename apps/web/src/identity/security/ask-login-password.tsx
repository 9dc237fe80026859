/** Asks for the login password before the last passkey goes; resolves with it, or null when cancelled. */
import type { Translate } from '../../ui/translator';

/** A dialog's body asking for the login password: what it is for, then the field. */
export function PasswordPrompt(props: { t: Translate; body: string; testId: string; onChange: (value: string) => void }) {
  const { t, body, testId, onChange } = props;
  return (
    <div>
      <p style={{ margin: '0 0 0.12rem', lineHeight: 1.6 }}>{body}</p>
      <input
        type="password"
        autoComplete="current-password"
        aria-label={t('security.loginPassword')}
        placeholder={t('security.loginPassword')}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        style={{ width: '100%', boxSizing: 'border-box', padding: '0.1rem', fontSize: '0.15rem' }}
      />
    </div>
  );
}

export async function askLoginPassword(t: Translate): Promise<string | null> {
  const { Dialog } = await import('../../ui/imperative');
  let typed = '';
  return new Promise((resolve) => {
    Dialog.show({
      title: t('security.removeTitle'),
      content: (
        <PasswordPrompt
          t={t}
          body={t('security.removeLastBody')}
          testId="passkey-remove-password"
          onChange={(value) => (typed = value)}
        />
      ),
      closeOnAction: true,
      onClose: () => resolve(null),
      actions: [
        [
          {
            key: 'cancel',
            text: <span data-testid="passkey-remove-cancel">{t('security.cancel')}</span>,
            onClick: () => resolve(null),
          },
          {
            key: 'confirm',
            text: <span data-testid="passkey-remove-confirm">{t('security.remove')}</span>,
            bold: true,
            danger: true,
            onClick: () => resolve(typed || null),
          },
        ],
      ],
    });
  });
}
