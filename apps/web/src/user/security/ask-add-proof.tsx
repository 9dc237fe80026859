/**
 * Asks the member to prove it is them before a passkey is added (a session alone must not add
 * one): the login password, or, when they hold a passkey past its cool-down, a confirmation
 * with it. Resolves with the proof, or null when cancelled.
 */
import type { Translate } from '../../ui/translator';
import type { AddProof } from '../api/passkeys';

export async function askAddProof(t: Translate, canUsePasskey: boolean): Promise<AddProof | null> {
  const { Dialog } = await import('../../ui/imperative');
  let typed = '';
  return new Promise((resolve) => {
    const withPasskey = {
      key: 'passkey',
      text: <span data-testid="passkey-add-with-passkey">{t('security.addWithPasskey')}</span>,
      onClick: () => resolve({ withPasskey: true }),
    };
    Dialog.show({
      title: t('security.addTitle'),
      content: (
        <div>
          <p style={{ margin: '0 0 0.12rem', lineHeight: 1.6 }}>{t('security.addBody')}</p>
          <input
            type="password"
            autoComplete="current-password"
            aria-label={t('security.loginPassword')}
            placeholder={t('security.loginPassword')}
            data-testid="passkey-add-password"
            onChange={(event) => (typed = event.target.value)}
            style={{ width: '100%', boxSizing: 'border-box', padding: '0.1rem', fontSize: '0.15rem' }}
          />
        </div>
      ),
      closeOnAction: true,
      onClose: () => resolve(null),
      actions: [
        ...(canUsePasskey ? [withPasskey] : []),
        [
          {
            key: 'cancel',
            text: <span data-testid="passkey-add-cancel">{t('security.cancel')}</span>,
            onClick: () => resolve(null),
          },
          {
            key: 'confirm',
            text: <span data-testid="passkey-add-confirm">{t('security.continue')}</span>,
            bold: true,
            onClick: () => resolve(typed ? { loginPassword: typed } : null),
          },
        ],
      ],
    });
  });
}
