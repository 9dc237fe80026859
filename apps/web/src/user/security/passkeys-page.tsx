/**
 * My passkeys (`/user/passkeys`): each passkey with when it was added and last used, removal
 * (confirmed with a passkey; the last one also with the login password), and adding one on this
 * device under a name.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { Passkey } from '@kabuto/contracts';
import { confirm } from '../../ui/confirm';
import { formatDateTime } from '../../ui/format-time';
import { FormCard, TextField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { LoadFailed } from '../load-failed';
import { askLoginPassword } from './ask-login-password';
import styles from './security.module.css';

export function PasskeysPage() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  return (
    <Page title={t('security.passkeysTitle')} backTo="/user/setting" testId="passkeys-page">
      <p className={styles.intro}>{t('security.passkeysIntro')}</p>
      {passkeys.isError ? (
        <LoadFailed query={passkeys} />
      ) : passkeys.data ? (
        <>
          {passkeys.data.length === 0 ? (
            <p className={styles.empty} data-testid="passkeys-empty">
              {t('security.passkeysEmpty')}
            </p>
          ) : (
            <ul className={styles.list} data-testid="passkeys-list">
              {passkeys.data.map((passkey) => (
                <PasskeyItem key={passkey.id} passkey={passkey} last={passkeys.data.length === 1} />
              ))}
            </ul>
          )}
          <AddPasskey />
        </>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function PasskeyItem({ passkey, last }: { passkey: Passkey; last: boolean }) {
  const { t, language } = useTranslation();
  const remove = useRemovePasskey();

  async function askToRemove() {
    let loginPassword: string | undefined;
    if (last) {
      loginPassword = (await askLoginPassword(t)) ?? undefined;
      if (!loginPassword) return;
    } else {
      const confirmed = await confirm({
        title: t('security.removeTitle'),
        content: t('security.removeBody', { name: passkey.name }),
        confirmText: t('security.remove'),
        cancelText: t('security.cancel'),
        testId: 'passkey-remove',
        danger: true,
      });
      if (!confirmed) return;
    }
    if (await remove.run(passkey.id, loginPassword)) showToast(t('security.removed'));
  }

  return (
    <li className={styles.item} data-testid={`passkey-${passkey.id}`}>
      <div className={styles.body}>
        <p className={styles.name} data-testid="passkey-name">
          {passkey.name}
        </p>
        <p className={styles.meta}>
          {t('security.createdAt', { time: formatDateTime(passkey.createdAt, language) })}
          <br />
          {passkey.lastUsedAt
            ? t('security.lastUsed', { time: formatDateTime(passkey.lastUsedAt, language) })
            : t('security.neverUsed')}
        </p>
      </div>
      <button
        type="button"
        className={styles.action}
        onClick={() => void askToRemove()}
        disabled={remove.pending}
        data-testid="passkey-remove"
      >
        {t('security.remove')}
      </button>
    </li>
  );
}

function AddPasskey() {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const supported = browserSupportsWebAuthn();
  const trimmed = name.trim();

  async function submit() {
    if (!trimmed || add.pending) return;
    if (await add.run(trimmed)) {
      setName('');
      showToast(t('security.added'));
    }
  }

  if (!supported) {
    return (
      <p className={styles.empty} data-testid="passkeys-unsupported">
        {t('security.unsupported')}
      </p>
    );
  }
  return (
    <form
      className={styles.add}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <FormCard>
        <TextField
          id="passkey-name"
          label={t('security.nameLabel')}
          placeholder={t('security.namePlaceholder')}
          maxLength={40}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormCard>
      <Button
        block
        color="primary"
        size="large"
        type="submit"
        loading={add.pending}
        disabled={!trimmed}
        data-testid="passkey-add"
      >
        {t('security.addPasskey')}
      </Button>
    </form>
  );
}
