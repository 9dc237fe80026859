/**
 * My passkeys (`/user/passkeys`): each passkey with when it was added and last used, removal
 * (confirmed with a passkey; the last one also with the login password), and adding one on this
 * device under a name after the login password or a passkey confirmation. A passkey in its
 * cool-down says from when it confirms withdrawals and the like, and offers "This wasn't me",
 * which removes it and signs every other device out.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { Passkey } from '@kabuto/contracts';
import { useConfig } from '../../api/get-config';
import { confirm } from '../../ui/confirm';
import { formatDateTime } from '../../ui/format-time';
import { FormCard, TextField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { longToastMs, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useAddPasskey, useDisownPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { LoadFailed } from '../../ui/load-failed';
import { askAddProof } from './ask-add-proof';
import { askLoginPassword } from './ask-login-password';
import styles from './security.module.css';

export function PasskeysPage() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const coolDownHours = useConfig().values.passkeyCoolDownHours ?? '24';
  const now = Date.now();
  return (
    <Page title={t('security.passkeysTitle')} backTo="/user/setting" testId="passkeys-page">
      <p className={styles.intro}>{t('security.passkeysIntro')}</p>
      <p className={styles.intro} data-testid="passkeys-cool-down">
        {t('security.coolDownNote', { hours: coolDownHours })}
      </p>
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
              {passkeys.data.map((passkey) =>
                Date.parse(passkey.usableForStepUpAt) > now ? (
                  <NewPasskeyItem key={passkey.id} passkey={passkey} />
                ) : (
                  <PasskeyItem key={passkey.id} passkey={passkey} last={passkeys.data.length === 1} />
                ),
              )}
            </ul>
          )}
          <AddPasskey canUsePasskey={passkeys.data.some((passkey) => Date.parse(passkey.usableForStepUpAt) <= now)} />
        </>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function PasskeyItem({ passkey, last }: { passkey: Passkey; last: boolean }) {
  const { t } = useTranslation();
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
      <PasskeyText passkey={passkey} />
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

function PasskeyText({ passkey, coolingDown = false }: { passkey: Passkey; coolingDown?: boolean }) {
  const { t, language } = useTranslation();
  return (
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
      {coolingDown && (
        <p className={styles.coolDown} data-testid="passkey-usable-from">
          {t('security.usableFrom', { time: formatDateTime(passkey.usableForStepUpAt, language) })}
        </p>
      )}
    </div>
  );
}

/** A passkey in its cool-down: from when it confirms, and "This wasn't me" for one the member did not add. */
function NewPasskeyItem({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const disown = useDisownPasskey();

  async function askToDisown() {
    const confirmed = await confirm({
      title: t('security.notMeTitle'),
      content: t('security.notMeBody', { name: passkey.name }),
      confirmText: t('security.notMeConfirm'),
      cancelText: t('security.cancel'),
      testId: 'passkey-disown',
      danger: true,
    });
    if (confirmed && (await disown.run(passkey.id))) showToast(t('security.disowned'), longToastMs);
  }

  return (
    <li className={styles.item} data-testid={`passkey-${passkey.id}`}>
      <PasskeyText passkey={passkey} coolingDown />
      <button
        type="button"
        className={styles.action}
        onClick={() => void askToDisown()}
        disabled={disown.pending}
        data-testid="passkey-not-me"
      >
        {t('security.notMe')}
      </button>
    </li>
  );
}

function AddPasskey({ canUsePasskey }: { canUsePasskey: boolean }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const supported = browserSupportsWebAuthn();
  const trimmed = name.trim();

  async function submit() {
    if (!trimmed || add.pending) return;
    const proof = await askAddProof(t, canUsePasskey);
    if (!proof) return;
    if (await add.run(trimmed, proof)) {
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
