/**
 * Asks the member to prove it is them before a passkey is added (a session alone must not add
 * one): the login password, or, when they hold a passkey past its cool-down, a confirmation
 * with it. Resolves with the proof, or null when cancelled.
 */
import type { Translate } from '../../ui/translator';
import type { AddProof } from '../api/passkeys';
import { PasswordPrompt } from './ask-login-password';

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
        <PasswordPrompt t={t} body={t('security.addBody')} testId="passkey-add-password" onChange={(value) => (typed = value)} />
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
