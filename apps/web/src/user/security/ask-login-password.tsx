/** Asks for the login password before the last passkey goes; resolves with it, or null when cancelled. */
import type { Translate } from '../../ui/translator';

export async function askLoginPassword(t: Translate): Promise<string | null> {
  const { Dialog } = await import('../../ui/imperative');
  let typed = '';
  return new Promise((resolve) => {
    Dialog.show({
      title: t('security.removeTitle'),
      content: (
        <div>
          <p style={{ margin: '0 0 0.12rem', lineHeight: 1.6 }}>{t('security.removeLastBody')}</p>
          <input
            type="password"
            autoComplete="current-password"
            aria-label={t('security.loginPassword')}
            placeholder={t('security.loginPassword')}
            data-testid="passkey-remove-password"
            onChange={(event) => (typed = event.target.value)}
            style={{ width: '100%', boxSizing: 'border-box', padding: '0.1rem', fontSize: '0.15rem' }}
          />
        </div>
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
